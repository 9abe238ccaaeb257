import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

export default createConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'host', host: true });
