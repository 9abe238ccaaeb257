import {
  isWebsitePath,
  noticeTarget,
  noticeToastType,
  NOTIFICATION_DEFAULTS,
  shouldShowInstallPrompt,
  vapidKeyToBytes,
} from './rules';

test('notice click target: personnel, business, finance → notice centre, anything else → /home', () => {
  expect([1, 2, 3, '2'].map(noticeTarget)).toEqual(Array(4).fill('/system/sysNotice/show'));
  expect([0, 4, undefined, 'x'].map(noticeTarget)).toEqual(Array(4).fill('/home'));
});

test('notice type mapping: 1 success, 2 warning, 3 error, else info', () => {
  expect([1, 2, 3, 4, undefined].map(noticeToastType)).toEqual(['success', 'warning', 'error', 'info', 'info']);
});

test('notification defaults of spec §3', () => {
  expect(NOTIFICATION_DEFAULTS).toEqual({
    enablePush: true,
    enableSound: true,
    enableVibration: true,
    notificationTimeout: 5000,
  });
});

test('website paths are recognised with and without the /admin base', () => {
  expect(isWebsitePath('/admin/website')).toBe(true);
  expect(isWebsitePath('/website/jobs')).toBe(true);
  expect(isWebsitePath('/admin/websites')).toBe(false);
  expect(isWebsitePath('/admin/home')).toBe(false);
});

test('install prompt shows only when offered, not standalone, not dismissed and the path allows it', () => {
  const ok = { offered: true, standalone: false, dismissed: false, pathname: '/admin/home' };
  expect(shouldShowInstallPrompt(ok)).toBe(true);
  expect(shouldShowInstallPrompt({ ...ok, offered: false })).toBe(false);
  expect(shouldShowInstallPrompt({ ...ok, standalone: true })).toBe(false);
  expect(shouldShowInstallPrompt({ ...ok, dismissed: true })).toBe(false);
  expect(shouldShowInstallPrompt({ ...ok, pathname: '/admin/website/aboutUs' })).toBe(false);
});

test('VAPID key decoding, and the spec error for a key that is not base64', () => {
  expect(Array.from(vapidKeyToBytes('AQID'))).toEqual([1, 2, 3]);
  expect(Array.from(vapidKeyToBytes('_-8'))).toEqual([255, 239]);
  expect(() => vapidKeyToBytes('not base64!')).toThrow('VAPID public key format is wrong');
});
