/**
 * Contract orders over the fake API: the policy editor's live preview with the golden-path
 * example (computed by the rules library as the user types), the body sent in cents, a server
 * error on a nested policy field shown on that field, and activation with its confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dept, fakeApi, invalid, order, page, position, renderPage } from '../../../test/helpers';
import ContractOrderPage from './index';

let api: ReturnType<typeof fakeApi>;
let addAnswer: unknown;
beforeEach(() => {
  addAnswer = { id: 9 };
  api = fakeApi({
    'api/v1/finance/contractOrder/list': () =>
      page([order(1), order(2, { status: 'active', number: 'CO-2026-00002' })]),
    'api/v1/finance/client/list': () => page([]),
    'api/v1/finance/contractDept/list': () => page([dept(1)]),
    'api/v1/finance/position/list': () => page([position(5, 'Server'), position(6, 'Event crew')]),
    'POST api/v1/finance/contractOrder/add': () => addAnswer,
    'PUT api/v1/finance/contractOrder/activate': () => ({ id: 1, status: 'active' }),
  });
});
afterEach(() => api.restore());

const preview = () => within(screen.getByTestId('policy-preview'));
const typeInto = (el: HTMLElement, value: string) => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

async function openAdd() {
  renderPage(<ContractOrderPage />, { route: '/finance/contractOrder' });
  await screen.findByText('CO-2026-00001');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  return screen.findByTestId('policy-preview');
}

test('the preview shows the golden-path numbers as the rates are typed, and follows the policy', async () => {
  await openAdd();
  // Before a rate: minutes, but no amounts.
  expect(await preview().findByTestId('preview-raw')).toHaveTextContent('532');
  expect(preview().getByText('Enter a rate to see amounts.')).toBeInTheDocument();
  const row = screen.getByTestId('rate-row');
  const [pay, bill] = within(row).getAllByRole('spinbutton');
  typeInto(pay, '12.00');
  typeInto(bill, '18.00');
  await waitFor(() => expect(preview().getByTestId('preview-pay-amount')).toHaveTextContent('S$109.50'));
  expect(preview().getByTestId('preview-raw')).toHaveTextContent('532');
  expect(preview().getByTestId('preview-pay')).toHaveTextContent('525 (480 normal + 45 OT)');
  expect(preview().getByTestId('preview-bill')).toHaveTextContent('540 (480 normal + 60 OT)');
  expect(preview().getByTestId('preview-bill-amount')).toHaveTextContent('S$171.00');
  expect(within(row).getByTestId('rate-markup')).toHaveTextContent('50.0%');

  // The OT pay multiplier 2×: 45 OT minutes at S$24/h = S$18.00 on top of S$96.00.
  typeInto(screen.getByLabelText('OT pay multiplier'), '2');
  await waitFor(() => expect(preview().getByTestId('preview-pay-amount')).toHaveTextContent('S$114.00'));
  // A later clock-out with the shift's own end: nothing changes (unapproved minutes are not counted).
  typeInto(preview().getByLabelText('Clock out'), '19:30');
  expect(preview().getByTestId('preview-raw')).toHaveTextContent('532');
  // Half-typed time: said, not crashed.
  typeInto(preview().getByLabelText('Clock in'), '09:');
  expect(preview().getByText('Enter the times as HH:mm.')).toBeInTheDocument();
});

function typeDate(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

async function pick(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(input);
  const found = await screen.findAllByText(option);
  fireEvent.click(found[found.length - 1]);
}

test('saving sends the policy and rates in cents; a server error on a policy field is shown on it', async () => {
  await openAdd();
  await pick('Department', 'Client 1 · Outlet 1');
  typeDate('Valid from', '2026-11-01');
  typeDate('Valid to', '2027-10-31');
  const row = screen.getByTestId('rate-row');
  await pick('Position', 'Server');
  const [pay, bill] = within(row).getAllByRole('spinbutton');
  typeInto(pay, '12.00');
  typeInto(bill, '18.00');
  addAnswer = invalid({ 'policy.weeklyNormalHours': 'Weekly normal hours must be at least the daily ones' });
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  // jsdom on a shared 2-core machine: the save round trip and antd's error motion take seconds
  await screen.findByText('Weekly normal hours must be at least the daily ones');
  const post = api.callsTo('api/v1/finance/contractOrder/add', 'POST')[0];
  expect(post.body).toMatchObject({
    contractDeptId: 1,
    rates: [{ positionId: 5, payRate: 1200, billRate: 1800 }],
    policy: {
      dailyNormalHours: 8,
      weeklyNormalHours: 44,
      otPayMultiplier: 1.5,
      payRounding: { unitMinutes: 15, mode: 'floor' },
      billRounding: { unitMinutes: 15, mode: 'ceil' },
    },
  });
  // The message sits under its own field, not in a general alert.
  const field = screen.getByLabelText('Weekly normal hours').closest('.ant-form-item') as HTMLElement;
  expect(within(field).getByText('Weekly normal hours must be at least the daily ones')).toBeInTheDocument();
});

test('activate asks first, then PUTs the id', async () => {
  renderPage(<ContractOrderPage />, { route: '/finance/contractOrder' });
  const cell = await screen.findByText('CO-2026-00001');
  const tr = cell.closest('tr') as HTMLElement;
  // a draft offers activate, not terminate or revise; the active row offers terminate and revise
  expect(within(tr).queryByRole('button', { name: /Terminate/ })).toBeNull();
  const active = screen.getByText('CO-2026-00002').closest('tr') as HTMLElement;
  expect(within(active).getByRole('button', { name: /Terminate/ })).toBeInTheDocument();
  expect(within(active).getByRole('button', { name: /Revise/ })).toBeInTheDocument();
  fireEvent.click(within(tr).getByRole('button', { name: /Activate/ }));
  const dialog = await screen.findByRole('dialog');
  expect(api.callsTo('api/v1/finance/contractOrder/activate')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: /Activate/ }));
  await waitFor(() => expect(api.callsTo('api/v1/finance/contractOrder/activate', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/finance/contractOrder/activate')[0].body).toEqual({ id: 1 });
});
