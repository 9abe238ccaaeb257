/** Small SQL helpers shared by list endpoints. */

/** Escapes LIKE/ILIKE wildcards so user text matches literally (default escape char '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Whether `err` (or its cause, as drizzle wraps driver errors) carries this SQLSTATE. */
function hasSqlState(err: unknown, state: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === state) return true;
  }
  return false;
}

/** A unique-constraint violation. */
export const isUniqueViolation = (err: unknown): boolean => hasSqlState(err, '23505');

/** A foreign-key violation (a row still referred to). */
export const isForeignKeyViolation = (err: unknown): boolean => hasSqlState(err, '23503');
