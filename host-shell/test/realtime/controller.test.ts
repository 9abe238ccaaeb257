import {
  api,
  clearSession,
  getToken,
  onSocketEvent,
  setToken,
  sharedStore,
  userInfoAtom,
  type WebSocketLike,
} from '@shiftdesk/shared';
import { createShellRealtime, REFRESH_TOKEN_URL } from '../../src/realtime/controller';

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  emit(event: string, data?: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1];

function setup() {
  const deps = {
    showNotice: jest.fn(),
    refreshNotices: jest.fn(),
    loadUserMenus: jest.fn().mockResolvedValue(undefined),
    reloadRemotes: jest.fn().mockResolvedValue(undefined),
    sessionExpired: jest.fn(),
    log: jest.fn(),
    socketOptions: { origin: 'http://127.0.0.1:8080', createSocket: (url: string) => new FakeSocket(url) },
  };
  const r = createShellRealtime(deps);
  return { r, deps };
}

beforeEach(() => {
  FakeSocket.all = [];
  setToken('tok-1');
});
afterEach(() => jest.restoreAllMocks());

test('connects with the login token to the spec address, and not without a token', () => {
  const { r } = setup();
  r.start();
  expect(last().url).toBe('ws://127.0.0.1:8080/admin/api/v1/websocket?token=tok-1');
  r.stop();
  expect(last().closed).toBe(true);
  expect(r.socket.state).toBe('disconnected');

  clearSession();
  FakeSocket.all = [];
  const { r: anonymous } = setup();
  anonymous.start();
  expect(FakeSocket.all).toHaveLength(0);
  expect(anonymous.socket.state).toBe('disconnected');
});

test('notice shows the notification and refreshes the bell', () => {
  const { r, deps } = setup();
  r.start();
  last().open();
  last().emit('notice', { id: 7, title: 'Roster changed', tag: 1, type: 2 });
  expect(deps.showNotice).toHaveBeenCalledWith({ id: 7, title: 'Roster changed', tag: 1, type: 2 });
  expect(deps.refreshNotices).toHaveBeenCalledTimes(1);
  r.stop();
});

test('tokenUpdated refetches the token and user info, saves them, then reloads menus and permissions', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ token: 'tok-2', userInfo: { id: 5, userName: 'demo01', roles: ['common'] } });
  const { r, deps } = setup();
  r.start();
  last().open();
  last().emit('tokenUpdated');
  await r.idle();
  expect(get).toHaveBeenCalledWith(REFRESH_TOKEN_URL, undefined, { silent: true });
  expect(getToken()).toBe('tok-2');
  expect(sharedStore.get(userInfoAtom)).toMatchObject({ userName: 'demo01' });
  expect(deps.loadUserMenus).toHaveBeenCalledTimes(1);
  r.stop();
});

test('a failed token refresh is only logged', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
  const { r, deps } = setup();
  r.start();
  last().open();
  last().emit('tokenUpdated');
  await r.idle();
  expect(deps.loadUserMenus).not.toHaveBeenCalled();
  expect(deps.log).toHaveBeenCalledWith('token refresh failed', expect.any(Error));
  r.stop();
});

test('sessionRevoked runs the 401 flow and closes for good', () => {
  const { r, deps } = setup();
  r.start();
  last().open();
  last().emit('sessionRevoked');
  expect(deps.sessionExpired).toHaveBeenCalledTimes(1);
  expect(r.socket.state).toBe('disconnected');
});

test('remotesUpdated re-registers the remotes', () => {
  const { r, deps } = setup();
  r.start();
  last().open();
  last().emit('remotesUpdated');
  expect(deps.reloadRemotes).toHaveBeenCalledTimes(1);
  r.stop();
});

test('other events go to the handlers remotes registered with onSocketEvent', () => {
  const { r, deps } = setup();
  const seen: unknown[] = [];
  const off = onSocketEvent('jobProgress', (d) => seen.push(d));
  r.start();
  last().open();
  last().emit('jobProgress', { pct: 40 });
  off();
  last().emit('jobProgress', { pct: 60 });
  last().emit('ping', 'pong');
  expect(seen).toEqual([{ pct: 40 }]);
  expect(deps.showNotice).not.toHaveBeenCalled();
  r.stop();
});

test('jobProgress shows the progress notification (well-formed events only) and still reaches the remotes', () => {
  const shown: unknown[] = [];
  const seen: unknown[] = [];
  const r2 = createShellRealtime({
    showNotice: jest.fn(),
    refreshNotices: jest.fn(),
    loadUserMenus: jest.fn().mockResolvedValue(undefined),
    reloadRemotes: jest.fn().mockResolvedValue(undefined),
    showJobProgress: (p) => shown.push(p),
    log: jest.fn(),
    socketOptions: { origin: 'http://127.0.0.1:8080', createSocket: (url: string) => new FakeSocket(url) },
  });
  const off = onSocketEvent('jobProgress', (d) => seen.push(d));
  r2.start();
  last().open();
  last().emit('jobProgress', { job: 'j1', name: 'system.demoProgress', done: 3, total: 10, state: 'active' });
  last().emit('jobProgress', { nonsense: true });
  expect(shown).toEqual([{ job: 'j1', name: 'system.demoProgress', done: 3, total: 10, state: 'active' }]);
  expect(seen).toHaveLength(2);
  off();
  r2.stop();
});
