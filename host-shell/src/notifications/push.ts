/**
 * Web push (spec §7, §8): fetch the VAPID public key, subscribe through the service worker's
 * PushManager and post the subscription. Silent cases are logged only: a 401 (not logged in),
 * a missing key (warning). A key that is not base64 raises the spec's error (vapidKeyToBytes).
 */
import { API_BASE, api, getToken, vapidKeyToBytes } from '@shiftdesk/shared/core';
import { readNotificationSettings } from './settings';

export const VAPID_KEY_URL = 'api/v1/system/notification/vapid-key';
export const SUBSCRIPTION_URL = 'api/v1/system/notification/subscription';

export type VapidKey = { status: 'ok'; key: Uint8Array } | { status: 'notLoggedIn' } | { status: 'missing' };

/**
 * Fetches the key with a plain fetch: the shared client would run the 401 session-expired flow,
 * while spec §8 treats a 401 here as "not logged in", silently.
 */
export async function fetchVapidKey(fetchImpl: typeof fetch = fetch): Promise<VapidKey> {
  const token = getToken();
  const res = await fetchImpl(`${API_BASE}${VAPID_KEY_URL}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (res.status === 401) {
    console.info('[shiftdesk] push key: not logged in');
    return { status: 'notLoggedIn' };
  }
  const body = (await res.json().catch(() => null)) as { code?: number; data?: { publicKey?: string } } | null;
  if (body?.code === 401) {
    console.info('[shiftdesk] push key: not logged in');
    return { status: 'notLoggedIn' };
  }
  const publicKey = body?.code === 0 ? body.data?.publicKey : undefined;
  if (!publicKey) {
    console.warn('[shiftdesk] push key missing: web push is off');
    return { status: 'missing' };
  }
  return { status: 'ok', key: vapidKeyToBytes(publicKey) };
}

function b64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let s = '';
  for (const b of new Uint8Array(buffer)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function subscriptionBody(sub: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = sub.toJSON?.() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } } | undefined;
  return {
    endpoint: json?.endpoint ?? sub.endpoint,
    keys: {
      p256dh: json?.keys?.p256dh ?? b64url(sub.getKey('p256dh')),
      auth: json?.keys?.auth ?? b64url(sub.getKey('auth')),
    },
  };
}

export type PushResult =
  | 'subscribed'
  | 'disabled'
  | 'noPermission'
  | 'unsupported'
  | 'notLoggedIn'
  | 'missingKey'
  | 'failed';

/** Subscribes this browser when push is enabled and permission granted; never throws. */
export async function setupPush(
  registration: ServiceWorkerRegistration | undefined,
  deps: { fetchImpl?: typeof fetch; permission?: () => string } = {},
): Promise<PushResult> {
  try {
    if (!readNotificationSettings().enablePush) return 'disabled';
    const permission =
      deps.permission?.() ?? (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
    if (permission !== 'granted') return 'noPermission';
    if (!registration?.pushManager) return 'unsupported';
    const vapid = await fetchVapidKey(deps.fetchImpl);
    if (vapid.status === 'notLoggedIn') return 'notLoggedIn';
    if (vapid.status === 'missing') return 'missingKey';
    let sub = await registration.pushManager.getSubscription();
    if (!sub) {
      sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapid.key as BufferSource,
      });
    }
    await api.post(SUBSCRIPTION_URL, subscriptionBody(sub), { silent: true });
    return 'subscribed';
  } catch (error) {
    // A bad key's spec error is logged here too; other failures are silent (spec §8).
    console.error('[shiftdesk] web push setup failed', error);
    return 'failed';
  }
}
