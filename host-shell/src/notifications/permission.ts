/** Notification permission (spec §4: granted, denied or default) and the spec §8 messages. */
import { getUiFeedback } from '@shiftdesk/shared/core';

/** Spec §8: these messages are shown in Chinese whatever the interface language. */
export const PERMISSION_MESSAGES = {
  unsupported: '浏览器不支持通知',
  allowInSettings: '请在浏览器设置中允许通知权限',
  denied: '通知权限被拒绝',
  requestFailed: '请求通知权限失败',
} as const;

export type PermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function currentPermission(): PermissionState {
  if (!notificationSupported()) return 'unsupported';
  return Notification.permission as PermissionState;
}

/**
 * Asks for permission (from a user gesture). Shows the spec's warnings: not supported, already
 * denied (allow it in the browser settings), denied now; an error when the request itself fails.
 */
export async function requestNotificationPermission(): Promise<PermissionState> {
  const feedback = getUiFeedback();
  if (!notificationSupported()) {
    feedback.message.warning(PERMISSION_MESSAGES.unsupported);
    return 'unsupported';
  }
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') {
    feedback.message.warning(PERMISSION_MESSAGES.allowInSettings);
    return 'denied';
  }
  try {
    const result = (await Notification.requestPermission()) as PermissionState;
    if (result === 'denied') feedback.message.warning(PERMISSION_MESSAGES.denied);
    return result;
  } catch (error) {
    console.error('[shiftdesk] notification permission request failed', error);
    feedback.message.error(PERMISSION_MESSAGES.requestFailed);
    return currentPermission();
  }
}
