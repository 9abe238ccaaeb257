// Entry of the login island's own build (tooling/rspack.mjs createIslandConfig): index.html
// loads it on /admin/login instead of the federated host entry. The island is imported
// statically, so the page needs one script (and its stylesheet, which index.html links next to
// it), not a script that then asks for the rest: one round trip less before the form shows.
import './mount';
