/**
 * A short, safe text of a job's data for the monitor page: values of keys that look like
 * credentials are replaced, long texts are cut.
 */
const SECRET_KEY = /pass(word)?|secret|token|key|auth|credential|signature|cookie/i;
const MAX_CHARS = 300;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '***' : redact(v, depth + 1);
    return out;
  }
  return value;
}

export function summariseData(data: unknown): string {
  const text = JSON.stringify(redact(data)) ?? '';
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
