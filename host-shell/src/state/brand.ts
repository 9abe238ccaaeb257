/**
 * The brand (ARCHITECTURE: "Shiftdesk" is the default of the `sys.brand.name` parameter, never a
 * literal in components). Page titles and the login page read it from here.
 */
import { atom } from 'jotai';

export const DEFAULT_BRAND = 'Shiftdesk';
export const brandAtom = atom<string>(DEFAULT_BRAND);
