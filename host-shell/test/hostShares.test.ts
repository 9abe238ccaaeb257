/**
 * A remote module is asked for only after the host's own shared copies (kit and antd) have
 * loaded: with the "loaded-first" share strategy that is what makes every remote use them.
 */
jest.mock('../src/remotes/hostShares', () => {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((r) => {
    release = r;
  });
  return { loadHostShares: jest.fn(() => ready), release: () => release() };
});

import * as hostShares from '../src/remotes/hostShares';
import { shiftdeskRuntimePlugin } from '../src/remotes/runtimePlugin';

test('beforeRequest waits for the host shares, then passes the request on unchanged', async () => {
  const plugin = shiftdeskRuntimePlugin() as unknown as { beforeRequest: (a: object) => Promise<object> };
  const args = { id: 'system/user/index', options: {}, origin: {} };
  let passed: object | undefined;
  const asked = plugin.beforeRequest(args).then((a) => {
    passed = a;
  });
  await new Promise((r) => setTimeout(r, 10));
  expect(hostShares.loadHostShares).toHaveBeenCalledTimes(1);
  expect(passed).toBeUndefined();
  (hostShares as unknown as { release: () => void }).release();
  await asked;
  expect(passed).toBe(args);
});
