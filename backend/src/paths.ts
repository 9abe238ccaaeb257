/**
 * Where the backend's files are, for code that reads them at run time (migrations, the built
 * front end). This module must stay directly in src/: the production bundle is one file in
 * dist/, and both folders sit one level below backend/, so `..` from here means backend/ whether
 * it runs from the TypeScript (tsx, Jest) or from backend/dist/main.js.
 */
import path from 'node:path';

export const BACKEND_DIR = path.resolve(__dirname, '..');
/** The repository root (the host and the remotes are built into <root>/<package>/dist). */
export const REPO_ROOT = path.dirname(BACKEND_DIR);
