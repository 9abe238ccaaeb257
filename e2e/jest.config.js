/** Browser tests: real Chromium against the real built product served by the real backend. */
module.exports = {
  testEnvironment: '<rootDir>/support/environment.js',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  setupFilesAfterEnv: ['<rootDir>/support/retry.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
  // Browsers and the server child are closed in afterAll/globalTeardown; a stray socket must
  // not keep the run open after the last test.
  forceExit: true,
};
