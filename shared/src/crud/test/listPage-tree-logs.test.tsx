/**
 * The kit pieces the System lists (logs, online users, departments) are declared with: numeric
 * and self-named `options` with coloured tags, batch-only delete, a row key other than `id`, the
 * log's Clear, and the tree list (open branches, Expand / Collapse all, Add child presetting the
 * parent, the parent's choices without the edited subtree).
 */
// helpers first: they install the jsdom polyfills react-router needs
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { defineEntity } from '../../api/entity';
import { ClearButton } from '../ClearButton';
import { CrudListPage } from '../CrudListPage';
import { defineFields } from '../defineFields';
import { branchIds, cleanTree, treeOptions } from '../tree';
import { fakeApi, renderKit as renderKitWithStyles, setPermissions } from './helpers';

const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');
const renderKit = (ui: ReactElement, opts?: Parameters<typeof renderKitWithStyles>[1]) =>
  renderKitWithStyles(<StyleProvider container={styleSink}>{ui}</StyleProvider>, opts);

jest.setTimeout(30000);

const t = (k: string) => `«${k}»`;
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
});

interface Log {
  id: number;
  method: string;
  status: number;
}
const logFields = defineFields<Log>([
  { key: 'method', label: 'Method', options: { values: ['GET', 'PUT'], colors: { PUT: 'orange' } }, search: true },
  { key: 'status', label: 'Status', options: { values: [0, 1], label: (s) => `status.${s}`, colors: { 0: 'success', 1: 'error' } }, search: true },
  { key: 'action', label: 'Action', options: { values: ['void'], title: (a) => `Title of ${a}` } },
]);

test('options: numeric values stay numbers, no label = the value, title = a ready name, colours = a tag', () => {
  const status = logFields.querySchema().status;
  expect(status.parse(new URLSearchParams('status=1'), 'status')).toBe(1);
  expect(status.parse(new URLSearchParams('status=2'), 'status')).toBeUndefined();
  expect(logFields.search(t)[0]).toMatchObject({ options: [{ value: 'GET', label: 'GET' }, { value: 'PUT', label: 'PUT' }] });
  const [method, st, action] = logFields.columns(t).map((c) => c.render as (v: unknown) => ReactElement | string);
  expect((method('PUT') as ReactElement).props).toMatchObject({ color: 'orange', children: 'PUT' });
  expect((st(0) as ReactElement).props).toMatchObject({ color: 'success', children: '«status.0»' });
  expect(action('void')).toBe('Title of void');
  expect(st(null)).toBe('—');
  const exported = logFields.exportColumns(t).map((c) => c.value({ id: 1, method: 'GET', status: 0, action: 'void' } as Log));
  expect(exported).toEqual(['GET', '«status.0»', 'Title of void']);
});

test("delete='batch': selection and batch delete, no row delete and no empty actions column; Clear empties the log", async () => {
  const LogApi = defineEntity('x', 'log', ['list', 'delete', 'clear']);
  setPermissions(['api/v1/x/log/list', 'api/v1/x/log/delete', 'api/v1/x/log/clear']);
  let rows: Log[] = [{ id: 1, method: 'PUT', status: 1 }];
  api = fakeApi({
    'api/v1/x/log/list': () => ({ list: rows, total: rows.length, currentPage: 1 }),
    'DELETE api/v1/x/log/clear': () => {
      rows = [];
      return { deleted: 1 };
    },
  });
  renderKit(
    <CrudListPage
      entity={LogApi}
      fields={logFields}
      ns="x"
      texts="log"
      delete="batch"
      export={false}
      toolbar={(page) => <ClearButton entity={LogApi} ns="x" texts="log" onDone={page.list.reload} />}
    />,
  );
  const row = (await screen.findByText('PUT')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('checkbox')).toBeInTheDocument();
  expect(within(row).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /log\.clear/ }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('log.clearConfirm');
  fireEvent.click(within(confirm).getAllByRole('button', { name: /log\.clear/ }).at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByText('PUT')).toBeNull());
  expect(api.callsTo('api/v1/x/log/clear', 'DELETE')[0].body).toEqual({});
});

