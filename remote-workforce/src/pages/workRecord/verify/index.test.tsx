/**
 * Verifying over the fake API: opened on ids, the page reads each record, marks the ones the
 * server would refuse, totals the selected ones, confirms with the totals and PUTs their ids;
 * opened bare it lists the pending records; a 409 (all or nothing) is shown with what it names.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, page, renderPage } from '../../../../test/helpers';
import { numbers, workRecord } from '../fixtures';
import WorkRecordVerifyPage, { idsOf } from './index';

const GET = 'api/v1/workforce/workRecord/get';
const LIST = 'api/v1/workforce/workRecord/list';
const VERIFY = 'api/v1/workforce/workRecord/verify';
const RECORDS = {
  1: workRecord(1, { workerName: 'Tan Mei Ling' }),
  2: workRecord(2, {
    workerName: 'Ahmad Rahman',
    ...numbers({ payMinutes: 510, otMinutes: 30, payAmount: 10625, billAmount: 14875 }),
  }),
  3: workRecord(3, { workerName: 'Priya Nair', clockOutAt: null }),
} as const;
let api: ReturnType<typeof fakeApi>;
let verifyAnswer: (ids: number[]) => unknown;
beforeEach(() => {
  verifyAnswer = (ids) => ({ list: ids.map((id) => ({ id, status: 'verified', ...numbers() })) });
  api = fakeApi({
    [GET]: (p) => RECORDS[Number(p.id) as 1 | 2 | 3] ?? fail(404, 'Work record not found'),
    [LIST]: () => page([RECORDS[1]]),
    [`PUT ${VERIFY}`]: (_p, call) => verifyAnswer(call.body.ids),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('ids are read from a comma list or repeated keys, distinct and positive', () => {
  expect(idsOf(new URLSearchParams('ids=3,1,3,x,-2&ids=9'))).toEqual([3, 1, 9]);
  expect(idsOf(new URLSearchParams(''))).toEqual([]);
});

test('opened on ids: numbers and totals first, then the ids of the selected records are verified', async () => {
  renderPage(<WorkRecordVerifyPage />, { route: '/jobs/workRecord/verify?ids=1,2,3,4' });
  await screen.findByText('Tan Mei Ling');
  expect(
    api
      .callsTo(GET)
      .map((c) => c.params.id)
      .sort(),
  ).toEqual([1, 2, 3, 4]);
  // #4 does not exist; #3 lacks its clock-out and cannot be picked.
  expect(screen.getByText(/Record #4 was not found/)).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByText('Will be refused: missing a punch')).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByRole('checkbox')).toBeDisabled();
  expect(screen.getByText('Total of 2 selected')).toBeInTheDocument();
  expect(screen.getByTestId('total-pay')).toHaveTextContent('S$206.25');
  expect(screen.getByTestId('total-bill')).toHaveTextContent('S$288.75');
  expect(screen.getByTestId('total-pay-minutes')).toHaveTextContent('16:30');

  fireEvent.click(screen.getByRole('button', { name: /Verify 2 records/ }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/Pay S\$206\.25 and bill S\$288\.75 over 16:30 paid hours \(0:30 OT\)/),
  ).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /Verify 2 records/ }));
  await waitFor(() => expect(api.callsTo(VERIFY, 'PUT')).toHaveLength(1));
  expect(api.callsTo(VERIFY)[0].body).toEqual({ ids: [1, 2] });
  expect((await screen.findAllByText('Verified 2 records')).length).toBeGreaterThan(0);
});

test('unselecting a record leaves it out of the totals and the call', async () => {
  renderPage(<WorkRecordVerifyPage />, { route: '/jobs/workRecord/verify?ids=1,2' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select record #2' }));
  expect(screen.getByText('Total of 1 selected')).toBeInTheDocument();
  expect(screen.getByTestId('total-pay')).toHaveTextContent('S$100.00');
  fireEvent.click(screen.getByRole('button', { name: /Verify 1 record$/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /Verify 1 record$/ }));
  await waitFor(() => expect(api.callsTo(VERIFY, 'PUT')).toHaveLength(1));
  expect(api.callsTo(VERIFY)[0].body).toEqual({ ids: [1] });
});

test('opened bare it lists the pending records', async () => {
  renderPage(<WorkRecordVerifyPage />, { route: '/jobs/workRecord/verify' });
  await screen.findByText('Tan Mei Ling');
  expect(api.callsTo(LIST)[0].params).toMatchObject({ status: 'pending_verification', pageNum: 1, pageSize: 500 });
  expect(api.callsTo(GET)).toHaveLength(0);
});

test('a 409 refusal shows the server message and the record it names; nothing is verified', async () => {
  verifyAnswer = () => fail(409, 'Cannot verify work record 2: it is verified', { id: 2 });
  renderPage(<WorkRecordVerifyPage />, { route: '/jobs/workRecord/verify?ids=1,2' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(screen.getByRole('button', { name: /Verify 2 records/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /Verify 2 records/ }));
  const alert = await screen.findByText('Nothing was verified: Cannot verify work record 2: it is verified');
  expect(alert).toBeInTheDocument();
  expect(screen.getByText('Refused: #2')).toBeInTheDocument();
  // The records are read again, as the server now sees them.
  await waitFor(() => expect(api.callsTo(GET).length).toBe(4));
});
