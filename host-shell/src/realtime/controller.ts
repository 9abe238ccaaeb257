/**
 * The shell's realtime wiring (spec §4, §7): one RealtimeSocket per logged-in tab and what each
 * server event does. Kept free of React so tests drive it with a fake socket.
 *
 * - notice         → show it (browser notification or toast) and refresh the notice bell;
 * - tokenUpdated   → refetch token + user info, save them, reload menus and permissions (the
 *                    routes are rebuilt from those atoms, so a newly granted button appears);
 * - sessionRevoked → the spec §8 401 flow of the shared request module;
 * - remotesUpdated → refetch the registry and re-register the remotes with {force: true};
 * - jobProgress    → the progress notification of a job this user started (and the remotes'
 *                    handlers too: a page may refresh when its job completes);
 * - anything else  → the handlers remotes registered with onSocketEvent.
 */

import type { UserInfo } from '@shiftdesk/shared/api';
import {
  api,
  dispatchSocketEvent,
  getToken,
  type JobProgress,
  type NoticeMessage,
  parseJobProgress,
  RealtimeSocket,
  type RealtimeSocketOptions,
  type SocketMessage,
  saveSession,
  sessionExpired,
} from '@shiftdesk/shared/core';

export const REFRESH_TOKEN_URL = 'api/v1/system/personal/refreshToken';

export interface RealtimeDeps {
  showNotice: (notice: NoticeMessage) => void;
  refreshNotices: () => void;
  loadUserMenus: () => Promise<unknown>;
  reloadRemotes: () => Promise<void>;
  showJobProgress?: (progress: JobProgress) => void;
  sessionExpired?: () => void;
  socketOptions?: Partial<RealtimeSocketOptions>;
  log?: (message: string, detail?: unknown) => void;
}

export interface ShellRealtime {
  socket: RealtimeSocket;
  start(): void;
  stop(): void;
  /** Resolves when the last tokenUpdated refresh finished (tests). */
  idle(): Promise<void>;
}

export function createShellRealtime(deps: RealtimeDeps): ShellRealtime {
  const log = deps.log ?? ((m: string, d?: unknown) => console.info(`[shiftdesk] ${m}`, d ?? ''));
  const socket = new RealtimeSocket({
    getToken: () => getToken() || undefined,
    log,
    ...deps.socketOptions,
  });
  let refreshing: Promise<void> = Promise.resolve();

  async function refreshToken(): Promise<void> {
    try {
      const data = await api.get<{ token: string; userInfo: UserInfo }>(REFRESH_TOKEN_URL, undefined, { silent: true });
      saveSession({ token: data.token, userInfo: data.userInfo });
      await deps.loadUserMenus();
    } catch (error) {
      log('token refresh failed', error); // spec §8: logged only
    }
  }

  socket.on('notice', (data) => {
    const notice = data as NoticeMessage;
    if (!notice || typeof notice !== 'object') return;
    deps.showNotice(notice);
    deps.refreshNotices();
  });
  socket.on('tokenUpdated', () => {
    refreshing = refreshing.then(refreshToken);
  });
  socket.on('sessionRevoked', () => {
    socket.disconnect();
    (deps.sessionExpired ?? sessionExpired)();
  });
  socket.on('remotesUpdated', () => {
    deps.reloadRemotes().catch((error) => log('remote registry refresh failed', error));
  });
  socket.on('jobProgress', (data) => {
    const progress = parseJobProgress(data);
    if (progress) deps.showJobProgress?.(progress);
    dispatchSocketEvent('jobProgress', data);
  });
  socket.on('ping', () => {});
  socket.on('*', (data, message: SocketMessage) => {
    dispatchSocketEvent(message.event, data);
  });

  return {
    socket,
    start: () => socket.connect(),
    stop: () => socket.disconnect(),
    idle: () => refreshing,
  };
}
