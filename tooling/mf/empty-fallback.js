// Stands in for a shared package inside a remote's never-served fallback build
// (tooling/mf/stub-remote-fallback.cjs says why).
export {};
