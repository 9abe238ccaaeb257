/**
 * Import attendance over the fake API: the uploaded sheet's check shows each row (changes ticked
 * and highlighted, the numbers before → after, rows with problems listed by row and column);
 * apply sends the ticked rows with their versions and the reason, then refreshes the list; a
 * record changed since the check is a 409 that says to upload again; no rule, no button.
 */
import type { AttendanceCheckResult, AttendanceCheckRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, renderPage } from '../../../test/helpers';
import { AttendanceImport } from './AttendanceImport';
import { numbers } from './fixtures';

const CHECK = 'api/v1/workforce/workRecord/attendanceCheck';
const APPLY = 'api/v1/workforce/workRecord/attendanceApply';

const row = (n: number, over: Partial<AttendanceCheckRow>): AttendanceCheckRow => ({
  row: n,
  status: 'change',
  errors: [],
  workerId: 100 + n,
  workerName: `Worker ${n}`,
  date: '2026-12-07',
  sheetIn: '09:05',
  sheetOut: '18:02',
  remarks: '',
  id: 10 + n,
  version: 3,
  recordStatus: 'scheduled',
  jobCode: 'J-2612-007',
  scheduledStartAt: '2026-12-07T01:00:00.000Z',
  scheduledEndAt: '2026-12-07T10:00:00.000Z',
  clockInAt: null,
  clockOutAt: null,
  newClockInAt: '2026-12-07T01:05:00.000Z',
  newClockOutAt: '2026-12-07T10:02:00.000Z',
  now: numbers({ payMinutes: 0, payAmount: 0, billAmount: 0 }),
  after: numbers({ payMinutes: 475, payAmount: 9900, billAmount: 13_860, lateMinutes: 5 }),
  ...over,
});

const RESULT: AttendanceCheckResult = {
  fileName: 'golden-bakes-week-50.xlsx',
  reason: 'Client attendance sheet golden-bakes-week-50.xlsx',
  counts: { change: 2, same: 1, error: 2 },
  rows: [
    row(2, { workerName: 'Tan Mei Ling' }),
    row(3, {
      workerName: 'Ahmad Rahman',
      sheetIn: '21:58',
      sheetOut: '06:04',
      scheduledStartAt: '2026-12-07T14:00:00.000Z',
      newClockInAt: '2026-12-07T13:58:00.000Z',
      newClockOutAt: '2026-12-07T22:04:00.000Z',
      version: 5,
    }),
    row(4, {
      status: 'same',
      workerName: 'Priya Nair',
      clockInAt: '2026-12-07T01:00:00.000Z',
      clockOutAt: '2026-12-07T10:00:00.000Z',
      newClockInAt: '2026-12-07T01:00:00.000Z',
      newClockOutAt: '2026-12-07T10:00:00.000Z',
      now: numbers(),
      after: null,
    }),
    row(5, {
      status: 'error',
      workerId: null,
      workerName: 'Nobody',
      id: null,
      version: null,
      recordStatus: null,
      jobCode: '',
      newClockInAt: null,
      newClockOutAt: null,
      now: null,
      after: null,
      errors: [{ field: 'nric', message: 'No worker has NRIC/FIN S****543A' }],
    }),
    row(6, {
      status: 'error',
      workerName: 'Lim Wei',
      sheetIn: '',
      newClockInAt: null,
      newClockOutAt: null,
      after: null,
      errors: [{ field: 'clockIn', message: 'clockIn must be a time HH:mm (24-hour)' }],
    }),
  ],
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const xlsx = () =>
  new File(['x'], 'golden-bakes-week-50.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function openAndUpload() {
  fireEvent.click(await screen.findByRole('button', { name: /Import attendance/ }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [xlsx()] } });
  await within(dialog).findByText(/2 to change, 1 already as on the sheet, 2 with problems/);
  return dialog;
}

