/** Lock screen: POST /api/v1/system/personal/unlock checks the current user's password. */
import { type Static, Type } from 'typebox';

export const UNLOCK_URL = 'api/v1/system/personal/unlock';
/** Wrong passwords allowed per session within UNLOCK_WINDOW_MS before 429. */
export const UNLOCK_MAX_FAILURES = 5;
export const UNLOCK_WINDOW_MS = 5 * 60 * 1000;

export const UnlockBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type UnlockBody = Static<typeof UnlockBody>;

export const UnlockResult = Type.Object({ unlocked: Type.Boolean() });
export type UnlockResult = Static<typeof UnlockResult>;
