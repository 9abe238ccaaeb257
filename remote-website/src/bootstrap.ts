// The `website` remote has no page of its own: the host shell loads its exposed modules
// (see rspack.config.mjs) through Module Federation. This async boundary only exists so that
// shared singletons are negotiated before any exposed code runs (ARCHITECTURE §3).
export {};
