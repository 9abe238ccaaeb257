import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'website',
  exposes: {
    './home/index': './src/pages/home/index.tsx',
    './jobs/index': './src/pages/jobs/index.tsx',
    './aboutUs/index': './src/pages/aboutUs/index.tsx',
    './privacy/index': './src/pages/privacy/index.tsx',
    './termsOfService/index': './src/pages/termsOfService/index.tsx',
    './timesheetSign/index': './src/pages/timesheetSign/index.tsx',
    // './home/widgets': './src/home/widgets.ts' is exposed once the list has a widget: the shell
    // asks only remotes whose manifest exposes it, so an empty list would cost /home a request.
  },
});
