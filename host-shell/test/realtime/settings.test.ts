import { sharedStore } from '@shiftdesk/shared';
import {
  NOTIFICATION_SETTINGS_KEY,
  notificationSettingsAtom,
  readNotificationSettings,
  writeNotificationSettings,
} from '../../src/notifications/settings';

beforeEach(() => localStorage.clear());

test('defaults of spec §3 when nothing is stored or the stored value is broken', () => {
  expect(readNotificationSettings()).toEqual({
    enablePush: true,
    enableSound: true,
    enableVibration: true,
    notificationTimeout: 5000,
  });
  localStorage.setItem(NOTIFICATION_SETTINGS_KEY, '{broken');
  expect(readNotificationSettings().notificationTimeout).toBe(5000);
  localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ enableSound: 'no', notificationTimeout: -1 }));
  expect(readNotificationSettings()).toMatchObject({ enableSound: true, notificationTimeout: 5000 });
});

test('changes persist in localStorage notification-settings and update the atom', () => {
  writeNotificationSettings({ enableSound: false, notificationTimeout: 8000 });
  expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}')).toEqual({
    enablePush: true,
    enableSound: false,
    enableVibration: true,
    notificationTimeout: 8000,
  });
  writeNotificationSettings({ enablePush: false });
  expect(readNotificationSettings()).toMatchObject({
    enablePush: false,
    enableSound: false,
    notificationTimeout: 8000,
  });
  expect(sharedStore.get(notificationSettingsAtom).enablePush).toBe(false);
});
