import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, createIslandConfig } from '../tooling/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const ISLAND = 'website-island';

const remote = createConfig({
  dir,
  name: 'website',
  island: ISLAND,
  exposes: {
    './home/index': './src/pages/home/index.tsx',
    './jobs/index': './src/pages/jobs/index.tsx',
    './aboutUs/index': './src/pages/aboutUs/index.tsx',
    './privacy/index': './src/pages/privacy/index.tsx',
    './termsOfService/index': './src/pages/termsOfService/index.tsx',
    './timesheetSign/index': './src/pages/timesheetSign/index.tsx',
    './banner/index': './src/pages/banner/index.tsx',
    './banner/edit/index': './src/pages/banner/edit/index.tsx',
    // './home/widgets': './src/home/widgets.ts' is exposed once the list has a widget: the shell
    // asks only remotes whose manifest exposes it, so an empty list would cost /home a request.
  },
});

// The server-rendered job pages (backend/src/modules/website) load one small script for the
// apply form, built here on its own: no React, no antd, no federation runtime. The backend
// serves dist/island/ under /admin/website/assets/ and reads entry.json for the file's name.
const island = createIslandConfig({
  dir,
  name: ISLAND,
  entry: { apply: './src/jobs-island/apply.ts' },
  publicPath: '/admin/website/assets/',
});

export default process.env.NODE_ENV === 'development' ? remote : [remote, island];
