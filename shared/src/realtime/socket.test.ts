import { reconnectDelay, SOCKET } from './constants';
import { RealtimeSocket, type WebSocketLike } from './socket';

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
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
  serverSend(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1];

function make(token: string | null = 'tok-1') {
  const states: string[] = [];
  const socket = new RealtimeSocket({
    getToken: () => token ?? undefined,
    origin: 'https://ops.example.sg',
    createSocket: (url) => new FakeSocket(url),
    now: () => Date.now(),
  });
  socket.onState((s) => states.push(s));
  return { socket, states };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => jest.useRealTimers());

test('the constants are the ones of spec §9', () => {
  expect(SOCKET).toMatchObject({
    heartbeatIntervalMs: 30000,
    heartbeatTimeoutMs: 15000,
    reconnectBaseMs: 5000,
    reconnectMaxMs: 30000,
    maxReconnects: 10,
    sendRetryDelayMs: 2000,
    sendMaxRetries: 3,
    connectCooldownMs: 3000,
  });
  expect([1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([5000, 10000, 20000, 30000, 30000, 30000, 30000]);
});

test('without a token it stays disconnected and opens nothing', () => {
  const { socket, states } = make(null);
  socket.connect();
  expect(socket.state).toBe('disconnected');
  expect(FakeSocket.all).toHaveLength(0);
  expect(states).toEqual([]);
});

test('connects to /admin/api/v1/websocket with the token, wss on https', () => {
  const { socket, states } = make('a b');
  socket.connect();
  expect(last().url).toBe('wss://ops.example.sg/admin/api/v1/websocket?token=a%20b');
  expect(socket.state).toBe('connecting');
  last().serverOpen();
  expect(states).toEqual(['connecting', 'connected']);
});

test('pings every 30 s and reconnects when no reply comes within 15 s', () => {
  const { socket } = make();
  socket.connect();
  const first = last();
  first.serverOpen();
  jest.advanceTimersByTime(29_999);
  expect(first.sent).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(JSON.parse(first.sent[0])).toEqual({ event: 'ping' });
  jest.advanceTimersByTime(14_999);
  expect(socket.state).toBe('connected');
  jest.advanceTimersByTime(1);
  expect(first.closed).toBe(true);
  expect(socket.state).toBe('reconnecting');
});

test('a reply to the ping keeps the connection', () => {
  const { socket } = make();
  socket.connect();
  last().serverOpen();
  jest.advanceTimersByTime(30_000);
  last().serverSend({ event: 'ping' });
  jest.advanceTimersByTime(20_000);
  expect(socket.state).toBe('connected');
  expect(FakeSocket.all).toHaveLength(1);
});

test('reconnects after 5 s doubling to a 30 s cap, and gives up after 10 failures', () => {
  const { socket, states } = make();
  socket.connect();
  last().serverClose();
  const delays = [5000, 10000, 20000, 30000, 30000, 30000, 30000, 30000, 30000, 30000];
  for (const [i, delay] of delays.entries()) {
    expect(socket.state).toBe('reconnecting');
    expect(socket.reconnectAttempts).toBe(i + 1);
    const before = FakeSocket.all.length;
    jest.advanceTimersByTime(delay - 1);
    expect(FakeSocket.all).toHaveLength(before);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(before + 1);
    last().serverClose();
  }
  expect(socket.state).toBe('disconnected');
  expect(states[states.length - 1]).toBe('disconnected');
  jest.advanceTimersByTime(10 * 60_000);
  expect(FakeSocket.all).toHaveLength(11);
});

test('an error also triggers a reconnect', () => {
  const { socket } = make();
  socket.connect();
  last().onerror?.({});
  expect(socket.state).toBe('reconnecting');
});

test('a successful connection resets the counters', () => {
  const { socket } = make();
  socket.connect();
  last().serverClose();
  jest.advanceTimersByTime(5000);
  last().serverClose();
  expect(socket.reconnectAttempts).toBe(2);
  jest.advanceTimersByTime(10000);
  last().serverOpen();
  expect(socket.reconnectAttempts).toBe(0);
  last().serverClose();
  // back to the base delay
  const before = FakeSocket.all.length;
  jest.advanceTimersByTime(5000);
  expect(FakeSocket.all).toHaveLength(before + 1);
});

test('connect calls within the 3 s cooldown open one socket, the next after the cooldown', () => {
  const { socket } = make();
  socket.connect();
  socket.disconnect();
  socket.connect();
  socket.connect();
  expect(FakeSocket.all).toHaveLength(1);
  jest.advanceTimersByTime(2999);
  expect(FakeSocket.all).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeSocket.all).toHaveLength(2);
});

test('sends retry every 2 s up to 3 times while not connected', async () => {
  const { socket } = make();
  socket.connect();
  const pending = socket.send('hello', { a: 1 });
  jest.advanceTimersByTime(2000);
  jest.advanceTimersByTime(2000);
  last().serverOpen();
  jest.advanceTimersByTime(2000);
  await expect(pending).resolves.toBe(true);
  expect(last().sent).toContain(JSON.stringify({ event: 'hello', data: { a: 1 } }));

  const { socket: offline } = make(null);
  const dropped = offline.send('lost');
  jest.advanceTimersByTime(6000);
  await expect(dropped).resolves.toBe(false);
});

test('events reach their handlers; bad JSON is only logged', () => {
  const logs: string[] = [];
  const socket = new RealtimeSocket({
    getToken: () => 't',
    origin: 'http://localhost:8080',
    createSocket: (url) => new FakeSocket(url),
    log: (m) => logs.push(m),
  });
  const notices: unknown[] = [];
  const custom: unknown[] = [];
  socket.on('notice', (d) => notices.push(d));
  const off = socket.on('jobProgress', (d) => custom.push(d));
  socket.connect();
  expect(last().url.startsWith('ws://localhost:8080/')).toBe(true);
  last().serverOpen();
  last().serverSend({ event: 'notice', data: { id: 1, title: 'Hi', tag: 2, type: 1 } });
  last().serverSend({ event: 'jobProgress', data: 50 });
  off();
  last().serverSend({ event: 'jobProgress', data: 60 });
  last().onmessage?.({ data: '{not json' });
  expect(notices).toEqual([{ id: 1, title: 'Hi', tag: 2, type: 1 }]);
  expect(custom).toEqual([50]);
  expect(logs).toContain('socket message parse failed');
});

test('disconnect (logout, unload) closes and never reconnects', () => {
  const { socket } = make();
  socket.connect();
  const ws = last();
  ws.serverOpen();
  socket.disconnect();
  expect(ws.closed).toBe(true);
  expect(socket.state).toBe('disconnected');
  jest.advanceTimersByTime(120_000);
  expect(FakeSocket.all).toHaveLength(1);
});

test("events without their own handler go to the '*' handlers", () => {
  const socket = new RealtimeSocket({
    getToken: () => 't',
    origin: 'http://x',
    createSocket: (url) => new FakeSocket(url),
  });
  const any: string[] = [];
  socket.on('notice', () => any.push('notice-own'));
  socket.on('*', (_d, m) => any.push(m.event));
  socket.connect();
  last().serverOpen();
  last().serverSend({ event: 'notice', data: {} });
  last().serverSend({ event: 'jobProgress', data: 1 });
  expect(any).toEqual(['notice-own', 'jobProgress']);
  socket.disconnect();
});
