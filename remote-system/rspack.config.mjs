import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'system',
  exposes: {
    './user/index': './src/pages/user/index.tsx',
    './role/index': './src/pages/role/index.tsx',
    './dept/index': './src/pages/dept/index.tsx',
    './post/index': './src/pages/post/index.tsx',
    './home/widgets': './src/home/widgets.ts',
  },
});
