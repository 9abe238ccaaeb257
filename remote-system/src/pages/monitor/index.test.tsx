import type { MonitorResult } from '@shiftdesk/shared/api';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import { chartIn } from './fakeChart';
import MonitorPage, { durationParts, formatBytes, REFRESH_MS } from './index';
// Loaded before the page asks for it, so its lazy import resolves at once (under fake timers a
// slow first load would let waitFor run the 5 s refresh many times meanwhile).
import './SparklineChart';

// jsdom has no canvas: chart.js draws nothing, the sparklines' configurations are kept.
jest.mock('chart.js', () => jest.requireActual('./fakeChart').fakeChartJs());

const URL = 'api/v1/system/monitor/server';
let n = 0;
const sample = (): MonitorResult => ({
  cpu: { model: 'Test CPU', cores: 2, loadAvg: [0.5, 0.4, 0.3], usage: 10 + n },
  memory: { total: 8 * 1024 ** 3, used: 4 * 1024 ** 3, free: 4 * 1024 ** 3, usage: 50 },
  disk: { path: '/data', total: 100 * 1024 ** 3, used: 25 * 1024 ** 3, free: 75 * 1024 ** 3, usage: 25 },
  node: { version: 'v22.1.0', pid: 42, uptime: 90061, heapUsed: 50e6, heapTotal: 80e6, rss: 120e6 },
  os: { platform: 'linux', release: '6.1', hostname: 'box', uptime: 3600 },
  database: { kind: 'pglite', version: 'PostgreSQL 17', size: 30e6, connections: 1 },
  time: '2026-01-15T02:30:00.000Z',
  // the server's history grows by one point between two refreshes
  history: Array.from({ length: 2 + n }, (_, i) => ({
    time: `2026-01-15T02:2${i}:00.000Z`,
    cpu: i,
    memory: 40,
    heapUsed: 40e6,
  })),
});
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  n = 0;
  api = fakeApi({
    [URL]: () => {
      n++;
      return sample();
    },
  });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

test('helpers', () => {
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(8 * 1024 ** 3)).toBe('8.0 GB');
  expect(durationParts(90061)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
});

test('shows the panels with the server history in the charts, and refreshes every 5 s', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderFast(<MonitorPage />, { route: '/system/monitor' });
  expect(await screen.findByText('Test CPU')).toBeInTheDocument();
  expect(screen.getByText('v22.1.0')).toBeInTheDocument();
  expect(screen.getByText('pglite')).toBeInTheDocument();
  expect(screen.getByText('/data')).toBeInTheDocument();
  expect(screen.getByText('1d 1h 1m 1s')).toBeInTheDocument();
  const cpu = screen.getByRole('img', { name: 'CPU usage, last samples' });
  expect(cpu).toHaveAttribute('data-samples', '4');
  // the lazy chart arrives and draws the same samples
  await waitFor(() => expect(chartIn(cpu)?.config.data.datasets[0].data).toEqual([0, 1, 2, 11]));
  await act(async () => {
    jest.advanceTimersByTime(REFRESH_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(api.callsTo(URL).length).toBe(2);
  expect(await screen.findByRole('img', { name: 'CPU usage, last samples' })).toHaveAttribute('data-samples', '5');
  expect(chartIn(cpu)?.config.data.datasets[0].data).toEqual([0, 1, 2, 3, 12]);
});
