/**
 * Query-string parser matching the client's serialisation (spec §7): arrays with brackets
 * (`dateRange[]=a&dateRange[]=b` → dateRange: ['a','b']; `ids[0]=1` works too), repeated keys
 * become arrays, and dotted keys nest (`filter.status=1` → {filter: {status: '1'}}).
 * Limits keep hostile query strings cheap.
 */
const MAX_PARAMS = 1000;
const MAX_DEPTH = 5;

type QValue = string | string[] | QObject;
interface QObject {
  [key: string]: QValue;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function parseQueryString(input: string): Record<string, unknown> {
  const out: QObject = Object.create(null);
  let count = 0;
  for (const [rawKey, value] of new URLSearchParams(input)) {
    if (++count > MAX_PARAMS) break;
    let key = rawKey;
    let isArray = false;
    const bracket = key.endsWith(']') ? /^(.+?)\[(\d*)\]$/.exec(key) : null;
    if (bracket) {
      key = bracket[1];
      isArray = true;
    }
    const parts = key.includes('.') ? key.split('.').slice(0, MAX_DEPTH) : [key];
    if (parts.some((p) => p === '' || FORBIDDEN.has(p))) continue;
    let target: QObject = out;
    for (const p of parts.slice(0, -1)) {
      const next = target[p];
      if (next === undefined || typeof next !== 'object' || Array.isArray(next)) {
        target[p] = Object.create(null) as QObject;
      }
      target = target[p] as QObject;
    }
    const last = parts[parts.length - 1];
    const existing = target[last];
    if (existing === undefined) target[last] = isArray ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[last] = [existing, value];
  }
  return out;
}
