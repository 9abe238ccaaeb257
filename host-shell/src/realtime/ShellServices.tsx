/**
 * Shell services mounted once inside the providers (bootstrap.tsx): the realtime socket, the
 * service worker + web push, and the install prompt. Nothing runs on /website paths.
 */
import { isWebsitePath, userInfoAtom } from '@shiftdesk/shared/core';
import App from 'antd/es/app';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// The bell's module is loaded with the layout; importing it lazily keeps the entry light.
const refreshNotices = () => void import('../layout/navBars/NoticeBell').then((m) => m.refreshNotices());

import { showJobProgress } from '../notifications/jobProgress';
import { setupPush } from '../notifications/push';
import { notificationSettingsAtom } from '../notifications/settings';
import { showNotice } from '../notifications/show';
import '../notifications/i18n';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { registerServiceWorker } from '../pwa/registerSw';
import { applyRegistry, fetchRegistry, refreshRegistryForUser } from '../remotes/registry';
import { loadUserMenus } from '../state/routes';
import { createShellRealtime, type ShellRealtime } from './controller';

/** The admin path the browser shows (the router's pathname is relative to /admin). */
function adminPath(routerPath: string): string {
  return `/admin${routerPath === '/' ? '/' : routerPath}`;
}

export function ShellServices() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(userInfoAtom);
  const settings = useAtomValue(notificationSettingsAtom);
  const pathname = adminPath(location.pathname);
  const website = isWebsitePath(pathname);
  const loggedIn = Boolean(user);

  // Latest values for the socket's handlers without reconnecting on every render.
  const live = useRef({ notification, navigate, pathname, settings });
  live.current = { notification, navigate, pathname, settings };

  const realtime = useRef<ShellRealtime | null>(null);

  useEffect(() => {
    if (website || !loggedIn) return;
    const r = createShellRealtime({
      showNotice: (notice) =>
        void showNotice(notice, {
          pathname: live.current.pathname,
          settings: live.current.settings,
          toast: live.current.notification,
          navigate: (to) => live.current.navigate(to),
        }),
      refreshNotices,
      loadUserMenus,
      reloadRemotes: async () => applyRegistry(await fetchRegistry(), { force: true }),
      showJobProgress: (progress) => showJobProgress(progress, live.current.notification),
    });
    realtime.current = r;
    r.start();
    // The boot registration may predate the login: take this user's versions (rollouts).
    void refreshRegistryForUser();
    // Cleanup on page unload (spec §4); a page restored from the back/forward cache reconnects.
    const onPageHide = () => r.stop();
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) r.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      r.stop();
      realtime.current = null;
    };
  }, [website, loggedIn]);

  // Service worker (also for install) and web push once logged in.
  useEffect(() => {
    if (website) return;
    let cancelled = false;
    void registerServiceWorker(window.location.pathname).then((reg) => {
      if (!cancelled && loggedIn && reg) void setupPush(reg);
    });
    return () => {
      cancelled = true;
    };
  }, [website, loggedIn]);

  // A notification click in the worker asks an uncontrolled tab to navigate.
  useEffect(() => {
    if (website || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const onMessage = (e: MessageEvent) => {
      const msg = e.data as { type?: string; url?: string } | null;
      if (msg?.type !== 'navigate' || typeof msg.url !== 'string') return;
      const path = new URL(msg.url, window.location.origin).pathname.replace(/^\/admin(?=\/|$)/, '') || '/';
      live.current.navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [website]);

  if (website) return null;
  return <InstallPrompt pathname={pathname} />;
}
