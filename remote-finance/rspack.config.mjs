import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

// Pages of the `finance` remote come with their own issues; for now it publishes its manifest
// and the (empty) home widgets list.
export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'finance',
  exposes: {
    // './home/widgets': './src/home/widgets.ts' is exposed once the list has a widget: the shell
    // asks only remotes whose manifest exposes it, so an empty list would cost /home a request.
    './referenceRate/index': './src/pages/referenceRate/index.tsx',
    './client/index': './src/pages/client/index.tsx',
    './client/detail/index': './src/pages/client/detail/index.tsx',
    './contractDept/index': './src/pages/contractDept/index.tsx',
    './position/index': './src/pages/position/index.tsx',
    './contractOrder/index': './src/pages/contractOrder/index.tsx',
    './contractOrder/detail/index': './src/pages/contractOrder/detail/index.tsx',
  },
});
