// Entry of the login island's own build (tooling/rspack.mjs createIslandConfig): index.html
// loads it on /admin/login instead of the federated host entry. The dynamic import lets the
// runtime load the island's CSS with its chunk.
void import('./mount');
