/** Password rules of the personal centre (the server's: 8–128 characters with a letter and a digit). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function meetsPasswordRule(pw: string): boolean {
  return pw.length >= PASSWORD_MIN && pw.length <= PASSWORD_MAX && /[A-Za-z]/.test(pw) && /[0-9]/.test(pw);
}

export type Strength = 0 | 1 | 2 | 3;

/** 0 empty, 1 weak, 2 medium, 3 strong. */
export function passwordStrength(pw: string): Strength {
  if (!pw) return 0;
  let classes = 0;
  if (/[a-z]/.test(pw)) classes++;
  if (/[A-Z]/.test(pw)) classes++;
  if (/[0-9]/.test(pw)) classes++;
  if (/[^A-Za-z0-9]/.test(pw)) classes++;
  if (!meetsPasswordRule(pw)) return 1;
  if (pw.length >= 12 && classes >= 3) return 3;
  if (classes >= 3 || pw.length >= 12) return 2;
  return 1;
}

/** Singapore mobile (as the server validates): optional +65, 8 digits starting 3/6/8/9. */
export const SG_MOBILE = /^(\+?65[ -]?)?[3689][0-9]{3}[ -]?[0-9]{4}$/;
