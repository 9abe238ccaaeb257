/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/test/setup.ts'],
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
};
