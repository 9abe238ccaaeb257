import { clearSession, saveSession, sharedStore } from '@shiftdesk/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShellServices } from '../../src/realtime/ShellServices';

jest.mock('../../src/remotes/registry', () => ({
  applyRegistry: jest.fn(),
  fetchRegistry: jest.fn().mockResolvedValue([]),
  refreshRegistryForUser: jest.fn().mockResolvedValue(undefined),
}));
const refreshNotices = jest.fn();
jest.mock('../../src/layout/navBars/NoticeBell', () => ({ refreshNotices: () => refreshNotices() }));

class FakeWs {
  static all: FakeWs[] = [];
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeWs.all.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
}
const original = globalThis.WebSocket;
beforeAll(() => {
  Object.defineProperty(globalThis, 'WebSocket', { configurable: true, writable: true, value: FakeWs });
});
afterAll(() => {
  Object.defineProperty(globalThis, 'WebSocket', { configurable: true, writable: true, value: original });
});
beforeEach(() => {
  FakeWs.all = [];
  clearSession();
});

function mount(path: string) {
  return render(
    <Provider store={sharedStore}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<div data-testid="page">page</div>} />
          </Routes>
          <ShellServices />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

test('logged in: one socket; a notice shows the toast and refreshes the bell; logout closes the socket', async () => {
  saveSession({ token: 'tok-9', userInfo: { id: 9, userName: 'demo09', roles: ['common'] } as never });
  mount('/home');
  await waitFor(() => expect(FakeWs.all).toHaveLength(1));
  const ws = FakeWs.all[0];
  expect(ws.url).toContain('/admin/api/v1/websocket?token=tok-9');
  act(() => {
    ws.readyState = 1;
    ws.onopen?.({});
    ws.onmessage?.({
      data: JSON.stringify({ event: 'notice', data: { id: 1, title: 'Shift swap approved', tag: 2, type: 1 } }),
    });
  });
  expect(await screen.findByText('Shift swap approved')).toBeInTheDocument();
  expect(screen.getByText('Business notice')).toBeInTheDocument();
  await waitFor(() => expect(refreshNotices).toHaveBeenCalled());
  act(() => clearSession());
  await waitFor(() => expect(ws.closed).toBe(true));
});

test('page unload closes the socket', async () => {
  saveSession({ token: 'tok-1', userInfo: { id: 1, userName: 'demo01', roles: ['common'] } as never });
  mount('/home');
  await waitFor(() => expect(FakeWs.all).toHaveLength(1));
  act(() => {
    fireEvent(window, new Event('pagehide'));
  });
  expect(FakeWs.all[0].closed).toBe(true);
});

test('no socket without a login, nor on /website paths', async () => {
  mount('/home');
  act(() => saveSession({ token: 'tok-2', userInfo: { id: 2, userName: 'demo02', roles: ['common'] } as never }));
  const { unmount } = mount('/website/jobs');
  await new Promise((r) => setTimeout(r, 50));
  // the first mount logs in only now → it connects; the website one never does
  await waitFor(() => expect(FakeWs.all).toHaveLength(1));
  unmount();
});
