/**
 * Work record detail over the fake API: the punch timeline (with the staff adjustment and its
 * approvals), the state's actions, the numbers tab in h:mm and S$, and a reject that reloads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, location, renderPage } from '../../../../test/helpers';
import { workRecord } from '../fixtures';
import WorkRecordDetailPage from './index';

const GET = 'api/v1/workforce/workRecord/get';
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [GET]: (p) =>
      workRecord(Number(p.id), {
        workerName: 'Tan Mei Ling',
        clockInAt: '2026-11-20T01:10:00.000Z',
        lateMinutes: 10,
        adjustReason: 'Missed clock-out, confirmed by supervisor',
        overtimeApproved: true,
      }),
    'PUT api/v1/workforce/workRecord/reject': () => ({}),
  });
});
afterEach(() => api.restore());

const open = async () => {
  renderPage(
    <Routes>
      <Route path="/jobs/workRecord/detail/:id" element={<WorkRecordDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/jobs/workRecord/detail/1' },
  );
  await screen.findByText('Work record #1 · Tan Mei Ling');
};

test('the punch timeline, the adjustment and the actions of a pending record', async () => {
  await open();
  const timeline = screen.getByRole('list', { name: 'Punches' });
  expect(within(timeline).getByText('2026-11-20 09:10')).toBeInTheDocument();
  expect(within(timeline).getByText('Late 0:10')).toBeInTheDocument();
  expect(
    within(timeline).getByText('Punches adjusted by staff: Missed clock-out, confirmed by supervisor'),
  ).toBeInTheDocument();
  expect(within(timeline).getByText('Approved: Overtime approved')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Reject/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Excuse/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Verify/ }));
  await waitFor(() =>
    expect(`${location.current.pathname}${location.current.search}`).toBe('/jobs/workRecord/verify?ids=1'),
  );
});

test('the numbers tab; a reject with its reason reloads the record', async () => {
  await open();
  fireEvent.click(screen.getByRole('tab', { name: 'Hours and pay' }));
  expect((await screen.findByText('Pay amount')).closest('tr')).toHaveTextContent('S$100.00');
  expect(screen.getByText('Paid time').closest('tr')).toHaveTextContent('8:00');
  fireEvent.click(screen.getByRole('button', { name: /Reject/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Punches do not match the site log' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/workRecord/reject', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/workRecord/reject')[0].body).toEqual({
    id: 1,
    reason: 'Punches do not match the site log',
  });
  await waitFor(() => expect(api.callsTo(GET)).toHaveLength(2));
});
