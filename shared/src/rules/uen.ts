/**
 * Singapore UEN formats (golden-path.md: format only, no check letter). The three formats the
 * UEN site describes (uen.gov.sg "About UEN"; also OECD's Singapore TIN sheet):
 *  - businesses registered with ACRA: nnnnnnnnX (8 digits, a letter);
 *  - local companies registered with ACRA: yyyynnnnnX (year of issue, 5 digits, a letter);
 *  - all other entities: TyyPQnnnnX, where the first letter gives the century of the year of
 *    issue (R = 18, S = 19, T = 20), yy its last two digits, PQ the entity type, 4 digits and
 *    a letter.
 */

/**
 * Entity-type indicators (PQ) listed on uen.gov.sg for "other entities", e.g. LL = limited
 * liability partnership, LP = limited partnership, FC = foreign company, PF = public accounting
 * firm, RF = representative office, CS = co-operative society, SS = society, TU = trade union,
 * TC = town council, MC = management corporation, GS = government & aided school. Kept as the
 * published set (also used by python-stdnum's sg.uen) so a new code is one line to add.
 */
export const UEN_ENTITY_TYPES: readonly string[] = (
  'CC CD CH CL CM CP CS CX DP FB FC FM FN GA GB GS HS LL LP ' +
  'MB MC MD MH MM MQ NB NR PA PB PF RF RP SM SS TC TU VH XL'
).split(' ');

/**
 * The three formats as one JSON-schema `pattern` for API schemas (normalised input). It accepts
 * any two letters as the entity type; `isValidUen` also checks them against the published list.
 */
export const UEN_PATTERN = '^(\\d{8}[A-Z]|\\d{9}[A-Z]|[RST]\\d{2}[A-Z]{2}\\d{4}[A-Z])$';

export type UenKind = 'business' | 'local_company' | 'other';

const BUSINESS = /^\d{8}[A-Z]$/;
const LOCAL_COMPANY = /^\d{4}\d{5}[A-Z]$/;
const OTHER = /^[RST]\d{2}([A-Z]{2})\d{4}[A-Z]$/;

/** Trimmed and upper-cased. */
export function normalizeUen(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Which ACRA format the (normalised) value has, or null when it has none. */
export function uenKind(raw: string): UenKind | null {
  const v = normalizeUen(raw);
  if (BUSINESS.test(v)) return 'business';
  if (LOCAL_COMPANY.test(v)) return 'local_company';
  const m = OTHER.exec(v);
  if (m && UEN_ENTITY_TYPES.includes(m[1])) return 'other';
  return null;
}

export function isValidUen(raw: string): boolean {
  return uenKind(raw) !== null;
}
