/**
 * The one way text reaches the public pages: every value from a person or the database passes
 * `esc` (element text and quoted attributes alike), and data inside a <script> passes
 * `jsonForScript`, so neither can close its context and inject markup.
 */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content or a double- or single-quoted attribute value. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/**
 * JSON for inside a <script> element. `<` becomes `\u003c`, so `</script>` or `<!--` in the
 * data can never end the element; `>` and `&` for the old parsers; U+2028/2029 because they end
 * a line in JavaScript (a JSON block a script evaluates would break on them).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
