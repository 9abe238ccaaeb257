/**
 * An `options` field (a closed set named by the page's texts) gives its select, radio, cell,
 * export name and URL codec; CrudListPage leaves out what a list does not offer (no actions
 * column on a read-only list, no delete with `delete={false}`) and takes the page's own
 * toolbar buttons (given the page, to reload it) and danger transitions.
 */
// helpers first: they install the jsdom polyfills react-router needs
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEntity } from '../../api/entity';
import { defineMachine } from '../../api/machine';
import { CrudListPage } from '../CrudListPage';
import { defineFields } from '../defineFields';
import { fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

jest.setTimeout(30000);

interface Item {
  id: number;
  name: string;
  size: string | null;
  status: string;
}
const t = (k: string) => `«${k}»`;
const SIZES = ['s', 'l'] as const;
const fields = defineFields<Item, { size: string }>([
  { key: 'name', label: 'Name', search: true },
  { key: 'size', label: 'Size', options: { values: SIZES, label: (v) => `size.${v}` }, search: true, form: true },
]);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
});

test('options field: select, radio, named cell and export, oneOf codec', () => {
  const size = fields.search(t).find((f) => f.name === 'size') as unknown as { type: string; options: unknown };
  expect(size).toMatchObject({ type: 'select', options: [{ value: 's', label: '«size.s»' }, { value: 'l', label: '«size.l»' }] });
  expect(fields.form(t)[0]).toMatchObject({ type: 'radio', options: [{ value: 's', label: '«size.s»' }, { value: 'l', label: '«size.l»' }] });
  const render = fields.columns(t)[1].render as (v: unknown) => unknown;
  expect(render('l')).toBe('«size.l»');
  expect(render(null)).toBe('—');
  const exported = fields.exportColumns(t)[1].value;
  expect(exported({ id: 1, name: 'A', size: 's', status: '' })).toBe('«size.s»');
  expect(exported({ id: 1, name: 'A', size: null, status: '' })).toBe('');
  const codec = fields.querySchema().size;
  expect(codec.parse(new URLSearchParams('size=l'), 'size')).toBe('l');
  expect(codec.parse(new URLSearchParams('size=xl'), 'size')).toBeUndefined();
});

const list = (rows: Item[]) => () => ({ list: rows, total: rows.length, currentPage: 1 });

test('read-only list: no actions column; a toolbar button given the page reloads it', async () => {
  const ItemApi = defineEntity('x', 'item', ['list']);
  setPermissions(['api/v1/x/item/list']);
  api = fakeApi({ 'api/v1/x/item/list': list([{ id: 1, name: 'Anvil', size: 'l', status: 'open' }]) });
  renderKit(
    <CrudListPage
      entity={ItemApi}
      fields={fields}
      ns="x"
      texts="item"
      toolbarStart={(page) => <button type="button" onClick={page.list.reload}>Mine</button>}
    />,
  );
  await screen.findByText('Anvil');
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  const buttons = screen.getAllByRole('button').map((b) => b.textContent);
  expect(buttons.indexOf('Mine')).toBeLessThan(buttons.findIndex((b) => /Export/.test(b ?? '')));
  fireEvent.click(screen.getByRole('button', { name: 'Mine' }));
  await waitFor(() => expect(api.callsTo('api/v1/x/item/list')).toHaveLength(2));
});

test('delete={false} and danger transitions', async () => {
  const machine = defineMachine({
    entity: 'item',
    module: 'x',
    states: ['open', 'closed'],
    initial: 'open',
    actions: { close: { from: ['open'], to: 'closed' }, hold: { from: ['open'], to: 'open' } },
  });
  const ItemApi = defineEntity('x', 'item', ['list', 'delete', 'close', 'hold']);
  const stateFields = defineFields<Item>([
    { key: 'name', label: 'Name' },
    { key: 'status', label: 'Status', state: machine },
  ]);
  setPermissions(['api/v1/x/item/list', 'api/v1/x/item/delete', 'api/v1/x/item/close', 'api/v1/x/item/hold']);
  api = fakeApi({ 'api/v1/x/item/list': list([{ id: 1, name: 'Anvil', size: 'l', status: 'open' }]) });
  const { container } = renderKit(
    <CrudListPage
      entity={ItemApi}
      fields={stateFields}
      ns="x"
      texts="item"
      delete={false}
      dangerActions={['close']}
    />,
  );
  const row = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(container.querySelector('.ant-table-selection-column')).toBeNull();
  expect(within(row).getByRole('button', { name: 'Close Anvil' }).className).toMatch(/dangerous/);
  expect(within(row).getByRole('button', { name: 'Hold Anvil' }).className).not.toMatch(/dangerous/);
});
