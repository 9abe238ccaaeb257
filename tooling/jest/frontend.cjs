// The Jest configuration of every front-end package (component tests in jsdom), in one place.
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} dir the package directory (its jest.config.js passes __dirname)
 * @returns {import('jest').Config}
 */
module.exports = function frontendJest(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    // antd components render slowly in jsdom on a 2-core machine; a hang guard, not a budget.
    testTimeout: 90_000,
    roots: ['src', 'test'].filter((d) => fs.existsSync(path.join(dir, d))).map((d) => `<rootDir>/${d}`),
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'dom-setup.ts')],
    // Some dependencies ship ES modules only (jotai 3, typebox 1, parts of @ant-design and
    // @rc-component): SWC compiles them to CommonJS like our sources.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|typebox|@ant-design|@rc-component|rc-[a-z-]+)[@+/])'],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'style-mock.js'),
      '\\.css$': 'identity-obj-proxy',
      // Components imported one by one from antd/es run as antd's CommonJS build under Jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    ...overrides,
  };
};
