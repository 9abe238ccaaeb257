// The browser tests' Jest environment: Node's, plus a report of the open pages when a test or a
// hook fails. CI shows only the log, so the log must say what the screen showed (its URL, the
// form errors, alerts and messages on it) and where the screenshot is.
//
// A failed test runs once more (support/retry.ts). One that passes on that second try is written
// to SHIFTDESK_FLAKY_FILE, and the test command lists it beside the closing line: a retry keeps a
// slow moment on a loaded machine from failing the run, the list keeps the flake from hiding.
const { appendFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

class E2EEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async handleTestEvent(event) {
    if (event.name === 'test_fn_start') this.global.__e2eTestStarted?.();
    if (event.name === 'test_done') this.noteFlaky(event.test);
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

  noteFlaky(test) {
    if (!test || test.errors.length > 0 || test.invocations < 2) return;
    const names = [];
    for (let block = test; block && block.parent; block = block.parent) names.unshift(block.name);
    const line = `${path.basename(this.testPath)} › ${names.join(' › ')} (passed on try ${test.invocations})`;
    console.warn(`flaky: ${line}`);
    const file = process.env.SHIFTDESK_FLAKY_FILE;
    if (file) appendFileSync(file, `${line}\n`);
  }
}

module.exports = E2EEnvironment;
