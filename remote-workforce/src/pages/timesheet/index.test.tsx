/**
 * Timesheets over the fake API: the list reads its cells as h:mm and S$ and offers each row only
 * what its state allows (send a draft; approve or dispute a sent one); approval refuses to go
 * without a signature; generate sends the department and the ISO period; the row's PDF asks the
 * export route for that id; the detail page shows the rows with their totals and the sign-off.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import TimesheetDetailPage from './detail/index';
import { timesheet, timesheetDetail } from './fixtures';
import { periodOf } from './GenerateDialog';
import TimesheetPage from './index';
import dayjs from 'dayjs';

const LIST = 'api/v1/workforce/timesheet/list';
const EXPORT = 'api/v1/workforce/timesheet/export';
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        timesheet(1),
        timesheet(2, { status: 'sent_to_client', sentAt: '2026-11-23T02:00:00.000Z' }),
        timesheet(3, {
          status: 'approved',
          signerName: 'Jane Lim',
          signedAt: '2026-11-24T03:00:00.000Z',
          signedHash: 'a'.repeat(64),
        }),
      ]),
    'api/v1/finance/client/list': () => page([{ id: 5, name: 'Golden Bakes', uen: '201912345K', status: 'active' }]),
    'api/v1/workforce/timesheet/get': (p) =>
      timesheetDetail(Number(p.id), {
        status: 'approved',
        signerName: 'Jane Lim',
        signedAt: '2026-11-24T03:00:00.000Z',
        signedHash: 'b'.repeat(64),
      }),
    [EXPORT]: () => 'pdf',
    'PUT api/v1/workforce/timesheet/approve': () => ({
      id: 2,
      from: 'sent_to_client',
      to: 'approved',
      status: 'approved',
    }),
  });
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('cells read as h:mm and S$; each row offers what its state allows', async () => {
  renderPage(<TimesheetPage />, { route: '/jobs/timesheet?status=draft&period=2026-W47' });
  await screen.findByText('TS-2026-000001');
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20, status: 'draft', period: '2026-W47' });
  const draft = rowOf('TS-2026-000001');
  expect(within(draft).getByText('Golden Bakes / Orchard outlet')).toBeInTheDocument();
  expect(within(draft).getByText('2026-11-16 – 2026-11-22')).toBeInTheDocument();
  expect(within(draft).getByText('16:00')).toBeInTheDocument();
  expect(within(draft).getByText('S$280.00')).toBeInTheDocument();
  expect(within(draft).getByRole('button', { name: 'Send to client TS-2026-000001' })).toBeInTheDocument();
  expect(within(draft).queryByRole('button', { name: 'Record approval' })).toBeNull();
  const sent = rowOf('TS-2026-000002');
  expect(within(sent).getByRole('button', { name: 'Record approval' })).toBeInTheDocument();
  expect(within(sent).getByRole('button', { name: 'Dispute TS-2026-000002' })).toBeInTheDocument();
  expect(within(sent).queryByRole('button', { name: 'Send to client TS-2026-000002' })).toBeNull();
  const approved = rowOf('TS-2026-000003');
  expect(within(approved).queryByRole('button', { name: /Dispute|Send|Record approval/ })).toBeNull();
});

test('approval asks for the signer and a drawn signature before it is sent', async () => {
  renderPage(<TimesheetPage />, { route: '/jobs/timesheet' });
  await screen.findByText('TS-2026-000002');
  fireEvent.click(within(rowOf('TS-2026-000002')).getByRole('button', { name: 'Record approval' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Signer’s name'), { target: { value: 'Jane Lim' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByText('Draw the signature')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/timesheet/approve', 'PUT')).toHaveLength(0);
});

test('a row’s PDF asks the export route for that timesheet', async () => {
  renderPage(<TimesheetPage />, { route: '/jobs/timesheet' });
  await screen.findByText('TS-2026-000001');
  fireEvent.click(within(rowOf('TS-2026-000001')).getByRole('button', { name: 'More TS-2026-000001' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /PDF/ }));
  await waitFor(() => expect(api.callsTo(EXPORT)).toHaveLength(1));
  expect(api.callsTo(EXPORT)[0].params).toEqual({ ids: [1], format: 'pdf' });
});

test('the generate period is the ISO week or the month of the picked day', () => {
  // Sunday 2026-11-22 closes ISO week 47 (a Sunday-first calendar would show it in week 48's row).
  expect(periodOf('week', dayjs('2026-11-22'))).toBe('2026-W47');
  expect(periodOf('week', dayjs('2026-11-23'))).toBe('2026-W48');
  expect(periodOf('month', dayjs('2026-11-30'))).toBe('2026-11');
  // The first days of January can belong to the previous ISO year.
  expect(periodOf('week', dayjs('2027-01-01'))).toBe('2026-W53');
});

test('the detail page shows the rows, their totals and who signed', async () => {
  renderPage(
    <Routes>
      <Route path="/jobs/timesheet/detail/:id" element={<TimesheetDetailPage />} />
    </Routes>,
    { route: '/jobs/timesheet/detail/3' },
  );
  expect(await screen.findByText('Timesheet TS-2026-000003')).toBeInTheDocument();
  expect(screen.getByText('陈美玲')).toBeInTheDocument();
  expect(screen.getByText('Totals')).toBeInTheDocument();
  expect(screen.getAllByText('S$280.00').length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('tab', { name: 'Sign-off' }));
  expect(await screen.findByText('Jane Lim')).toBeInTheDocument();
  expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
  // Approved: nothing to send, dispute or approve any more.
  expect(screen.queryByRole('button', { name: /Send|Dispute|Record approval/ })).toBeNull();
  expect(location.current.pathname).toBe('/jobs/timesheet/detail/3');
});

test('the detail page shows the client’s comments and what the last re-send changed', async () => {
  const sent = (clockOutAt: string, billMinutes: number) => ({
    clockInAt: '2026-11-18T01:00:00.000Z',
    clockOutAt,
    breakMinutes: 60,
    billMinutes,
    otMinutes: 0,
    phMinutes: 0,
    billAmount: billMinutes * 20,
  });
  // This test's own fake (afterEach's restore puts the machine's adapter back).
  fakeApi({
    'api/v1/workforce/timesheet/get': (p) => ({
      ...timesheetDetail(Number(p.id), { status: 'sent_to_client', sentAt: '2026-11-25T02:00:00.000Z' }),
      lastChanges: {
        added: [],
        removed: [],
        changed: [
          {
            workRecordId: 2,
            workerName: '陈美玲',
            shiftDate: '2026-11-18',
            before: sent('2026-11-18T10:00:00.000Z', 480),
            after: sent('2026-11-18T09:00:00.000Z', 420),
          },
        ],
      },
      comments: [
        {
          id: 1,
          workRecordId: 2,
          version: 1,
          comment: 'She left at 17:00',
          author: 'Jane Lim',
          fromClient: true,
          createdAt: '2026-11-24T03:00:00.000Z',
        },
        {
          id: 2,
          workRecordId: null,
          version: 1,
          comment: 'Please correct and re-send',
          author: 'Jane Lim',
          fromClient: true,
          createdAt: '2026-11-24T03:01:00.000Z',
        },
      ],
    }),
  });
  renderPage(
    <Routes>
      <Route path="/jobs/timesheet/detail/:id" element={<TimesheetDetailPage />} />
    </Routes>,
    { route: '/jobs/timesheet/detail/3' },
  );
  await screen.findByText('Timesheet TS-2026-000003');
  fireEvent.click(screen.getByRole('tab', { name: 'Comments and changes (2)' }));
  expect(await screen.findByText('What the last re-send changed')).toBeInTheDocument();
  // The row's comment names its row; the sheet's does not.
  expect(screen.getByText('陈美玲 · 2026-11-18: She left at 17:00')).toBeInTheDocument();
  expect(screen.getByText('Please correct and re-send')).toBeInTheDocument();
  expect(screen.getAllByText(/Jane Lim \(client\)/)).toHaveLength(2);
  // Before → after: 8 h became 7 h.
  expect(screen.getByText(/8:00 → .*7:00/)).toBeInTheDocument();
});

test('the detail page says when there are no comments or changes', async () => {
  renderPage(
    <Routes>
      <Route path="/jobs/timesheet/detail/:id" element={<TimesheetDetailPage />} />
    </Routes>,
    { route: '/jobs/timesheet/detail/3' },
  );
  await screen.findByText('Timesheet TS-2026-000003');
  fireEvent.click(screen.getByRole('tab', { name: 'Comments and changes' }));
  expect(await screen.findByText('No comments from the client and no corrections re-sent yet')).toBeInTheDocument();
});

test('reads in Chinese', async () => {
  renderPage(<TimesheetPage />, { route: '/jobs/timesheet', lang: 'zh-cn' });
  await screen.findByText('TS-2026-000001');
  expect(screen.getAllByText('客户 / 部门').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: /生成/ })).toBeInTheDocument();
});
