import type { JobsOverviewResult } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import { JobsCard } from './JobsCard';

const URL = 'api/v1/system/monitor/jobs';
const overview = (): JobsOverviewResult => ({
  enabled: true,
  queues: [{ name: 'system.demoProgress', queued: 2, active: 1, failed: 3, deadLetters: 1, total: 7 }],
  dead: [
    {
      id: '0b6f7c39-0f4e-4a4b-9a8a-4f1b1c2d3e4f',
      queue: 'system.demoProgress',
      data: '{"steps":4,"apiToken":"***"}',
      error: 'demo job failed on purpose',
      attempts: 1,
      failedAt: '2026-01-15T02:30:00.000Z',
    },
  ],
});
let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

test('lists queues and dead letters; retry sends the job back and reloads', async () => {
  api = fakeApi({ [URL]: overview, [`POST ${URL}/retry`]: () => null });
  renderFast(<JobsCard refreshKey={0} />, { route: '/system/monitor' });
  expect(await screen.findByText('demo job failed on purpose')).toBeInTheDocument();
  expect(screen.getAllByText('Test job').length).toBe(2);
  expect(screen.getByText('{"steps":4,"apiToken":"***"}')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(api.callsTo(`${URL}/retry`, 'POST')).toHaveLength(1));
  expect(api.callsTo(`${URL}/retry`, 'POST')[0].body).toEqual({ queue: 'system.demoProgress', id: '0b6f7c39-0f4e-4a4b-9a8a-4f1b1c2d3e4f' });
  await waitFor(() => expect(api.callsTo(URL, 'GET').length).toBe(2));
});

test('without the retry and demo rules there are no such buttons', async () => {
  api = fakeApi({ [URL]: overview });
  renderFast(<JobsCard refreshKey={0} />, { permissions: ['api/v1/system/monitor/jobs'] });
  expect(await screen.findByText('demo job failed on purpose')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Run test job' })).toBeNull();
});

test('says so when the server runs no job queue', async () => {
  api = fakeApi({ [URL]: () => ({ enabled: false, queues: [], dead: [] }) });
  renderFast(<JobsCard refreshKey={0} />);
  expect(await screen.findByText('The job queue is not running on this server.')).toBeInTheDocument();
});
