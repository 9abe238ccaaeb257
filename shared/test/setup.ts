// Suites that run in the node environment (the pure rules library) have no window; the browser
// stubs every front-end package shares (tooling/jest/dom-setup.ts) are for the jsdom suites only.
if (typeof window !== 'undefined') require('../../tooling/jest/dom-setup');
