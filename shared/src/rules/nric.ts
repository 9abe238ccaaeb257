/**
 * NRIC / FIN: normalising, checksum validation and PDPC masking (DOMAIN.md "NRIC/FIN").
 *
 * Checksum (ICA's algorithm as published for S/T/F/G, e.g. in GovTech FormSG's validator
 * `shared/utils/nric-validation.ts` citing http://www.ngiam.net/NRIC/NRIC_numbers.pdf, and
 * ICA's M-series specification quoted step by step in the same file):
 *  1. multiply the 7 digits by the weights 2 7 6 5 4 3 2 and add them up;
 *  2. add the prefix offset: S and F → 0, T and G → 4 (born/issued from 2000), M → 3;
 *  3. take the remainder modulo 11 and read the check letter from the prefix's table:
 *     S/T → J Z I H G F E D C B A, F/G → X W U T R Q P N M L K, and for M (issued from 2022)
 *     ICA states "P = 11 − R, letter number P of K L J N P Q R T U W X", which is the same as
 *     reading X W U T R Q P N J L K at R.
 */

export type NricPrefix = 'S' | 'T' | 'F' | 'G' | 'M';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
const OFFSET: Record<NricPrefix, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };
const LETTERS: Record<NricPrefix, string> = {
  S: 'JZIHGFEDCBA',
  T: 'JZIHGFEDCBA',
  F: 'XWUTRQPNMLK',
  G: 'XWUTRQPNMLK',
  M: 'XWUTRQPNJLK',
};

/**
 * The normalised shape as a JSON-schema `pattern` for API schemas; the check letter still needs
 * `isValidNric`, which a pattern cannot express.
 */
export const NRIC_PATTERN = '^[STFGM]\\d{7}[A-Z]$';
const SHAPE = /^([STFGM])(\d{7})([A-Z])$/;

/** Trimmed and upper-cased, the form that is stored and compared. */
export function normalizeNric(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The check letter for a prefix and 7 digits. */
export function nricCheckLetter(prefix: NricPrefix, digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new RangeError('An NRIC/FIN has 7 digits');
  let sum = OFFSET[prefix];
  for (let i = 0; i < 7; i++) sum += WEIGHTS[i] * Number(digits[i]);
  return LETTERS[prefix][sum % 11];
}

/** Whether the (normalised) value is an NRIC/FIN with a correct check letter. */
export function isValidNric(raw: string): boolean {
  const m = SHAPE.exec(normalizeNric(raw));
  if (!m) return false;
  return nricCheckLetter(m[1] as NricPrefix, m[2]) === m[3];
}

/**
 * The masked form `S****567A`: prefix, four stars, the last 3 digits and the check letter, the
 * most PDPC's advisory guidelines on NRIC numbers allow to be shown. Anything that is not
 * NRIC-shaped is masked whole, so a typo can never reveal more.
 */
export function maskNric(raw: string): string {
  const n = normalizeNric(raw);
  const m = SHAPE.exec(n);
  if (!m) return '*'.repeat(n.length);
  return `${m[1]}****${m[2].slice(4)}${m[3]}`;
}
