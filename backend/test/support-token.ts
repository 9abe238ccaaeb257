/** The session id inside a token (tests only: reads the JWT payload without verifying). */
export function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}
