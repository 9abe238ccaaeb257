/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // antd components are heavy in jsdom; CI machines here have 2 cores.
  testTimeout: 90000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // the browser APIs every front-end package's tests need, then this package's useId shim
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../tooling/jest/dom-setup.ts', '<rootDir>/test/setup.ts'],
  // Some dependencies ship ES modules only (jotai 3, typebox 1, parts of @ant-design and @rc-component):
  // let SWC compile them to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|typebox|@ant-design|@rc-component|rc-[a-z-]+)[@+/])'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/test/styleMock.js',
    '\\.css$': 'identity-obj-proxy',
    // Shared components imported one by one from antd/es (the signature pad) run as antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};
