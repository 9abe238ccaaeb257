/** Small SQL helpers shared by list endpoints. */

/** Escapes LIKE/ILIKE wildcards so user text matches literally (default escape char '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
