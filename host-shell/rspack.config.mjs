import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, createIslandConfig } from '../tooling/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const host = createConfig({ dir, name: 'host', host: true });

// Production builds the login island too (its own bundle, see createIslandConfig); the dev
// server serves the login page from the host entry (src/index.ts picks it).
export default process.env.NODE_ENV === 'development' ? host : [host, createIslandConfig({ dir })];
