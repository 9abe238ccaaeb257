/** core/base/redact.ts: secrets hidden by key and by shape; the rest stays readable. */
import { hashPassword } from '../src/core/auth/password';
import { MASK, redactBody, redactText, redactValue } from '../src/core/base/redact';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJhYmMifQ.c2lnbmF0dXJlLXBhcnQ';

test('value shapes: argon2 hash (any parameter order), JWT, bearer, ?token= in URLs', async () => {
  const hash = await hashPassword('Secret123');
  const text = `Failed query: update "sys_user" set "password_hash" = $1 params: ${hash},5`;
  expect(redactText(text)).toBe(`Failed query: update "sys_user" set "password_hash" = $1 params: ${MASK}`);
  expect(redactText('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')).toBe(MASK);
  expect(redactText(`pasted ${JWT} here`)).toBe(`pasted ${MASK} here`);
  expect(redactText('sent Bearer abc.def-ghi')).toBe(`sent ${MASK}`);
  expect(redactText(`/admin/api/v1/websocket?token=${JWT}&x=1`)).toBe(`/admin/api/v1/websocket?token=${MASK}&x=1`);
  expect(redactText('/x?access_token=abc&postCode=dev')).toBe(`/x?access_token=${MASK}&postCode=dev`);
});

test('field names, deep in objects and arrays; innocent values kept', () => {
  const v = redactValue({ username: 'admin', password: 'x', nested: [{ newPassword: 'y', note: 'ok' }], keys: { auth: 'a', p256dh: 'b' } });
  expect(v).toEqual({ username: 'admin', password: MASK, nested: [{ newPassword: MASK, note: 'ok' }], keys: { auth: MASK, p256dh: MASK } });
});

test('bodies that failed to parse: JSON text, broken JSON, form text, free text', () => {
  expect(redactBody('{"username":"admin","password":"Admin@1"}')).toEqual({ username: 'admin', password: MASK });
  expect(redactBody('{"username":"admin","password":"Admin@1"')).toBe(`{"username":"admin","password":"${MASK}"`);
  expect(redactBody('username=admin&password=Admin%401')).toEqual({ username: 'admin', password: MASK });
  expect(redactBody('my password: hunter2')).toBe(`my password: "${MASK}"`);
});

test('a long data URL is redacted quickly and cut (no quadratic regex)', () => {
  const big = `data:image/png;base64,${'A'.repeat(700_000)}`;
  const out = redactValue({ signature: big }, { maxString: 1000 }) as { signature: string };
  expect(out.signature.length).toBe(1001);
  // A linear pass over 700 kB; the old pattern took minutes here.
  expect(redactText(big)).toBe(big);
});
