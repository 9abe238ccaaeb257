/** Notification settings of spec §3, kept in localStorage 'notification-settings'. */
import { NOTIFICATION_DEFAULTS, sharedStore } from '@shiftdesk/shared/core';
import { atom } from 'jotai';

export const NOTIFICATION_SETTINGS_KEY = 'notification-settings';

export interface NotificationSettingsValue {
  enablePush: boolean;
  enableSound: boolean;
  enableVibration: boolean;
  notificationTimeout: number;
}

export function readNotificationSettings(): NotificationSettingsValue {
  const value: NotificationSettingsValue = { ...NOTIFICATION_DEFAULTS };
  try {
    const raw = localStorage.getItem(NOTIFICATION_SETTINGS_KEY);
    if (!raw) return value;
    const stored = JSON.parse(raw) as Partial<NotificationSettingsValue>;
    for (const key of ['enablePush', 'enableSound', 'enableVibration'] as const) {
      if (typeof stored[key] === 'boolean') value[key] = stored[key];
    }
    const t = stored.notificationTimeout;
    if (typeof t === 'number' && Number.isFinite(t) && t >= 0) value.notificationTimeout = Math.round(t);
  } catch {
    /* bad JSON or no storage: defaults */
  }
  return value;
}

export const notificationSettingsAtom = atom<NotificationSettingsValue>(readNotificationSettings());

export function writeNotificationSettings(patch: Partial<NotificationSettingsValue>): NotificationSettingsValue {
  const next = { ...readNotificationSettings(), ...patch };
  try {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    /* storage disabled: the atom still holds it for this page */
  }
  sharedStore.set(notificationSettingsAtom, next);
  return next;
}
