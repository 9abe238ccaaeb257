/**
 * Adjusting an approved timesheet's row over the fake API: each row offers Adjust only after the
 * client's answer and only with the rule; the dialog starts from the signed punches, previews a
 * changed punch with the record's own preview, and posts the timesheet, the record, the punches as
 * instants, the reason and the version read; the Adjustments tab lists the differences with their
 * note (or that it waits for the invoice) and payroll item.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TimesheetAdjustment, TimesheetDetail } from '@shiftdesk/shared/api';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderPage, typeTime } from '../../../test/helpers';
import { numbers } from '../workRecord/fixtures';
import TimesheetDetailPage from './detail/index';
import { timesheetDetail } from './fixtures';

const GET = 'api/v1/workforce/timesheet/get';
const PREVIEW = 'api/v1/workforce/workRecord/preview';
const ADJUST = 'api/v1/workforce/timesheet/adjust';

const adjustment = (over: Partial<TimesheetAdjustment> = {}): TimesheetAdjustment => ({
  id: 1,
  workRecordId: 1,
  workerId: 1,
  workerName: 'Tan Mei Ling',
  shiftDate: '2026-11-17',
  clockInAt: '2026-11-17T01:00:00.000Z',
  clockOutAt: '2026-11-17T09:00:00.000Z',
  payMinutes: -60,
  billMinutes: -60,
  payAmount: -1_200,
  billAmount: -1_800,
  reason: 'Left at 17:00 by the gate log',
  noteId: null,
  noteNumber: null,
  payrollItemId: 7,
  createdByName: 'admin',
  createdAt: '2026-11-25T02:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
let sheet: TimesheetDetail;
beforeEach(() => {
  sheet = { ...timesheetDetail(3, { status: 'approved', signedAt: '2026-11-24T03:00:00.000Z' }), adjustments: [] };
  api = fakeApi({
    [GET]: () => sheet,
    [`POST ${PREVIEW}`]: () => numbers({ payMinutes: 420, billMinutes: 420, payAmount: 8_400, billAmount: 12_600 }),
    [`POST ${ADJUST}`]: () => {
      sheet = { ...sheet, adjustments: [adjustment()] };
      return sheet;
    },
  });
});
afterEach(() => api.restore());

const open = (permissions?: string[]) => {
  renderPage(
    <Routes>
      <Route path="/jobs/timesheet/detail/:id" element={<TimesheetDetailPage />} />
    </Routes>,
    { route: '/jobs/timesheet/detail/3', permissions },
  );
  return screen.findByText('Timesheet TS-2026-000003');
};

test('an approved row is adjusted from its signed punches, with a preview, the reason and the version', async () => {
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Adjust Tan Mei Ling’s shift of 2026-11-17' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adjust Tan Mei Ling’s shift of 2026-11-17 after approval' });
  await waitFor(() => expect(within(dialog).getByLabelText('Clock in')).toHaveValue('2026-11-20 09:00'));
  expect(within(dialog).getByText(/stays as signed/)).toBeInTheDocument();

  typeTime('Clock out', '2026-11-20 17:00');
  await waitFor(() => expect(api.callsTo(PREVIEW)).toHaveLength(1), { timeout: 3000 });
  await within(dialog).findByText('S$126.00');

  fireEvent.change(within(dialog).getByLabelText('Reason for the change'), {
    target: { value: 'Left at 17:00 by the gate log' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
  await waitFor(() => expect(api.callsTo(ADJUST)).toHaveLength(1));
  expect(api.callsTo(ADJUST)[0].body).toEqual({
    id: 3,
    recordId: 1,
    clockInAt: '2026-11-20T01:00:00.000Z',
    clockOutAt: '2026-11-20T09:00:00.000Z',
    earlyStartApproved: false,
    overtimeApproved: false,
    sentHomeEarly: false,
    reason: 'Left at 17:00 by the gate log',
    version: 3,
  });

  // The page reads the timesheet again: the Adjustments tab lists the difference.
  fireEvent.click(await screen.findByRole('tab', { name: 'Adjustments (1)' }));
  const row = (await screen.findByText('Left at 17:00 by the gate log')).closest('tr') as HTMLElement;
  expect(within(row).getByText('-S$18.00')).toBeInTheDocument();
  expect(within(row).getByText('-S$12.00')).toBeInTheDocument();
  expect(within(row).getByText('On the invoice’s issue')).toBeInTheDocument();
  expect(within(row).getByText('#7')).toBeInTheDocument();
});

test('no Adjust before the client answers, nor without the rule', async () => {
  sheet = { ...timesheetDetail(3, { status: 'sent_to_client' }), adjustments: [] };
  await open();
  expect(screen.queryByRole('button', { name: /^Adjust/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: /Adjustments/ })).not.toBeInTheDocument();
});

test('without the adjust rule the approved rows have no Adjust', async () => {
  await open(['api/v1/workforce/timesheet/get']);
  expect(screen.getAllByText('Tan Mei Ling').length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: /^Adjust/ })).not.toBeInTheDocument();
});
