/** Small SQL helpers shared by list endpoints. */

/** Escapes LIKE/ILIKE wildcards so user text matches literally (default escape char '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** True when `err` (or its cause, as drizzle wraps driver errors) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
