/**
 * Client detail → Jobs over the fake API: the workforce job list asked for this client on the
 * server, rows with their shift and staffing, the code opening the job's manage page; the status
 * filter and paging sent to the server; no Jobs tab without the job list rule. Timesheets the same
 * way, over the timesheet list.
 */
import type { JobRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { client, fakeApi, renderPage } from '../../../../test/helpers';
import ClientDetailPage from './index';

const JOBS = 'api/v1/workforce/job/list';
const job = (id: number, over: Partial<JobRow> = {}) =>
  ({
    id,
    code: `J-${id}`,
    title: `Job ${id}`,
    clientId: 1,
    clientName: 'Kopi Co',
    deptName: 'Orchard outlet',
    positionName: 'Barista',
    shiftDate: '2026-11-27',
    startAt: '2026-11-27T01:00:00.000Z',
    endAt: '2026-11-27T10:00:00.000Z',
    headcount: 3,
    assigned: 1,
    status: 'published',
    ...over,
  }) as JobRow;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/finance/client/get': (p) => client(Number(p.id), { name: 'Kopi Co' }),
    'api/v1/finance/contractDept/list': () => ({ list: [], total: 0, currentPage: 1 }),
    'api/v1/finance/contractOrder/list': () => ({ list: [], total: 0, currentPage: 1 }),
    'api/v1/system/audit/history': () => [],
    [JOBS]: (q) =>
      q.pageNum === 2
        ? { list: [job(21, { title: 'Late crew' })], total: 21, currentPage: 2 }
        : {
            list: [
              job(1, { title: 'Morning barista' }),
              job(2, {
                title: 'Night event',
                shiftDate: '2026-11-28',
                startAt: '2026-11-28T14:00:00.000Z',
                endAt: '2026-11-28T20:00:00.000Z',
                headcount: 2,
                assigned: 2,
                status: 'filled',
              }),
              ...Array.from({ length: 18 }, (_, i) => job(3 + i)),
            ],
            total: 21,
            currentPage: 1,
          },
  });
});
afterEach(() => api.restore());

const open = (permissions?: string[]) =>
  renderPage(
    <Routes>
      <Route path="/finance/client/detail/:id" element={<ClientDetailPage />} />
    </Routes>,
    { route: '/finance/client/detail/1?tab=jobs', permissions },
  );

test('the client’s jobs from the job list filtered by the client; status and paging on the server', async () => {
  open();
  const tab = await screen.findByTestId('client-jobs');
  await within(tab).findByText('Morning barista');
  expect(api.callsTo(JOBS)[0].params).toEqual({ clientId: 1, pageNum: 1, pageSize: 20 });
  const row = (text: string) => within(tab).getByText(text).closest('tr') as HTMLElement;
  expect(within(row('Morning barista')).getByText('J-1').closest('a')).toHaveAttribute('href', '/jobs/job/manage/1');
  expect(within(row('Morning barista')).getByText('2026-11-27 09:00–18:00')).toBeInTheDocument();
  expect(within(row('Morning barista')).getByText('Unfilled')).toBeInTheDocument();
  expect(row('Morning barista')).toHaveTextContent('1/3');
  expect(within(row('Morning barista')).getByText('Published')).toBeInTheDocument();
  expect(within(row('Night event')).getByText('+1 day')).toBeInTheDocument();
  expect(within(row('Night event')).queryByText('Unfilled')).toBeNull();

  fireEvent.click(within(tab).getByRole('button', { name: 'Next page' }));
  expect(await within(tab).findByText('Late crew')).toBeInTheDocument();
  expect(api.callsTo(JOBS).at(-1)?.params).toEqual({ clientId: 1, pageNum: 2, pageSize: 20 });

  const status = (
    within(tab).getByText('Status', { selector: 'label' }).closest('.ant-form-item') as HTMLElement
  ).querySelector('input') as HTMLElement;
  fireEvent.mouseDown(status);
  fireEvent.click(await screen.findByText('Filled', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(within(tab).getByRole('button', { name: /Search/ }));
  await waitFor(() =>
    expect(api.callsTo(JOBS).at(-1)?.params).toEqual({ clientId: 1, status: 'filled', pageNum: 1, pageSize: 20 }),
  );
});

test('without the job rule to open a job the code is plain; without the list rule there is no Jobs tab', async () => {
  const first = open(['api/v1/finance/client/get', 'api/v1/workforce/job/list']);
  const tab = await screen.findByTestId('client-jobs');
  expect((await within(tab).findByText('J-1')).closest('a')).toBeNull();
  first.unmount();
  api.calls.length = 0;
  open(['api/v1/finance/client/get']);
  await screen.findByText('Kopi Co');
  expect(screen.queryByRole('tab', { name: 'Jobs' })).toBeNull();
  // The other tabs keep to their own rules: History for everyone, Invoices only with the invoice list.
  expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Invoices' })).toBeNull();
  expect(api.callsTo(JOBS)).toHaveLength(0);
});

test('the client’s timesheets from the timesheet list filtered by the client; the number opens one', async () => {
  const TIMESHEETS = 'api/v1/workforce/timesheet/list';
  const sheet = {
    id: 9,
    number: 'TS-2026-000009',
    deptName: 'Orchard outlet',
    period: '2026-W47',
    periodFrom: '2026-11-16',
    periodTo: '2026-11-22',
    recordCount: 4,
    billMinutes: 1920,
    billAmount: 56000,
    status: 'sent_to_client',
    sentAt: '2026-11-23T02:00:00.000Z',
  };
  api.restore();
  api = fakeApi({
    'api/v1/finance/client/get': (p) => client(Number(p.id), { name: 'Kopi Co' }),
    'api/v1/system/audit/history': () => [],
    [TIMESHEETS]: () => ({ list: [sheet], total: 1, currentPage: 1 }),
  });
  renderPage(
    <Routes>
      <Route path="/finance/client/detail/:id" element={<ClientDetailPage />} />
    </Routes>,
    { route: '/finance/client/detail/1?tab=timesheets' },
  );
  const tab = await screen.findByTestId('client-timesheets');
  const link = await within(tab).findByRole('link', { name: 'TS-2026-000009' });
  expect(link).toHaveAttribute('href', '/jobs/timesheet/detail/9');
  expect(api.callsTo(TIMESHEETS)[0].params).toEqual({ clientId: 1, pageNum: 1, pageSize: 20 });
  const row = link.closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('2026-W47 (2026-11-16 – 2026-11-22)');
  expect(row).toHaveTextContent('32:00');
  expect(row).toHaveTextContent('S$560.00');
});
