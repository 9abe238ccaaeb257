// Suites that run in the node environment (the pure rules library) have no window; the DOM stubs
// in setup-dom.ts are for the jsdom suites only.
if (typeof window !== 'undefined') require('./setup-dom');
