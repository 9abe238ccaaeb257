/**
 * The verify page over the fake API: the route's scheme and the pending state (the default) reach
 * the records list; each row shows the worker, the measure, the evidence and the amount with the
 * moves of its state; the selection is verified in one PUT of `{ids}`; the verified ones are
 * credited in one PUT of `{ids}`; reject asks for a reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { record, scheme } from '../fixtures';
import IncentiveVerifyPage from './index';

const GET = 'api/v1/finance/incentive/get';
const RECORDS = 'api/v1/finance/incentive/records';
const VERIFY = 'api/v1/finance/incentive/verify';
const REJECT = 'api/v1/finance/incentive/reject';
const CREDIT = 'api/v1/finance/incentive/credit';

const pending = [
  record(1),
  record(2, { workerId: 8, workerName: 'Ahmad Rahman', measure: 15, evidence: [51, 52, 53], amount: 7_500 }),
];
const verified = [
  record(4, { workerId: 9, workerName: 'Priya Nair', status: 'verified' }),
  record(5, { workerId: 10, workerName: 'Wei Jie', status: 'verified', amount: 2_500 }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [GET]: (p) => scheme(Number(p.id), { name: 'November 10 shifts' }),
    [RECORDS]: (p) => page(p.status === 'verified' ? verified : pending),
    [`PUT ${VERIFY}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => record(id, { status: 'verified' })) }),
    [`PUT ${REJECT}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => record(id, { status: 'rejected' })) }),
    [`PUT ${CREDIT}`]: (_p, c) => ({ list: c.body.ids.map((id: number) => record(id, { status: 'credited' })) }),
  });
});
afterEach(() => api.restore());

const open = (query = '', options: { permissions?: string[]; lang?: string } = {}) =>
  renderPage(
    <Routes>
      <Route path="/finance/incentive/verify/:id" element={<IncentiveVerifyPage />} />
    </Routes>,
    { route: `/finance/incentive/verify/3${query}`, ...options },
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the scheme’s pending records: worker, measure, evidence, amount and their moves', async () => {
  open();
  await screen.findByText('Ahmad Rahman');
  expect(await screen.findByText('Verify incentive records · November 10 shifts')).toBeInTheDocument();
  expect(api.callsTo(RECORDS)[0].params).toEqual({ pageNum: 1, pageSize: 20, schemeId: 3, status: 'pending' });
  const ahmad = rowOf('Ahmad Rahman');
  expect(within(ahmad).getByText('15')).toBeInTheDocument();
  expect(within(ahmad).getByText('3 work record(s) (#51, #52, #53)')).toBeInTheDocument();
  expect(within(ahmad).getByText('S$75.00')).toBeInTheDocument();
  expect(within(ahmad).getByRole('button', { name: 'Verify Ahmad Rahman #2' })).toBeInTheDocument();
  expect(within(ahmad).getByRole('button', { name: 'Reject Ahmad Rahman #2' })).toBeInTheDocument();
  expect(within(ahmad).queryByRole('button', { name: /^Credit/ })).toBeNull();
  expect(screen.getByText('Pending (3)')).toBeInTheDocument();
  expect(screen.getByText('Verified (2)')).toBeInTheDocument();
});

test('verify the selection in one PUT of {ids}; reject asks for a reason', async () => {
  open();
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByRole('button', { name: 'Verify selected' })).toBeDisabled();
  for (const name of ['Tan Mei Ling', 'Ahmad Rahman']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: 'Verify selected (2)' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Total S$125.00.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(api.callsTo(VERIFY, 'PUT')).toHaveLength(1));
  expect(api.callsTo(VERIFY, 'PUT')[0].body).toEqual({ ids: [1, 2] });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: 'Reject Tan Mei Ling #1' }));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Shifts were cancelled' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(api.callsTo(REJECT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(REJECT, 'PUT')[0].body).toEqual({ ids: [1], reason: 'Shifts were cancelled' });
});

test('the verified ones are credited in one PUT of {ids}', async () => {
  open('?status=verified');
  await screen.findByText('Priya Nair');
  expect(api.callsTo(RECORDS)[0].params).toMatchObject({ schemeId: 3, status: 'verified' });
  for (const name of ['Priya Nair', 'Wei Jie']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: 'Credit selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Total S$75.00.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
  await waitFor(() => expect(api.callsTo(CREDIT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(CREDIT, 'PUT')[0].body).toEqual({ ids: [4, 5] });
});

test('the switch moves between pending and verified', async () => {
  open();
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(screen.getByText('Verified (2)'));
  expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
  expect(api.callsTo(RECORDS).at(-1)?.params).toMatchObject({ schemeId: 3, status: 'verified' });
});

test('reads in Chinese', async () => {
  open('', { lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('待核实记录')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '核实所选' })).toBeInTheDocument();
});
