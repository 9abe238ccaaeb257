/**
 * Singapore phone numbers for worker and client forms: `+65` and 8 digits starting with 3
 * (VoIP), 6 (fixed line), 8 or 9 (mobile), per IMDA's National Numbering Plan. Stored as
 * `+6591234567`; people type spaces and dashes, so those are dropped first.
 */

/** The stored form as a JSON-schema `pattern` (TypeBox `Type.String({ pattern })`). */
export const SG_PHONE_PATTERN = '^\\+65[3689]\\d{7}$';
const SG_PHONE = new RegExp(SG_PHONE_PATTERN);

/** `+65 9123-4567` → `+6591234567`; a bare 8-digit local number gets `+65`. Null if not SG. */
export function normalizeSgPhone(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  const withCountry = /^\d{8}$/.test(compact) ? `+65${compact}` : compact;
  return SG_PHONE.test(withCountry) ? withCountry : null;
}

export function isValidSgPhone(raw: string): boolean {
  return normalizeSgPhone(raw) !== null;
}
