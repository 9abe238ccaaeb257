/**
 * Edit worker over the fake API: the form fills from the worker (joined-on as its Singapore
 * day), the masked NRIC is not in the form, and the PUT carries only what was changed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, location, renderPage, worker } from '../../../../test/helpers';
import WorkerEditPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/worker/get': (p) =>
      worker(Number(p.id), { name: 'Tan Mei Ling', joinedAt: '2026-11-21T16:00:00.000Z', address: 'Blk 1' }),
    'PUT api/v1/workforce/worker/edit': () => ({}),
  });
});
afterEach(() => api.restore());

test('fills from the worker and sends only the changed address', async () => {
  renderPage(
    <Routes>
      <Route path="/workforce/worker/edit/:id" element={<WorkerEditPage />} />
    </Routes>,
    { route: '/workforce/worker/edit/7' },
  );
  await screen.findByText('Edit worker Tan Mei Ling');
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Tan Mei Ling'));
  // Singapore day of 2026-11-21T16:00Z, whatever the machine's zone.
  expect(screen.getByLabelText('Joined on')).toHaveValue('2026-11-22');
  const nric = screen.getByLabelText('NRIC / FIN');
  expect(nric).toHaveValue('');
  expect(nric).toHaveAttribute('placeholder', 'S****567D');
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Blk 10 Tampines St 11' } });
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/worker/edit', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/worker/edit')[0].body).toEqual({ id: 7, address: 'Blk 10 Tampines St 11' });
  await waitFor(() => expect(location.current.pathname).toBe('/workforce/worker/manage/7'));
});

test('shows the referrer by name, and clearing it sends null', async () => {
  api.restore();
  api = fakeApi({
    'api/v1/workforce/worker/get': (p) =>
      worker(Number(p.id), { name: 'Tan Mei Ling', referredBy: 3, referredByName: 'Lim Ah Kow' }),
    'api/v1/workforce/worker/list': () => ({ list: [], total: 0, currentPage: 1 }),
    'PUT api/v1/workforce/worker/edit': () => ({}),
  });
  renderPage(
    <Routes>
      <Route path="/workforce/worker/edit/:id" element={<WorkerEditPage />} />
    </Routes>,
    { route: '/workforce/worker/edit/7' },
  );
  await screen.findByText('Edit worker Tan Mei Ling');
  // The stored referrer reads by name before any search loads it.
  expect(await screen.findByText('Lim Ah Kow')).toBeInTheDocument();
  const field = screen.getByLabelText('Referred by').closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(field);
  const clear = field.querySelector('.ant-select-clear') as HTMLElement;
  fireEvent.mouseDown(clear);
  fireEvent.click(clear);
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/worker/edit', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/worker/edit')[0].body).toEqual({ id: 7, referredBy: null });
});
