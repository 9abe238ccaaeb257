// The browser tests' Jest environment: Node's, plus a report of the open pages when a test or a
// hook fails. CI shows only the log, so the log must say what the screen showed (its URL, the
// form errors, alerts and messages on it) and where the screenshot is.
const { TestEnvironment } = require('jest-environment-node');

class E2EEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_fn_start') this.global.__e2eTestStarted?.();
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const report = this.global.__e2eReportPages;
    if (typeof report !== 'function') return;
    const name = event.test?.name ?? `${event.hook?.type ?? 'hook'} hook`;
    try {
      await report(name, event.error);
    } catch (e) {
      console.error(`could not report the open pages: ${e?.message ?? e}`);
    }
  }
}

module.exports = E2EEnvironment;
