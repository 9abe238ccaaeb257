/**
 * Adjusting punches over the fake API: the form shows the stored punches in Singapore time; a
 * changed punch or approval asks the server's preview and shows its numbers beside the stored
 * ones; the PUT carries the punches as instants, the reason and the version read; a 409 shows
 * the server's message and reloads the record on request.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fail, fakeApi, location, renderPage, typeTime } from '../../../../test/helpers';
import { numbers, workRecord } from '../fixtures';
import WorkRecordEditPage from './index';

const GET = 'api/v1/workforce/workRecord/get';
const PREVIEW = 'api/v1/workforce/workRecord/preview';
const EDIT = 'api/v1/workforce/workRecord/edit';
let api: ReturnType<typeof fakeApi>;
let editAnswer: () => unknown;
beforeEach(() => {
  editAnswer = () => ({});
  api = fakeApi({
    [GET]: (p) => workRecord(Number(p.id), { workerName: 'Tan Mei Ling' }),
    [`POST ${PREVIEW}`]: (_p, call) =>
      call.body.overtimeApproved
        ? numbers({ payMinutes: 600, otMinutes: 120, payAmount: 13750, billAmount: 19250 })
        : numbers({ rawMinutes: 660, payAmount: 10000 }),
    [`PUT ${EDIT}`]: () => editAnswer(),
  });
});
afterEach(() => api.restore());

const open = async () => {
  renderPage(
    <Routes>
      <Route path="/jobs/workRecord/edit/:id" element={<WorkRecordEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/jobs/workRecord/edit/1' },
  );
  await screen.findByText('Adjust punches of Tan Mei Ling');
  await waitFor(() => expect(screen.getByLabelText('Clock in')).toHaveValue('2026-11-20 09:00'));
};

const preview = () => screen.getByRole('region', { name: 'Hours and pay' });

test('previews the numbers as punches change and saves with the version read', async () => {
  await open();
  expect(screen.getByLabelText('Clock out')).toHaveValue('2026-11-20 18:00');
  // The stored punches are the row's numbers: nothing to ask.
  expect(api.callsTo(PREVIEW)).toHaveLength(0);

  typeTime('Clock out', '2026-11-20 20:00');
  await waitFor(() => expect(api.callsTo(PREVIEW)).toHaveLength(1), { timeout: 3000 });
  expect(api.callsTo(PREVIEW)[0].body).toEqual({
    id: 1,
    clockInAt: '2026-11-20T01:00:00.000Z',
    clockOutAt: '2026-11-20T12:00:00.000Z',
    earlyStartApproved: false,
    overtimeApproved: false,
    sentHomeEarly: false,
  });
  await within(preview()).findByText('11:00');

  fireEvent.click(screen.getByRole('switch', { name: 'Overtime approved' }));
  await waitFor(() => expect(api.callsTo(PREVIEW)).toHaveLength(2), { timeout: 3000 });
  expect(api.callsTo(PREVIEW)[1].body.overtimeApproved).toBe(true);
  await within(preview()).findByText('S$137.50');
  expect(within(preview()).getByText('S$192.50')).toBeInTheDocument();
  expect(within(preview()).getByText('2:00')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Reason for the change'), {
    target: { value: 'Supervisor confirmed overtime' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Save adjustment/ }));
  await waitFor(() => expect(api.callsTo(EDIT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(EDIT)[0].body).toEqual({
    id: 1,
    clockInAt: '2026-11-20T01:00:00.000Z',
    clockOutAt: '2026-11-20T12:00:00.000Z',
    earlyStartApproved: false,
    overtimeApproved: true,
    sentHomeEarly: false,
    reason: 'Supervisor confirmed overtime',
    version: 3,
  });
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/workRecord/detail/1'));
});

test('a reason is required and a clock-out before the clock-in is refused before any request', async () => {
  await open();
  typeTime('Clock out', '2026-11-20 08:00');
  await screen.findAllByText('Clock-out must be after clock-in');
  fireEvent.click(screen.getByRole('button', { name: /Save adjustment/ }));
  await screen.findByText('Reason for the change cannot be empty');
  await act(() => new Promise((r) => setTimeout(r, 600)));
  expect(api.callsTo(PREVIEW)).toHaveLength(0);
  expect(api.callsTo(EDIT)).toHaveLength(0);
});

test('a 409 shows the server message and offers to reload the record', async () => {
  editAnswer = () => fail(409, 'Work record #1 was changed by someone else; reload it');
  await open();
  fireEvent.change(screen.getByLabelText('Reason for the change'), { target: { value: 'Missed punch' } });
  fireEvent.click(screen.getByRole('button', { name: /Save adjustment/ }));
  await screen.findAllByText('Work record #1 was changed by someone else; reload it');
  const gets = api.callsTo(GET).length;
  fireEvent.click(screen.getByRole('button', { name: 'Reload the record' }));
  await waitFor(() => expect(api.callsTo(GET).length).toBe(gets + 1));
  await screen.findByText('Adjust punches of Tan Mei Ling');
  await waitFor(() => expect(screen.getByLabelText('Reason for the change')).toHaveValue(''));
  expect(screen.queryByRole('button', { name: 'Reload the record' })).toBeNull();
});

test('a record past adjustment says so instead of a form', async () => {
  api.restore();
  api = fakeApi({ [GET]: (p) => workRecord(Number(p.id), { status: 'credited' }) });
  renderPage(
    <Routes>
      <Route path="/jobs/workRecord/edit/:id" element={<WorkRecordEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/jobs/workRecord/edit/1' },
  );
  await screen.findByText('A credited record can no longer be adjusted.');
  expect(screen.queryByLabelText('Clock in')).toBeNull();
});
