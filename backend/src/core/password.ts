/** Password hashing: argon2id with the library's defaults (m=64 MiB, t=3, p=4). */
import crypto from 'node:crypto';
import argon2 from 'argon2';

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A strong random password (for the generated admin password): 20 chars, mixed classes. */
export function generatePassword(): string {
  const raw = crypto.randomBytes(15).toString('base64url'); // 20 chars of [A-Za-z0-9_-]
  // Guarantee each class so it passes any later password policy.
  return `${raw}Aa9!`;
}
