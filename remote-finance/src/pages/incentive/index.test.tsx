/**
 * Incentive schemes over the fake API: the URL's filters reach the list; cells read the criteria
 * by type, S$, the records by state and the clients; the add form shows the criteria fields its
 * type uses and sends only those, the dollars as integer cents and the dates as days; the kit's
 * transition activates a draft with `{id}`; "Run sweep" queues the sweep and says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { client, fakeApi, page, renderPage } from '../../../test/helpers';
import { scheme } from './fixtures';
import IncentivePage from './index';

const LIST = 'api/v1/finance/incentive/list';
const EDIT = 'api/v1/finance/incentive/edit';
const ACTIVATE = 'api/v1/finance/incentive/activate';
const SWEEP = 'api/v1/finance/incentive/sweep';
const CLIENTS = 'api/v1/finance/client/list';

const rows = [
  scheme(1, { name: 'November 10 shifts' }),
  scheme(2, {
    name: 'Long shifts',
    type: 'per_shift',
    criteria: { minMinutes: 480 },
    amount: 1_250,
    status: 'draft',
    clientIds: [5],
    pending: 0,
    verified: 0,
    credited: 0,
    creditedAmount: 0,
  }),
  scheme(3, { name: 'Streak', type: 'attendance_streak', criteria: { streakDays: 5 }, status: 'ended' }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () => page(rows),
    [CLIENTS]: () => page([client(5, { name: 'Golden Mile Foods' }), client(6, { name: 'Harbour Hotel' })]),
    [`PUT ${EDIT}`]: (_p, c) => scheme(c.body.id, c.body),
    [`PUT ${ACTIVATE}`]: (_p, c) => scheme(c.body.id, { status: 'active' }),
    [`POST ${SWEEP}`]: () => ({ jobId: '17' }),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the URL filters reach the API; cells read the criteria, S$, the counts and the clients', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive?name=shift&type=per_shift&status=draft' });
  await screen.findByText('Long shifts');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    name: 'shift',
    type: 'per_shift',
    status: 'draft',
  });
  const first = rowOf('November 10 shifts');
  expect(within(first).getByText('≥ 10 shifts')).toBeInTheDocument();
  expect(within(first).getByText('S$50.00')).toBeInTheDocument();
  expect(within(first).getByText('S$200.00')).toBeInTheDocument();
  expect(within(first).getByText('All clients')).toBeInTheDocument();
  expect(within(first).getByText('Shifts in period')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Verify records November 10 shifts' })).toHaveAttribute(
    'href',
    '/finance/incentive/verify/1',
  );
  const draft = rowOf('Long shifts');
  expect(within(draft).getByText('shifts of ≥ 480 min')).toBeInTheDocument();
  expect(within(draft).getByText('S$12.50')).toBeInTheDocument();
  expect(await within(draft).findByText(/Golden Mile Foods/)).toBeInTheDocument();
  expect(within(draft).queryByRole('link', { name: /Verify records/ })).toBeNull();
  expect(within(rowOf('Streak')).getByText('5 days in a row')).toBeInTheDocument();
});

test('a draft is edited, deleted and activated; an active scheme is ended, not edited', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive' });
  await screen.findByText('Long shifts');
  const draft = rowOf('Long shifts');
  expect(within(draft).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  const active = rowOf('November 10 shifts');
  expect(within(active).queryByRole('button', { name: /Edit/ })).toBeNull();
  expect(within(active).getByRole('button', { name: /End/ })).toBeInTheDocument();
  expect(within(active).queryByRole('button', { name: /Activate/ })).toBeNull();

  fireEvent.click(within(draft).getByRole('button', { name: /Activate/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
  await waitFor(() => expect(api.callsTo(ACTIVATE, 'PUT')).toHaveLength(1));
  expect(api.callsTo(ACTIVATE, 'PUT')[0].body).toEqual({ id: 2 });
});

test('the add form shows the criteria fields its type uses', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive' });
  await screen.findByText('Long shifts');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  // The default type counts shifts in the period.
  expect(within(dialog).getByLabelText('Minimum shifts')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Days in a row')).toBeNull();
  expect(within(dialog).queryByLabelText('Minimum minutes per shift')).toBeNull();

  fireEvent.mouseDown(within(dialog).getByLabelText('Type'));
  fireEvent.click(await screen.findByTitle('Attendance streak'));
  expect(await within(dialog).findByLabelText('Days in a row')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Minimum shifts')).toBeNull();

  fireEvent.mouseDown(within(dialog).getByLabelText('Type'));
  fireEvent.click(await screen.findByTitle('Per shift'));
  expect(await within(dialog).findByLabelText('Minimum minutes per shift')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Days in a row')).toBeNull();
});

test('editing a draft: another type sends only its criteria, the dollars as integer cents', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive' });
  await screen.findByText('Long shifts');
  fireEvent.click(within(rowOf('Long shifts')).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Minimum minutes per shift')).toHaveValue('480');
  const amount = within(dialog).getByLabelText('Amount (S$)');
  expect(amount).toHaveValue('12.50');

  fireEvent.mouseDown(within(dialog).getByLabelText('Type'));
  fireEvent.click(await screen.findByTitle('Shifts in period'));
  const shifts = await within(dialog).findByLabelText('Minimum shifts');
  fireEvent.change(shifts, { target: { value: '8' } });
  fireEvent.change(amount, { target: { value: '12.345' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Enter an amount in dollars with at most two decimals, e.g. 120.50'),
  ).toBeInTheDocument();
  expect(api.callsTo(EDIT, 'PUT')).toHaveLength(0);
  fireEvent.change(amount, { target: { value: '0.29' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo(EDIT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(EDIT, 'PUT')[0].body).toEqual({
    id: 2,
    name: 'Long shifts',
    type: 'shifts_in_period',
    criteria: { minShifts: 8 },
    amount: 29,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    clientIds: [5],
    description: '',
  });
});

test('Run sweep queues the sweep and says so', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive' });
  await screen.findByText('Long shifts');
  fireEvent.click(screen.getByRole('button', { name: /Run sweep/ }));
  await waitFor(() => expect(api.callsTo(SWEEP, 'POST')).toHaveLength(1));
  expect(api.callsTo(SWEEP, 'POST')[0].body).toEqual({});
  expect(await screen.findByText(/The sweep is queued/)).toBeInTheDocument();
});

test('reads in Chinese', async () => {
  renderPage(<IncentivePage />, { route: '/finance/incentive', lang: 'zh-cn' });
  await screen.findByText('Long shifts');
  expect(screen.getByText('奖励方案列表')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /运行扫描/ })).toBeInTheDocument();
  expect(screen.getAllByText('按班次').length).toBeGreaterThan(0);
});
