/**
 * The client's sign-off page over the fake API: a malformed link never calls the server; a good
 * one shows the rows with masked NRICs and the totals; approval will not go without a drawn
 * signature; a dispute sends the whole-sheet comment and the rows' comments; a used link gets the
 * server's reason instead of the form.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TimesheetSignoffView } from '@shiftdesk/shared/api';
import { fail, fakeApi } from '../../../../remote-system/test/fakeApi';
import { renderPage } from '../../../test/render';
import TimesheetSignPage from './index';

const TOKEN = 'q3Jx0Qm1y8l2Yx4c6dWc0Hn9mB7t5Zp2Kf4Vr8Tw1sE';
const GET = 'api/v1/pub/timesheet/signoff';
const DISPUTE = 'api/v1/pub/timesheet/signoff/dispute';

const row = (id: number, workerName: string, shiftDate: string) => ({
  workRecordId: id,
  workerName,
  nricMasked: 'S****567D',
  shiftDate,
  clockInAt: `${shiftDate}T01:00:00.000Z`,
  clockOutAt: `${shiftDate}T10:00:00.000Z`,
  breakMinutes: 60,
  billMinutes: 480,
  otMinutes: 0,
  phMinutes: 0,
  billAmount: 14000,
});

const view: TimesheetSignoffView = {
  number: 'TS-2026-000007',
  clientName: 'Golden Bakes',
  deptName: 'Orchard outlet',
  period: '2026-W47',
  periodFrom: '2026-11-16',
  periodTo: '2026-11-22',
  status: 'sent_to_client',
  version: 4,
  deadlineAt: '2026-11-26T10:00:00.000Z',
  totals: {
    recordCount: 2,
    billMinutes: 960,
    billNormalMinutes: 960,
    billOtMinutes: 0,
    phMinutes: 0,
    billAmount: 28000,
  },
  rows: [row(11, 'Tan Mei Ling', '2026-11-17'), row(12, '陈美玲', '2026-11-18')],
  lastChanges: null,
  comments: [],
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

test('a malformed link is refused without asking the server', async () => {
  api = fakeApi({ [GET]: () => view });
  renderPage(<TimesheetSignPage />, { route: '/website/timesheet/sign?token=short' });
  expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
  expect(api.callsTo(GET)).toHaveLength(0);
});

test('shows the rows with masked NRICs and the totals; approval needs a signature', async () => {
  api = fakeApi({ [GET]: () => view });
  renderPage(<TimesheetSignPage />, { route: `/website/timesheet/sign?token=${TOKEN}` });
  expect(await screen.findByText('Timesheet TS-2026-000007')).toBeInTheDocument();
  expect(api.callsTo(GET)[0].params).toEqual({ token: TOKEN });
  expect(screen.getByText('陈美玲')).toBeInTheDocument();
  expect(screen.getAllByText('S****567D')).toHaveLength(2);
  expect(screen.getByText('S$280.00')).toBeInTheDocument();
  expect(screen.getByText(/2 shifts, 16:00 hours, S\$280.00/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Jane Lim' } });
  fireEvent.click(screen.getByRole('button', { name: 'Approve the timesheet' }));
  expect(await screen.findByText('Please sign in the box')).toBeInTheDocument();
  expect(api.callsTo('api/v1/pub/timesheet/signoff/approve')).toHaveLength(0);
});

test('a dispute sends the comment and the rows’ comments', async () => {
  api = fakeApi({ [GET]: () => view, [`POST ${DISPUTE}`]: () => ({ status: 'disputed', number: view.number }) });
  renderPage(<TimesheetSignPage />, { route: `/website/timesheet/sign?token=${TOKEN}` });
  await screen.findByText('Timesheet TS-2026-000007');
  fireEvent.click(screen.getByText('Something is wrong'));
  fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Jane Lim' } });
  fireEvent.change(screen.getByLabelText('What is wrong'), { target: { value: 'Mei Ling left at 17:00' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add a comment to a row' }));
  fireEvent.click(await screen.findByTitle('陈美玲 · 2026-11-18'));
  fireEvent.change(await screen.findByPlaceholderText('Your comment on this row'), {
    target: { value: 'Left an hour early' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send the dispute' }));
  await waitFor(() => expect(api.callsTo(DISPUTE)).toHaveLength(1));
  expect(api.callsTo(DISPUTE)[0].body).toEqual({
    token: TOKEN,
    signerName: 'Jane Lim',
    comment: 'Mei Ling left at 17:00',
    rows: [{ workRecordId: 12, comment: 'Left an hour early' }],
  });
  expect(await screen.findByText(/we have your comments on timesheet TS-2026-000007/)).toBeInTheDocument();
});

test('a used link shows the server’s reason, in Chinese too', async () => {
  api = fakeApi({ [GET]: () => fail(410, '此链接已使用') });
  renderPage(<TimesheetSignPage />, { route: `/website/timesheet/sign?token=${TOKEN}`, lang: 'zh-cn' });
  const result = (await screen.findByText('此链接无法使用')).closest('.ant-result') as HTMLElement;
  expect(within(result).getByText(/此链接已使用/)).toBeInTheDocument();
});
