/**
 * Breadcrumbs for browser tests. A test's page defines `window.__sdTrace` (an array) before the
 * app starts and prints it when the test fails, so a form that lost its input or a page that
 * remounted names the moment it happened. Without that array nothing is kept or printed.
 */
export function trace(event: string): void {
  const sink = (globalThis as { __sdTrace?: unknown }).__sdTrace;
  if (Array.isArray(sink)) sink.push(`${Math.round(performance.now())} ms ${event}`);
}
