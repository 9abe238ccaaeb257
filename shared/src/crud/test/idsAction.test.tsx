/**
 * IdsAction / idsActions: a machine action whose endpoint takes `{ids, reason?}`. A row gets the
 * user actions its state allows (never a system one) under their rule; the selection gets one
 * batch button per action over the rows that action may move, the others counted as left out;
 * one PUT carries every id and the reason; the server's refusal stays in the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payrollItemMachine } from '../../api/machines';
import { IdsAction, idsActions } from '../IdsAction';
import { Fail, fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

const CANCEL = 'api/v1/finance/payroll/item/cancel';
const entity = { url: { cancel: `/${CANCEL}` }, rule: { cancel: CANCEL } };
type Row = { id: number; status: string; name: string };
const rows: Row[] = [
  { id: 1, status: 'open', name: 'Tan Mei Ling' },
  { id: 2, status: 'paid', name: 'Rajesh Kumar' },
  { id: 3, status: 'open', name: '陈美玲' },
];

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  setPermissions([]);
});

test('a row: offered where the machine allows it and the rule is held; PUT {ids, reason}', async () => {
  setPermissions([CANCEL]);
  api = fakeApi({ [`PUT ${CANCEL}`]: () => null });
  const done = jest.fn();
  const { rowExtra } = idsActions<Row>({
    machine: payrollItemMachine,
    entity,
    rowName: (r) => r.name,
    has: (rule) => rule === CANCEL,
  });
  const page = { list: { reload: done } };
  renderKit(
    <>
      {rowExtra(rows[0], page)}
      {rowExtra(rows[1], page)}
    </>,
  );
  // The paid row offers nothing (settle is the system's); the open one its cancel, named by its row.
  expect(screen.getAllByRole('button')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: /Cancel.*Tan Mei Ling/ }));
  const dialog = await screen.findByRole('dialog');
  // Cancel asks for a reason: refused without one, nothing sent.
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
  expect(await within(dialog).findByText(/reason/i, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox'), '  Entered twice  ');
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
  await waitFor(() => expect(api.callsTo(CANCEL, 'PUT')).toHaveLength(1));
  expect(api.callsTo(CANCEL, 'PUT')[0].body).toEqual({ ids: [1], reason: 'Entered twice' });
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test('without the rule: no row action and no batch button', () => {
  const { rowExtra, batchActions } = idsActions<Row>({
    machine: payrollItemMachine,
    entity,
    rowName: (r) => r.name,
    batch: [{ action: 'cancel', label: 'Cancel selected' }],
    has: () => false,
  });
  renderKit(<>{rowExtra(rows[0], { list: { reload: () => {} } })}</>);
  expect(screen.queryByRole('button')).toBeNull();
  expect(batchActions).toBeUndefined();
});

test('a batch: the eligible selected rows in one PUT, the others said to be left out; a refusal stays shown', async () => {
  setPermissions([CANCEL]);
  let refuse = true;
  api = fakeApi({
    [`PUT ${CANCEL}`]: () => (refuse ? new Fail(409, 'Item #3 was changed by someone else') : null),
  });
  const clear = jest.fn();
  const reload = jest.fn();
  const { batchActions } = idsActions<Row>({
    machine: payrollItemMachine,
    entity,
    rowName: (r) => r.name,
    batch: [{ action: 'cancel', label: 'Cancel selected', danger: true }],
    leftOutText: (n) => `${n} selected item(s) cannot be cancelled and are left out`,
    summary: (rs) => rs.map((r) => r.name).join(', '),
    has: (rule) => rule === CANCEL,
  });
  renderKit(<>{batchActions?.(rows, clear, { list: { reload } })}</>);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Tan Mei Ling, 陈美玲')).toBeInTheDocument();
  expect(within(dialog).getByText('1 selected item(s) cannot be cancelled and are left out')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicates');
  const ok = within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement;
  await userEvent.click(ok);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Item #3 was changed by someone else');
  expect(clear).not.toHaveBeenCalled();

  refuse = false;
  await userEvent.click(ok);
  await waitFor(() => expect(clear).toHaveBeenCalled());
  expect(reload).toHaveBeenCalled();
  expect(api.callsTo(CANCEL, 'PUT').map((c) => c.body)).toEqual([
    { ids: [1, 3], reason: 'Duplicates' },
    { ids: [1, 3], reason: 'Duplicates' },
  ]);
});

test('a batch button with no eligible rows is disabled', () => {
  setPermissions([CANCEL]);
  renderKit(
    <IdsAction<Row>
      machine={payrollItemMachine}
      entity={entity}
      action="cancel"
      rows={[]}
      batch
      label="Cancel selected"
      rowName={(r) => r.name}
      onDone={() => {}}
    />,
  );
  expect(screen.getByRole('button', { name: 'Cancel selected' })).toBeDisabled();
});