const rowOf = (dialog: HTMLElement, name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;

test('the check shows the diff: changes ticked and highlighted, numbers before → after, problems by row and column; apply sends the ticked rows', async () => {
  api = fakeApi({ [`POST ${CHECK}`]: () => RESULT, [`PUT ${APPLY}`]: () => ({ count: 1, ids: [13] }) });
  const applied = jest.fn();
  renderPage(<AttendanceImport onApplied={applied} />);
  const dialog = await openAndUpload();
  expect(api.callsTo(CHECK)[0].body).toBeInstanceOf(FormData);

  const day = rowOf(dialog, 'Tan Mei Ling');
  expect(within(day).getByText('Change')).toBeInTheDocument();
  expect(within(day).getByText('09:05–18:02')).toBeInTheDocument();
  expect(within(day).getByText('0:00 → 7:55')).toBeInTheDocument();
  expect(within(day).getByText('S$0.00 → S$99.00')).toBeInTheDocument();
  // The sheet's punches are highlighted (and bold) where they change the record.
  expect(within(day).getByText('09:05–18:02').closest('td')?.getAttribute('style')).toMatch(/font-weight/);
  const night = rowOf(dialog, 'Ahmad Rahman');
  expect(within(night).getByText('21:58–06:04 +1')).toBeInTheDocument();
  const same = rowOf(dialog, 'Priya Nair');
  expect(within(same).getByText('No change')).toBeInTheDocument();
  expect(within(same).getByRole('checkbox', { name: 'Apply row 4' })).toBeDisabled();

  // Problems are listed by row, column and message.
  const problems = within(dialog).getByRole('region', { name: 'Rows with problems (not applied)' });
  const nric = within(problems).getByText('No worker has NRIC/FIN S****543A').closest('tr') as HTMLElement;
  expect(within(nric).getByText('5')).toBeInTheDocument();
  expect(within(nric).getByText('NRIC/FIN')).toBeInTheDocument();
  expect(within(problems).getByText('Clock in')).toBeInTheDocument();

  // Both changes start ticked; one is unticked.
  expect(within(day).getByRole('checkbox', { name: 'Apply row 2' })).toBeChecked();
  fireEvent.click(within(day).getByRole('checkbox', { name: 'Apply row 2' }));
  expect(within(dialog).getByLabelText('Reason kept with each change')).toHaveValue(RESULT.reason);
  fireEvent.click(screen.getByRole('button', { name: 'Apply 1 row' }));
  await waitFor(() => expect(applied).toHaveBeenCalledTimes(1));
  expect(api.callsTo(APPLY, 'PUT')[0].body).toEqual({
    rows: [{ id: 13, clockInAt: '2026-12-07T13:58:00.000Z', clockOutAt: '2026-12-07T22:04:00.000Z', version: 5 }],
    reason: RESULT.reason,
    fileName: RESULT.fileName,
  });
});

test('a record changed since the check: nothing applied, and the page says to upload again', async () => {
  api = fakeApi({
    [`POST ${CHECK}`]: () => RESULT,
    [`PUT ${APPLY}`]: () => fail(409, 'Work record #12 was changed by someone else since you opened it'),
  });
  const applied = jest.fn();
  renderPage(<AttendanceImport onApplied={applied} />);
  await openAndUpload();
  fireEvent.click(screen.getByRole('button', { name: 'Apply 2 rows' }));
  const alert = await screen.findByText(/Nothing was applied: Work record #12 was changed/);
  expect(alert).toBeInTheDocument();
  expect(screen.getByText(/Upload the sheet again/)).toBeInTheDocument();
  expect(applied).not.toHaveBeenCalled();
});

test('without the check rule there is no button; reads in Chinese', async () => {
  api = fakeApi({ [`POST ${CHECK}`]: () => RESULT });
  const { unmount } = renderPage(<AttendanceImport onApplied={() => {}} />, { permissions: [] });
  expect(screen.queryByRole('button', { name: /Import attendance/ })).toBeNull();
  unmount();
  renderPage(<AttendanceImport onApplied={() => {}} />, { lang: 'zh-cn' });
  fireEvent.click(await screen.findByRole('button', { name: /导入考勤/ }));
  expect(await screen.findByText('导入客户考勤表')).toBeInTheDocument();
});
