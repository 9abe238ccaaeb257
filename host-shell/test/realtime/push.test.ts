import { api, setToken } from '@shiftdesk/shared';
import { fetchVapidKey, SUBSCRIPTION_URL, setupPush } from '../../src/notifications/push';
import { writeNotificationSettings } from '../../src/notifications/settings';

const response = (status: number, body: unknown) => ({ status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  localStorage.clear();
  setToken('tok');
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a 401 counts as not logged in, silently (no session-expired alert)', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(response(401, { code: 401, message: 'x', data: null }));
  await expect(fetchVapidKey(fetchImpl)).resolves.toEqual({ status: 'notLoggedIn' });
  expect(fetchImpl.mock.calls[0][0]).toBe('/backend/api/v1/system/notification/vapid-key');
  expect(fetchImpl.mock.calls[0][1].headers).toEqual({ Authorization: 'Bearer tok' });
  const envelope401 = jest.fn().mockResolvedValue(response(200, { code: 401, message: 'x', data: null }));
  await expect(fetchVapidKey(envelope401)).resolves.toEqual({ status: 'notLoggedIn' });
  expect(console.warn).not.toHaveBeenCalled();
});

test('a missing key is a warning only', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(response(200, { code: 0, message: '', data: { publicKey: '' } }));
  await expect(fetchVapidKey(fetchImpl)).resolves.toEqual({ status: 'missing' });
  expect(console.warn).toHaveBeenCalledWith('[shiftdesk] push key missing: web push is off');
});

test('a key that is not base64 raises the spec error', async () => {
  const fetchImpl = jest
    .fn()
    .mockResolvedValue(response(200, { code: 0, message: '', data: { publicKey: 'not base64!' } }));
  await expect(fetchVapidKey(fetchImpl)).rejects.toThrow('VAPID public key format is wrong');
});

test('subscribes with userVisibleOnly and the key, then posts {endpoint, keys}', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(response(200, { code: 0, message: '', data: { publicKey: 'AQID' } }));
  const post = jest.spyOn(api, 'post').mockResolvedValue(null);
  const sub = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'P', auth: 'A' } }),
    getKey: () => null,
  };
  const pushManager = {
    getSubscription: jest.fn().mockResolvedValue(null),
    subscribe: jest.fn().mockResolvedValue(sub),
  };
  const reg = { pushManager } as unknown as ServiceWorkerRegistration;
  await expect(setupPush(reg, { fetchImpl, permission: () => 'granted' })).resolves.toBe('subscribed');
  const opts = pushManager.subscribe.mock.calls[0][0];
  expect(opts.userVisibleOnly).toBe(true);
  expect(Array.from(opts.applicationServerKey)).toEqual([1, 2, 3]);
  expect(post).toHaveBeenCalledWith(
    SUBSCRIPTION_URL,
    { endpoint: 'https://push.example/abc', keys: { p256dh: 'P', auth: 'A' } },
    { silent: true },
  );
});

test('only when push is enabled and permission granted; failures never throw', async () => {
  const fetchImpl = jest.fn();
  const reg = { pushManager: {} } as unknown as ServiceWorkerRegistration;
  await expect(setupPush(reg, { fetchImpl, permission: () => 'default' })).resolves.toBe('noPermission');
  writeNotificationSettings({ enablePush: false });
  await expect(setupPush(reg, { fetchImpl, permission: () => 'granted' })).resolves.toBe('disabled');
  expect(fetchImpl).not.toHaveBeenCalled();
  writeNotificationSettings({ enablePush: true });
  const bad = jest.fn().mockResolvedValue(response(200, { code: 0, message: '', data: { publicKey: '%%%' } }));
  await expect(setupPush(reg, { fetchImpl: bad, permission: () => 'granted' })).resolves.toBe('failed');
  expect(console.error).toHaveBeenCalled();
  const unauth = jest.fn().mockResolvedValue(response(401, {}));
  await expect(setupPush(reg, { fetchImpl: unauth, permission: () => 'granted' })).resolves.toBe('notLoggedIn');
});
