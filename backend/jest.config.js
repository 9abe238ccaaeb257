/** Backend tests: Jest + @swc/jest (TypeScript → CommonJS). Each test file builds one app. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.[cm]?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // `typebox` ships ESM only: let SWC transform it (pnpm paths go through node_modules/.pnpm).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|cookie|@electric-sql/pglite|content-disposition|typebox|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|pg-boss|rrule-temporal|serialize-error|non-error|aws4fetch)[/@])'],
  testTimeout: 60000,
  // Migrating and seeding takes most of a small file's setup: each file copies a template built
  // once per run instead (test/support/db-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Suites share one machine's PGlite/PostgreSQL; two workers keep 2-core machines responsive.
  maxWorkers: 2,
};
