/**
 * Exact integer division for money. Rates are basis points, so a share is `cents × bp / 10 000`
 * before rounding; doing that with floating point can land a hair on the wrong side of a cent or
 * a dollar, which CPF's "round the total, floor the employee share" rule turns into a dollar
 * error. These helpers correct the float quotient so the result is exact for safe integers.
 */

function check(n: number, d: number): void {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) {
    throw new RangeError(`Integer division needs safe integers and a positive divisor (${n} / ${d})`);
  }
}

/** ⌊n / d⌋ for a positive divisor. */
export function floorDiv(n: number, d: number): number {
  check(n, d);
  let q = Math.floor(n / d);
  // Correct the float estimate by at most one step either way.
  if (q * d > n) q -= 1;
  else if ((q + 1) * d <= n) q += 1;
  return q;
}

/** ⌈n / d⌉ for a positive divisor. */
export function ceilDiv(n: number, d: number): number {
  return -floorDiv(-n, d);
}

/** n / d rounded to the nearest integer, halves away from zero for n ≥ 0 (halves up). */
export function roundHalfUpDiv(n: number, d: number): number {
  check(n, d);
  // n/d + 1/2 = (2n + d) / 2d; floor of that rounds halves up.
  return floorDiv(2 * n + d, 2 * d);
}
