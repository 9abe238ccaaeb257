/** Pure notification and install-prompt rules of spec §2, §4, §5 and §9. */

/** Notice tags with a page of their own (spec §9: 1 personnel, 2 business, 3 finance). */
export const NOTICE_TAGS = { 1: 'personnel', 2: 'business', 3: 'finance' } as const;

export const NOTIFICATION_DEFAULTS = {
  enablePush: true,
  enableSound: true,
  enableVibration: true,
  notificationTimeout: 5000,
} as const;

export const TOAST_DURATION_MS = 4500;
export const NOTIFICATION_ICON = '/admin/icons/icon-128.png';
export const NOTIFICATION_BADGE = '/admin/icons/badge-48.png';

/** Where a click on a notice notification goes (spec §2). */
export function noticeTarget(tag: number | string | undefined): string {
  return Number(tag) in NOTICE_TAGS ? '/system/sysNotice/show' : '/home';
}

/** Toast type for a notice type (spec §9: 1 success, 2 warning, 3 error, else info). */
export function noticeToastType(type: number | string | undefined): 'success' | 'warning' | 'error' | 'info' {
  switch (Number(type)) {
    case 1:
      return 'success';
    case 2:
      return 'warning';
    case 3:
      return 'error';
    default:
      return 'info';
  }
}

/** Paths under /website are the public site: no install prompt, notifications or worker. */
export function isWebsitePath(pathname: string): boolean {
  const path = pathname.replace(/^\/admin(?=\/|$)/, '') || '/';
  return path === '/website' || path.startsWith('/website/');
}

export interface InstallPromptState {
  /** The browser fired beforeinstallprompt. */
  offered: boolean;
  /** display-mode standalone (already installed and opened as an app). */
  standalone: boolean;
  /** localStorage 'pwa-install-dismissed' is set. */
  dismissed: boolean;
  pathname: string;
}

/** Spec §4: shown when offered, not standalone, not dismissed before and the path allows it. */
export function shouldShowInstallPrompt(s: InstallPromptState): boolean {
  return s.offered && !s.standalone && !s.dismissed && !isWebsitePath(s.pathname);
}

/**
 * VAPID public key (base64url) to the bytes PushManager.subscribe wants. A key that is not valid
 * base64 raises the spec's §5 error.
 */
export function vapidKeyToBytes(key: string): Uint8Array {
  const clean = key.trim();
  if (!/^[A-Za-z0-9\-_+/]+={0,2}$/.test(clean)) {
    throw new Error('VAPID public key format is wrong, please check the configuration');
  }
  const padded = clean.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (clean.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new Error('VAPID public key format is wrong, please check the configuration');
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
