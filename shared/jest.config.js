/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // antd components render slowly in jsdom on a 2-core machine; this is a hang guard, not a budget.
  testTimeout: 30_000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/test/setup.ts'],
  // jotai 3 and some @ant-design packages ship ESM only: let SWC compile them (pnpm keeps them
  // under node_modules/.pnpm/<name>@…/node_modules/<name>).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(jotai@|@ant-design\\+colors@|@ant-design\\+icons@)|jotai/|@ant-design/colors/|@ant-design/icons/es/))',
  ],
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy', '^antd/es/(.*)$': 'antd/lib/$1' },
};