test('rowKey: a list keyed by another column, with a row action carrying its accessible name', async () => {
  const SessionApi = defineEntity('x', 'session', ['list']);
  setPermissions(['api/v1/x/session/list']);
  type S = { id: number; sid: string; user: string };
  const fields = defineFields<S>([{ key: 'user', label: 'User' }]);
  api = fakeApi({ 'api/v1/x/session/list': () => ({ list: [{ sid: 'a', user: 'ann' }, { sid: 'b', user: 'bob' }], total: 2, currentPage: 1 }) });
  const opened: string[] = [];
  renderKit(
    <CrudListPage
      entity={SessionApi}
      fields={fields}
      ns="x"
      texts="session"
      rowKey="sid"
      export={false}
      rowActions={(r) => [{ key: 'open', label: 'Open', ariaLabel: `Open ${r.user}`, onClick: () => opened.push(r.sid) }]}
    />,
  );
  await screen.findByText('bob');
  expect(document.querySelector('tr[data-row-key="b"]')).not.toBeNull();
  fireEvent.click(screen.getByLabelText('Open bob'));
  expect(opened).toEqual(['b']);
});

interface Dept {
  id: number;
  parentId: number;
  name: string;
  children?: Dept[];
}
// The shape TypeBox gives such a body (shared's jest does not load the ESM-only typebox package).
const DeptBody = { type: 'object', required: ['parentId', 'name'], properties: { parentId: { type: 'integer' }, name: { type: 'string', minLength: 1 } } };
const TREE: Dept[] = [
  { id: 1, parentId: 0, name: 'HQ', children: [{ id: 2, parentId: 1, name: 'Finance', children: [{ id: 3, parentId: 2, name: 'Payroll', children: [] }] }] },
];

test('tree helpers: empty children dropped, branch ids, parent choices without a subtree', () => {
  const rows = cleanTree(TREE);
  expect(rows[0].children?.[0].children?.[0].children).toBeUndefined();
  expect(branchIds(rows)).toEqual([1, 2]);
  expect(treeOptions(rows, (n) => n.name, 2)).toEqual([{ value: 1, title: 'HQ', children: [] }]);
});

test('tree list: unpaged, all open, Collapse / Expand all, Add child presets the parent from the tree', async () => {
  const DeptApi = defineEntity('x', 'dept', ['list', 'add', 'edit', 'delete']);
  setPermissions(['api/v1/x/dept/list', 'api/v1/x/dept/add', 'api/v1/x/dept/edit', 'api/v1/x/dept/delete']);
  api = fakeApi({ 'api/v1/x/dept/list': () => ({ list: TREE }), 'POST api/v1/x/dept/add': () => ({ id: 9 }) });
  const fields = defineFields<Dept, { parentId: number; name: string }>([
    { key: 'name', label: 'Name', form: true },
    { key: 'parentId', label: 'Parent', table: false, form: true },
  ]);
  renderKit(
    <CrudListPage<Dept, { parentId: number; name: string }>
      entity={DeptApi}
      fields={fields}
      ns="x"
      texts="dept"
      form={{ add: DeptBody, defaults: { parentId: 0 } }}
      tree={{ parent: 'parentId', label: 'name', root: 'dept.root' }}
      export={false}
    />,
  );
  await screen.findByText('Payroll', undefined);
  expect(api.callsTo('api/v1/x/dept/list')[0].params).toEqual({});
  fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
  await waitFor(() => expect(screen.queryByText('Payroll')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
  await screen.findByText('Payroll', undefined);
  const finance = screen.getByText('Finance').closest('tr') as HTMLElement;
  fireEvent.click(within(finance).getByRole('button', { name: /Add child/ }));
  const dialog = await screen.findByRole('dialog', undefined);
  // the preset parent shows by its name from the tree
  expect(within(dialog).getAllByText('Finance').length).toBeGreaterThan(0);
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Audit' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/x/dept/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/x/dept/add', 'POST')[0].body).toEqual({ parentId: 2, name: 'Audit' });
});
