import { NOTIFICATION_DEFAULTS } from '@shiftdesk/shared';
import '../../src/notifications/i18n';
import { browserNotificationBlocker, showNotice, type ToastApi } from '../../src/notifications/show';

const notice = { id: 3, title: 'Payroll closed', tag: 3, type: 3 };

function deps(over: Record<string, unknown> = {}) {
  const toast: ToastApi & { open: jest.Mock; destroy: jest.Mock } = { open: jest.fn(), destroy: jest.fn() };
  const navigate = jest.fn();
  return {
    toast,
    navigate,
    d: {
      pathname: '/admin/home',
      settings: { ...NOTIFICATION_DEFAULTS },
      toast,
      navigate,
      permission: () => 'default' as NotificationPermission,
      getRegistration: async () => undefined,
      ...over,
    },
  };
}

test('skip rules of spec §5: disabled, no support, no permission, no worker', () => {
  const s = { ...NOTIFICATION_DEFAULTS };
  expect(browserNotificationBlocker(s, 'granted', true)).toBeNull();
  expect(browserNotificationBlocker({ ...s, enablePush: false }, 'granted', true)).toBe('disabled');
  expect(browserNotificationBlocker(s, 'unsupported', true)).toBe('unsupported');
  expect(browserNotificationBlocker(s, 'default', true)).toBe('permission');
  expect(browserNotificationBlocker(s, 'denied', true)).toBe('permission');
  expect(browserNotificationBlocker(s, 'granted', false)).toBe('worker');
});

test('without permission the in-page toast shows: type by notice type, 4500 ms, closable, click opens the target', async () => {
  const { d, toast, navigate } = deps();
  await expect(showNotice(notice, d)).resolves.toBe('toast');
  const config = toast.open.mock.calls[0][0];
  expect(config).toMatchObject({ type: 'error', title: 'Payroll closed', duration: 4.5, closable: true });
  config.onClick();
  expect(navigate).toHaveBeenCalledWith('/system/sysNotice/show');
  const { d: d2, toast: t2, navigate: n2 } = deps();
  await showNotice({ id: 4, title: 'x', tag: 12, type: 9 }, d2);
  expect(t2.open.mock.calls[0][0].type).toBe('info');
  t2.open.mock.calls[0][0].onClick();
  expect(n2).toHaveBeenCalledWith('/home');
});

test('granted + worker: a browser notification through the registration with the spec payload', async () => {
  jest.useFakeTimers();
  const close = jest.fn();
  const reg = {
    showNotification: jest.fn().mockResolvedValue(undefined),
    getNotifications: jest.fn().mockResolvedValue([{ close }]),
  };
  const { d, toast } = deps({ permission: () => 'granted', getRegistration: async () => reg });
  await expect(showNotice(notice, d)).resolves.toBe('notification');
  expect(toast.open).not.toHaveBeenCalled();
  const [title, options] = reg.showNotification.mock.calls[0];
  expect(title).toBe('Payroll closed');
  expect(options).toMatchObject({
    icon: '/admin/icons/icon-128.png',
    badge: '/admin/icons/badge-48.png',
    tag: 'notice-3',
    silent: false,
    vibrate: [200, 100, 200],
    data: { url: '/admin/system/sysNotice/show', id: 3 },
  });
  // closes after notificationTimeout (5000 ms)
  jest.advanceTimersByTime(5000);
  await Promise.resolve();
  await Promise.resolve();
  expect(reg.getNotifications).toHaveBeenCalledWith({ tag: 'notice-3' });
  jest.useRealTimers();
});

test('sound off → silent, vibration off → no vibrate', async () => {
  const reg = {
    showNotification: jest.fn().mockResolvedValue(undefined),
    getNotifications: jest.fn().mockResolvedValue([]),
  };
  const settings = { ...NOTIFICATION_DEFAULTS, enableSound: false, enableVibration: false, notificationTimeout: 0 };
  const { d } = deps({ settings, permission: () => 'granted', getRegistration: async () => reg });
  await showNotice(notice, d);
  const options = reg.showNotification.mock.calls[0][1];
  expect(options.silent).toBe(true);
  expect(options).not.toHaveProperty('vibrate');
});

test('a failing browser notification, a missing worker or push disabled fall back to the toast', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
  const failing = { showNotification: jest.fn().mockRejectedValue(new TypeError('no')), getNotifications: jest.fn() };
  for (const over of [
    { permission: () => 'granted', getRegistration: async () => failing },
    { permission: () => 'granted', getRegistration: async () => undefined },
    { permission: () => 'granted', settings: { ...NOTIFICATION_DEFAULTS, enablePush: false } },
    { permission: () => 'unsupported' },
  ]) {
    const { d, toast } = deps(over);
    await expect(showNotice(notice, d)).resolves.toBe('toast');
    expect(toast.open).toHaveBeenCalledTimes(1);
  }
});

test('nothing on /website paths', async () => {
  const { d, toast } = deps({ pathname: '/admin/website/jobs' });
  await expect(showNotice(notice, d)).resolves.toBe('skipped');
  expect(toast.open).not.toHaveBeenCalled();
});
