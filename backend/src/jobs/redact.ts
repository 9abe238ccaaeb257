/**
 * A short, safe text of a job's data for the monitor page: secrets hidden by core/base/redact.ts
 * (by key and by value shape: hashes, JWTs, bearer tokens, `?token=` URLs), plus the wider set
 * of key names a job's data may carry (API keys, credentials, signatures); long texts are cut.
 */
import { MASK, redactValue } from '../core/base/redact';

const JOB_SECRET_KEY = /key|auth|credential|signature/i;
const MAX_CHARS = 300;

function hideJobKeys(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => hideJobKeys(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = JOB_SECRET_KEY.test(k) ? MASK : hideJobKeys(v, depth + 1);
    return out;
  }
  return value;
}

export function summariseData(data: unknown): string {
  const text = JSON.stringify(redactValue(hideJobKeys(data), { maxString: MAX_CHARS })) ?? '';
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
