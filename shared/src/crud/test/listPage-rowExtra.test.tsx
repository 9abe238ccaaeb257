/**
 * CrudListPage with the kit's Edit only on some rows (`editable`, a draft) and the page's own
 * components in a row's actions cell (`rowExtra`, a button with its own dialog), after the kit's
 * actions and the machine's transitions, given the page to reload it.
 */
// helpers first: they install the jsdom polyfills react-router needs
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEntity } from '../../api/entity';
import { defineMachine } from '../../api/machine';
import { type CrudEditorProps, CrudListPage } from '../CrudListPage';
import { defineFields } from '../defineFields';
import { fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

jest.setTimeout(30000);

interface Item {
  id: number;
  name: string;
  status: string;
}
const machine = defineMachine({
  entity: 'item',
  module: 'x',
  states: ['draft', 'open'],
  initial: 'draft',
  actions: { open: { from: ['draft'], to: 'open' } },
});
const ItemApi = defineEntity('x', 'item', ['list', 'add', 'edit', 'open']);
const fields = defineFields<Item>([
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status', state: machine },
]);
const rows: Item[] = [
  { id: 1, name: 'Anvil', status: 'draft' },
  { id: 2, name: 'Bolt', status: 'open' },
];
const Editor = ({ editing }: CrudEditorProps<Item>) => (editing ? <div role="dialog">editing</div> : null);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
});

test('editable: Edit only on those rows; rowExtra after the actions and transitions, given the page', async () => {
  setPermissions(ItemApi.actions.map((a) => `api/v1/x/item/${a}`));
  api = fakeApi({ 'api/v1/x/item/list': () => ({ list: rows, total: rows.length, currentPage: 1 }) });
  renderKit(
    <CrudListPage
      entity={ItemApi}
      fields={fields}
      ns="x"
      texts="item"
      editor={Editor}
      editable={(r) => r.status === 'draft'}
      rowExtra={(r, page) => (
        <button type="button" onClick={page.list.reload}>
          Extra {r.name}
        </button>
      )}
    />,
  );
  const draft = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  const open = screen.getByText('Bolt').closest('tr') as HTMLElement;
  expect(within(draft).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  expect(within(open).queryByRole('button', { name: /Edit/ })).toBeNull();
  const names = within(draft)
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names.findIndex((n) => /Extra Anvil/.test(n ?? ''))).toBeGreaterThan(
    names.findIndex((n) => /Open/.test(n ?? '')),
  );
  expect(within(open).getByRole('button', { name: 'Extra Bolt' })).toBeInTheDocument();
  fireEvent.click(within(open).getByRole('button', { name: 'Extra Bolt' }));
  await waitFor(() => expect(api.callsTo('api/v1/x/item/list')).toHaveLength(2));
});

test('rowExtra alone keeps an actions column on a list with no other row action', async () => {
  const ReadApi = defineEntity('x', 'item', ['list']);
  setPermissions(['api/v1/x/item/list']);
  api = fakeApi({ 'api/v1/x/item/list': () => ({ list: rows, total: rows.length, currentPage: 1 }) });
  const plain = defineFields<Item>([{ key: 'name', label: 'Name' }]);
  renderKit(
    <CrudListPage entity={ReadApi} fields={plain} ns="x" texts="item" rowExtra={(r) => <span>mine {r.id}</span>} />,
  );
  await screen.findByText('Anvil');
  expect(screen.getByText('mine 1')).toBeInTheDocument();
  expect(screen.getByText('mine 2')).toBeInTheDocument();
});
