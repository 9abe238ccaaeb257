/**
 * A scheme's page over the fake API: the route's id reaches `get`; the header reads its type,
 * criteria, S$, period, clients and records by state; its records (every state) are listed by
 * `schemeId` with the state filter sent to the server; ending it sends `{id, reason}`; a sweep of
 * this scheme sends its id; History is a tab.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { client, fakeApi, page, renderPage } from '../../../../test/helpers';
import { record, scheme } from '../fixtures';
import IncentiveDetailPage from './index';

const GET = 'api/v1/finance/incentive/get';
const RECORDS = 'api/v1/finance/incentive/records';
const END = 'api/v1/finance/incentive/end';
const SWEEP = 'api/v1/finance/incentive/sweep';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [GET]: (p) => scheme(Number(p.id), { name: 'November 10 shifts', clientIds: [5] }),
    [RECORDS]: () =>
      page([
        record(1),
        record(2, { workerId: 8, workerName: 'Ahmad Rahman', status: 'credited', transactionId: 77 }),
        record(3, { workerId: 9, workerName: 'Priya Nair', status: 'rejected', reason: 'Duplicate' }),
      ]),
    'api/v1/finance/client/list': () => page([client(5, { name: 'Golden Mile Foods' })]),
    'api/v1/system/audit/history': () => [],
    [`PUT ${END}`]: (_p, c) => scheme(c.body.id, { status: 'ended' }),
    [`POST ${SWEEP}`]: () => ({ jobId: '18' }),
  });
});
afterEach(() => api.restore());

const open = (options: { permissions?: string[]; lang?: string } = {}) =>
  renderPage(
    <Routes>
      <Route path="/finance/incentive/detail/:id" element={<IncentiveDetailPage />} />
    </Routes>,
    { route: '/finance/incentive/detail/3', ...options },
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the header reads the scheme; its records of every state are listed by schemeId', async () => {
  open();
  expect(await screen.findByText('Incentive scheme · November 10 shifts')).toBeInTheDocument();
  expect(api.callsTo(GET)[0].params).toEqual({ id: 3 });
  expect(screen.getByText('Shifts in period')).toBeInTheDocument();
  expect(screen.getByText('≥ 10 shifts')).toBeInTheDocument();
  expect(screen.getByText('2026-11-01 – 2026-11-30')).toBeInTheDocument();
  expect(screen.getByText('S$200.00')).toBeInTheDocument();
  expect(await screen.findByText(/Golden Mile Foods/)).toBeInTheDocument();
  await screen.findByText('Priya Nair');
  expect(api.callsTo(RECORDS)[0].params).toEqual({ schemeId: 3, pageNum: 1, pageSize: 20 });
  const tan = rowOf('Tan Mei Ling');
  expect(within(tan).getByText('2 work record(s) (#41, #42)')).toBeInTheDocument();
  expect(within(tan).getByText('S$50.00')).toBeInTheDocument();
  expect(within(rowOf('Ahmad Rahman')).getByText('Credited')).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByText('Duplicate')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify records' })).toBeInTheDocument();
});

test('end (with a reason) and a sweep of this scheme', async () => {
  open();
  await screen.findByText('Incentive scheme · November 10 shifts');
  fireEvent.click(screen.getByRole('button', { name: /Sweep this scheme/ }));
  await waitFor(() => expect(api.callsTo(SWEEP, 'POST')).toHaveLength(1));
  expect(api.callsTo(SWEEP, 'POST')[0].body).toEqual({ id: 3 });
  expect(await screen.findByText(/The sweep is queued/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'End' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Budget spent' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
  await waitFor(() => expect(api.callsTo(END, 'PUT')).toHaveLength(1));
  expect(api.callsTo(END, 'PUT')[0].body).toEqual({ id: 3, reason: 'Budget spent' });
  await waitFor(() => expect(api.callsTo(GET).length).toBeGreaterThan(1));
});

test('reads in Chinese', async () => {
  open({ lang: 'zh-cn' });
  expect(await screen.findByText('奖励方案 · November 10 shifts')).toBeInTheDocument();
  expect(screen.getByText('期间班次数')).toBeInTheDocument();
});
