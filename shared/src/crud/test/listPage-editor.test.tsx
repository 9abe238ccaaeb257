/**
 * CrudListPage for lists whose add/edit is the page's own form (`editor`), with no export
 * (`export={false}`), a status switch column (`switch`), rows that may not be deleted
 * (`undeletable`), the kit's edit/delete placed among the page's row actions, a cache dropped
 * after changes (`afterChange`), a filter beside the list (`aside`, kept by Reset); and the field
 * list's form entries that depend on the edited row, with their texts translated.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineEntity } from '../../api/entity';
import { type CrudEditorProps, CrudListPage, type CrudListPageProps } from '../CrudListPage';
import { defineFields } from '../defineFields';
import { q } from '../urlQuery';
import { currentQuery, fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

jest.setTimeout(30000);

interface Item {
  id: number;
  name: string;
  code: string;
  builtin: boolean;
  status: number;
}
const anvil: Item = { id: 1, name: 'Anvil', code: 'a', builtin: true, status: 1 };
const bolt: Item = { id: 2, name: 'Bolt', code: 'b', builtin: false, status: 0 };
const ItemApi = defineEntity('x', 'item', ['list', 'add', 'edit', 'delete', 'setStatus']);
const rules = (...actions: string[]) => actions.map((a) => `api/v1/x/item/${a}`);
const t = (k: string) => `«${k}»`;

const fields = defineFields<Item, Body>([
  { key: 'name', label: 'Name', search: true, form: { placeholder: 'ph.name' } },
  {
    key: 'code',
    label: 'Code',
    form: (row) => ({ disabled: !!row?.builtin, extra: row?.builtin ? 'hint.builtin' : undefined, patternMessage: 'msg.code' }),
  },
  { key: 'status', label: 'Status', dict: { type: 'sys_normal_disable', numeric: true }, switch: true, search: true, form: true },
]);

let api: ReturnType<typeof fakeApi>;
let rows: Item[];
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
});
const serve = (extra: Parameters<typeof fakeApi>[0] = {}) => {
  rows = [anvil, bolt];
  api = fakeApi({
    'api/v1/x/item/list': () => ({ list: rows, total: rows.length, currentPage: 1 }),
    'api/v1/system/dict/data/getDictData': () => ({ list: [] }),
    'DELETE api/v1/x/item/delete': (c) => {
      rows = rows.filter((r) => !(c.body as { ids: number[] }).ids.includes(r.id));
      return null;
    },
    ...extra,
  });
};
type Body = { name: string; code: string; status: number };
const renderList = (props: Partial<CrudListPageProps<Item, Body>>, opts?: Parameters<typeof renderKit>[1]) =>
  renderKit(<CrudListPage entity={ItemApi} fields={fields} ns="x" texts="item" {...props} />, opts);
const listCalls = () => api.callsTo('api/v1/x/item/list').length;

test('one control per kind for search and form; form entries of the edited row, texts translated', () => {
  expect(fields.search(t)[1]).toMatchObject({ name: 'status', type: 'dict', dictType: 'sys_normal_disable', numeric: true });
  expect(fields.form(t)[2]).toMatchObject({ name: 'status', type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true });
  expect(fields.form(t)[0]).toMatchObject({ label: '«Name»', placeholder: '«ph.name»' });
  expect(fields.form(t)[1]).toMatchObject({ disabled: false, extra: undefined, patternMessage: '«msg.code»' });
  expect(fields.form(t, anvil)[1]).toMatchObject({ disabled: true, extra: '«hint.builtin»' });
  // A field whose function gives nothing is not in that form.
  const addOnly = defineFields<Item>([{ key: 'code', label: 'Code', form: (row) => !row }]);
  expect(addOnly.form(t).map((f) => f.name)).toEqual(['code']);
  expect(addOnly.form(t, bolt)).toEqual([]);
});

test('editor: Add and Edit open the page’s own form; a save reloads; no export; undeletable rows', async () => {
  setPermissions(rules(...ItemApi.actions));
  serve();
  const seen: CrudEditorProps<Item>['editing'][] = [];
  function Editor({ editing, onClose, onSaved }: CrudEditorProps<Item>) {
    seen.push(editing);
    return editing ? (
      <div role="dialog" aria-label="own editor">
        {editing.row ? `editing ${editing.row.name}` : 'adding'}
        <button type="button" onClick={() => (onSaved(), onClose())}>
          Done
        </button>
      </div>
    ) : null;
  }
  renderList({
    editor: Editor,
    export: false,
    undeletable: (r) => r.builtin && 'why.builtin',
  });
  const row = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  expect(within(row).getByRole('button', { name: /Delete/ })).toBeDisabled();
  const other = screen.getByText('Bolt').closest('tr') as HTMLElement;
  expect(within(other).getByRole('button', { name: /Delete/ })).toBeEnabled();

  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  expect(await screen.findByRole('dialog', { name: 'own editor' })).toHaveTextContent('adding');
  expect(seen.at(-1)).toEqual({});
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(listCalls()).toBe(2));

  fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
  expect(await screen.findByRole('dialog', { name: 'own editor' })).toHaveTextContent('editing Anvil');
  expect(seen.at(-1)).toEqual({ id: 1, row: anvil });
});

test('editor is not mounted without add or edit; no actions column for a reader', async () => {
  setPermissions(rules('list'));
  serve();
  const Editor = jest.fn(() => null);
  renderList({ editor: Editor });
  await screen.findByText('Anvil');
  expect(Editor).not.toHaveBeenCalled();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  // The switch is read-only without setStatus.
  expect(within(screen.getByText('Anvil').closest('tr') as HTMLElement).getByRole('switch')).toBeDisabled();
});

test('switch column: setStatus by the entity’s rule, then the list reloads', async () => {
  setPermissions(rules('list', 'setStatus'));
  serve({ 'PUT api/v1/x/item/setStatus': () => null });
  renderList({});
  const row = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('switch'));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Anvil');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
  await waitFor(() => expect(api.callsTo('api/v1/x/item/setStatus', 'PUT')[0]?.body).toEqual({ id: 1, status: 0 }));
  await waitFor(() => expect(listCalls()).toBe(2));
});

test('the kit’s edit and delete placed among the page’s actions; afterChange gets the deleted row', async () => {
  setPermissions(rules(...ItemApi.actions));
  serve();
  const after = jest.fn();
  renderList({
    editor: () => null,
    rowActions: (r) => [{ key: 'open', label: `Open ${r.name}`, onClick: () => {} }, 'edit', 'delete'],
    afterChange: after,
  });
  const row = (await screen.findByText('Bolt')).closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['OpenBolt', 'Edit', 'Delete']);
  fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('dialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('api/v1/x/item/delete', 'DELETE')[0]?.body).toEqual({ ids: [2] }));
  await waitFor(() => expect(after).toHaveBeenCalledWith(bolt));
  await waitFor(() => expect(screen.queryByText('Bolt')).toBeNull());
});

test('aside: given the page; Reset clears the search form but keeps the aside’s filter', async () => {
  setPermissions(rules('list'));
  serve();
  const schema = { name: q.string(), group: q.int() };
  const aside: CrudListPageProps<Item, Body>['aside'] = (page) => (
    <button type="button" onClick={() => page.setQuery({ group: 7, pageNum: 1 })}>
      Group 7
    </button>
  );
  renderList({ schema, aside }, { route: '/?name=anv' });
  await screen.findByText('Anvil');
  fireEvent.click(screen.getByRole('button', { name: 'Group 7' }));
  await waitFor(() => expect(currentQuery().get('group')).toBe('7'));
  fireEvent.click(screen.getByRole('button', { name: /Reset$/ }));
  await waitFor(() => expect(currentQuery().get('name')).toBeNull());
  expect(currentQuery().get('group')).toBe('7');
});
