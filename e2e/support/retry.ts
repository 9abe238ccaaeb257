// A browser test that fails runs once more, at once (its file's later tests may build on it).
// Only a test that fails twice fails the run; one that passes on the retry is listed as flaky
// at the end of the run (support/environment.js), so it is seen and its cause found.
jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
