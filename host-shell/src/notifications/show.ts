/**
 * Showing a realtime notice (spec §2 click target, §5 skips, §8 toast fallback):
 * a browser notification through the service worker registration when supported, allowed and
 * enabled; otherwise (or when that fails) an in-page antd toast.
 */
import {
  i18n,
  isWebsitePath,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  type NoticeMessage,
  noticeTarget,
  noticeToastType,
  TOAST_DURATION_MS,
} from '@shiftdesk/shared/core';
import type { NotificationSettingsValue } from './settings';

export const ADMIN_BASE = '/admin';
export const VIBRATE_PATTERN = [200, 100, 200];

/** The part of antd's notification API (App.useApp().notification) the toast uses. */
export interface ToastApi {
  open(config: {
    key?: string;
    type?: 'success' | 'info' | 'warning' | 'error';
    title?: string;
    description?: string;
    duration?: number;
    closable?: boolean;
    onClick?: () => void;
    className?: string;
  }): void;
  destroy?(key?: string): void;
}

export interface ShowDeps {
  pathname: string;
  settings: NotificationSettingsValue;
  toast: ToastApi;
  /** Router navigation inside /admin (e.g. '/system/sysNotice/show'). */
  navigate: (to: string) => void;
  /** The service worker registration, when one is active. */
  getRegistration?: () => Promise<ServiceWorkerRegistration | undefined>;
  permission?: () => NotificationPermission | 'unsupported';
}

export type ShowResult = 'skipped' | 'notification' | 'toast';

/** Why a browser notification cannot be used (spec §5), or null when it can. */
export function browserNotificationBlocker(
  settings: NotificationSettingsValue,
  permission: NotificationPermission | 'unsupported',
  hasWorker: boolean,
): 'disabled' | 'unsupported' | 'permission' | 'worker' | null {
  if (!settings.enablePush) return 'disabled';
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted') return 'permission';
  if (!hasWorker) return 'worker';
  return null;
}

export function noticeBody(tag: number | undefined): string {
  const n = Number(tag);
  return i18n.t(n === 1 || n === 2 || n === 3 ? `host:realtime.tag${n}` : 'host:realtime.tagOther');
}

/** The notification options (spec §3 payload fields) for a notice. */
export function noticeNotificationOptions(notice: NoticeMessage, settings: NotificationSettingsValue) {
  const target = noticeTarget(notice.tag);
  return {
    body: noticeBody(notice.tag),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `notice-${notice.id}`,
    requireInteraction: false,
    silent: !settings.enableSound,
    ...(settings.enableVibration ? { vibrate: VIBRATE_PATTERN } : {}),
    data: { id: notice.id, tag: notice.tag, type: notice.type, url: `${ADMIN_BASE}${target}` },
  };
}

function defaultPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

async function defaultRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  try {
    const reg = await navigator.serviceWorker.getRegistration(`${ADMIN_BASE}/`);
    return reg?.active ? reg : undefined;
  } catch {
    return undefined;
  }
}

export function showToast(notice: NoticeMessage, deps: Pick<ShowDeps, 'toast' | 'navigate'>): void {
  const key = `notice-${notice.id}`;
  const target = noticeTarget(notice.tag);
  deps.toast.open({
    key,
    type: noticeToastType(notice.type),
    title: notice.title,
    description: noticeBody(notice.tag),
    duration: TOAST_DURATION_MS / 1000,
    closable: true,
    className: 'sd-notice-toast',
    onClick: () => {
      deps.toast.destroy?.(key);
      deps.navigate(target);
    },
  });
}

/** Shows one notice; never throws. */
export async function showNotice(notice: NoticeMessage, deps: ShowDeps): Promise<ShowResult> {
  if (isWebsitePath(deps.pathname)) return 'skipped';
  const permission = (deps.permission ?? defaultPermission)();
  const canTry = browserNotificationBlocker(deps.settings, permission, true) === null;
  if (canTry) {
    try {
      const reg = await (deps.getRegistration ?? defaultRegistration)();
      if (reg) {
        const options = noticeNotificationOptions(notice, deps.settings);
        await reg.showNotification(notice.title, options as NotificationOptions);
        const timeout = deps.settings.notificationTimeout;
        if (timeout > 0) {
          setTimeout(() => {
            reg
              .getNotifications({ tag: options.tag })
              .then((list) => {
                for (const n of list) n.close();
              })
              .catch(() => undefined);
          }, timeout);
        }
        return 'notification';
      }
      console.info('[shiftdesk] no active service worker: notice shown in the page');
    } catch (error) {
      console.warn('[shiftdesk] browser notification failed: notice shown in the page', error);
    }
  }
  showToast(notice, deps);
  return 'toast';
}
