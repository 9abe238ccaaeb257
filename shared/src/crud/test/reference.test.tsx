/**
 * Field kinds: a `state` field gives its options, tag and export label (and, with a machine,
 * the transition buttons of CrudListPage); a `ref` field names ids of another entity with one
 * lookup per page of rows (by ids, or the small list read once), offers a searchable select of
 * the pickable rows, exports names, and explains itself without the rule or with nothing to pick.
 */
// helpers first: they install the jsdom polyfills react-router needs

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { defineEntity, defineReference } from '../../api/entity';
import { defineMachine } from '../../api/machine';
import { i18n } from '../../i18n';
import { CrudListPage } from '../CrudListPage';
import { CrudTable } from '../CrudTable';
import { defineFields } from '../defineFields';
import { FormModal } from '../FormContainer';
import { clearReferenceCache } from '../reference';
import { fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

jest.setTimeout(30000);

interface Tool {
  id: number;
  name: string;
  status: string;
}
const ToolApi = defineEntity('x', 'tool', ['list']);
const WorkerApi = defineEntity('x', 'worker', ['list']);
/** A small master list: read whole, once. */
const ToolRef = defineReference<Tool>(ToolApi, { label: (r) => r.name, pickable: (r) => r.status === 'active' });
/** A big list with an id filter: names looked up by ids. */
const WorkerRef = defineReference<{ id: number; name: string }>(WorkerApi, { label: (r) => r.name, idsParam: 'ids' });

interface Job {
  id: number;
  name: string;
  status: string;
  workerId: number | null;
  toolIds: number[] | null;
}
interface JobBody {
  name: string;
  status: string;
  toolIds: number[];
}
const t = (k: string) => k;
const fields = defineFields<Job, JobBody>([
  { key: 'name', label: 'Name', search: true, form: true },
  {
    key: 'status',
    label: 'Status',
    state: ['active', 'inactive'],
    table: { sortable: true },
    search: true,
    form: true,
  },
  { key: 'workerId', label: 'Worker', ref: { to: WorkerRef }, search: true },
  { key: 'toolIds', label: 'Tools', ref: { to: ToolRef, many: true }, form: true },
]);

const tools: Tool[] = [
  { id: 1, name: 'Drill', status: 'active' },
  { id: 2, name: 'Saw', status: 'active' },
  { id: 3, name: 'Old Hammer', status: 'inactive' },
];
const job = (id: number, workerId: number | null, toolIds: number[] | null, status = 'active'): Job => ({
  id,
  name: `Job ${id}`,
  status,
  workerId,
  toolIds,
});
const workers = (ids: unknown) => (ids as string[]).map(Number).map((id) => ({ id, name: `Worker ${id}` }));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearReferenceCache());
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
  void i18n.changeLanguage('en');
});

function Table({ rows }: { rows: Job[] }) {
  return <CrudTable<Job> tableKey="jobs" columns={fields.columns(t)} rows={rows} onReload={() => {}} />;
}

const firstPage = [job(1, 7, null), job(2, 8, null), job(3, 7, null), job(4, null, null), job(5, 9, null)];
function Pages() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSecond(true)}>
        next page
      </button>
      <Table rows={second ? [job(6, 9, null), job(7, 10, null)] : firstPage} />
    </>
  );
}

function Form({ initial }: { initial?: Partial<JobBody> }) {
  const [open, setOpen] = useState(true);
  return (
    <FormModal<JobBody>
      open={open}
      title="Job"
      fields={fields.form(t)}
      initialValues={initial}
      onSubmit={async () => null}
      onClose={() => setOpen(false)}
    />
  );
}

describe('state fields', () => {
  test('give the filter and form options, the URL codec and the export label, in the interface language', async () => {
    expect(fields.search(t).find((f) => f.name === 'status')).toMatchObject({
      type: 'select',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    });
    expect(fields.form(t).find((f) => f.name === 'status')).toMatchObject({ type: 'radio' });
    const codec = fields.querySchema().status;
    expect(codec.parse(new URLSearchParams('status=inactive'), 'status')).toBe('inactive');
    expect(codec.parse(new URLSearchParams('status=bogus'), 'status')).toBeUndefined();
    expect(fields.querySchema()).toBe(fields.querySchema());
    expect(fields.sortable()).toEqual(['status']);
    const status = fields.exportColumns(t).find((c) => c.title === 'Status');
    expect(status?.value(job(1, null, null, 'inactive'))).toBe('Inactive');
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(status?.value(job(1, null, null, 'active'))).toBe('生效中');
    expect((fields.search(t).find((f) => f.name === 'status')?.options ?? [])[0].label).toBe('生效中');
  });

  test('show as a coloured tag in the table', async () => {
    setPermissions(['*/*/*']);
    api = fakeApi({
      'api/v1/x/tool/list': () => ({ list: tools, total: 3, currentPage: 1 }),
      'api/v1/x/worker/list': () => ({ list: [], total: 0, currentPage: 1 }),
    });
    renderKit(<Table rows={[job(1, null, null, 'inactive')]} />);
    const tag = await screen.findByText('Inactive');
    expect(tag.closest('[data-state]')?.getAttribute('data-state')).toBe('inactive');
  });
});

describe('reference fields', () => {
  test('a page of rows is named with ONE lookup by ids; the next page asks only for new ids', async () => {
    setPermissions(['*/*/*']);
    api = fakeApi({
      'api/v1/x/worker/list': (c) => ({ list: workers(c.params.ids), total: 0, currentPage: 1 }),
      'api/v1/x/tool/list': () => ({ list: tools, total: 3, currentPage: 1 }),
    });
    renderKit(<Pages />);
    expect(await screen.findAllByText('Worker 7')).toHaveLength(2);
    expect(screen.getByText('Worker 9')).toBeInTheDocument();
    const calls = api.callsTo('api/v1/x/worker/list', 'GET');
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toMatchObject({ ids: [7, 8, 9], pageSize: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    await screen.findByText('Worker 10');
    expect(api.callsTo('api/v1/x/worker/list', 'GET')).toHaveLength(2);
    expect(api.callsTo('api/v1/x/worker/list', 'GET')[1].params).toMatchObject({ ids: [10] });
  });

  test('a small list is read once for all the rows; unknown ids stay visible as #id', async () => {
    setPermissions(['*/*/*']);
    api = fakeApi({
      'api/v1/x/tool/list': () => ({ list: tools, total: 3, currentPage: 1 }),
      'api/v1/x/worker/list': () => ({ list: [], total: 0, currentPage: 1 }),
    });
    renderKit(<Table rows={[job(1, null, [1, 3]), job(2, null, [2]), job(3, null, [1, 99])]} />);
    expect(await screen.findAllByText('Drill')).toHaveLength(2);
    expect(screen.getByText('Old Hammer')).toBeInTheDocument();
    expect(screen.getByText('#99')).toBeInTheDocument();
    expect(api.callsTo('api/v1/x/tool/list', 'GET')).toHaveLength(1);
    expect(api.callsTo('api/v1/x/tool/list', 'GET')[0].params).toMatchObject({ pageSize: 500 });
  });

  test('without the list rule nothing is asked: ids show as #id', async () => {
    setPermissions([]);
    api = fakeApi({ 'api/v1/x/tool/list': () => ({ list: tools, total: 3, currentPage: 1 }) });
    renderKit(<Table rows={[job(1, 4, [1])]} />);
    await screen.findByText('#1');
    expect(screen.getByText('#4')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('the export names every row with one lookup before writing', async () => {
    api = fakeApi({ 'api/v1/x/worker/list': (c) => ({ list: workers(c.params.ids), total: 0, currentPage: 1 }) });
    const cols = fields.exportColumns(t, undefined, () => true);
    const rows = [job(1, 3, null), job(2, 4, null), job(3, 3, null)];
    await Promise.all(cols.map((c) => c.prepare?.(rows)));
    const worker = cols.find((c) => c.title === 'Worker');
    expect(rows.map((r) => worker?.value(r))).toEqual(['Worker 3', 'Worker 4', 'Worker 3']);
    expect(api.callsTo('api/v1/x/worker/list', 'GET')).toHaveLength(1);
    // Without the rule the export does not ask.
    const denied = fields.exportColumns(t, undefined, () => false).find((c) => c.title === 'Worker');
    expect(denied?.prepare).toBeUndefined();
  });

  const toolsItem = (dialog: HTMLElement) =>
    within(dialog).getByText('Tools', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

  test('the form offers the pickable rows by name; a picked inactive one keeps its name', async () => {
    setPermissions(['*/*/*']);
    api = fakeApi({ 'api/v1/x/tool/list': () => ({ list: tools, total: 3, currentPage: 1 }) });
    renderKit(<Form initial={{ toolIds: [3] }} />);
    const dialog = await screen.findByRole('dialog');
    const item = toolsItem(dialog);
    await within(item).findByText('Old Hammer');
    fireEvent.mouseDown(within(item).getByRole('combobox'));
    await screen.findByText('Saw', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('Old Hammer', { selector: '.ant-select-item-option-content' })).toBeNull();
    // The label of the control is the field's (keyboard and screen readers reach it by name).
    expect(within(item).getByRole('combobox').id).toBe(
      within(item).getByText('Tools', { selector: 'label' }).getAttribute('for'),
    );
  });

  test('nothing to pick yet, or no rule: the field says why', async () => {
    setPermissions(['*/*/*']);
    api = fakeApi({ 'api/v1/x/tool/list': () => ({ list: [tools[2]], total: 1, currentPage: 1 }) });
    const { unmount } = renderKit(<Form />);
    await screen.findByText('Nothing to choose from yet.');
    unmount();
    api.restore();
    clearReferenceCache();

    setPermissions(['api/v1/x/worker/list']);
    api = fakeApi({});
    renderKit(<Form />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('You may not see these options; ask an administrator.');
    expect(toolsItem(dialog).querySelector('.ant-select-disabled')).not.toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('CrudListPage', () => {
  const machine = defineMachine({
    entity: 'ticket',
    module: 'x',
    states: ['open', 'closed'],
    initial: 'open',
    actions: { close: { from: ['open'], to: 'closed' }, reopen: { from: ['closed'], to: 'open' } },
  });
  const TicketApi = defineEntity('x', 'ticket', ['list', 'add', 'edit', 'delete', 'close', 'reopen']);
  const ticketFields = defineFields<{ id: number; name: string; status: string }, { name: string }>([
    { key: 'name', label: 'Name', search: true, form: true },
    { key: 'status', label: 'Status', state: machine, search: true },
  ]);

  test('search, table, toolbar and row actions by rule, with the machine’s transitions', async () => {
    setPermissions(['api/v1/x/ticket/list', 'api/v1/x/ticket/edit', 'api/v1/x/ticket/close']);
    api = fakeApi({
      'api/v1/x/ticket/list': () => ({
        list: [
          { id: 1, name: 'Leak', status: 'open' },
          { id: 2, name: 'Door', status: 'closed' },
        ],
        total: 2,
        currentPage: 1,
      }),
    });
    renderKit(
      <CrudListPage
        entity={TicketApi}
        fields={ticketFields}
        ns="x"
        texts="ticket"
        form={{ add: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } }}
      />,
      {
        route: '/tickets?status=open',
      },
    );
    const leak = (await screen.findByText('Leak')).closest('tr') as HTMLElement;
    expect(api.callsTo('api/v1/x/ticket/list', 'GET')[0].params).toMatchObject({ status: 'open' });
    expect(screen.getByRole('search')).toBeInTheDocument();
    // Add and delete are not held; export (the list rule) is.
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(within(leak).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(within(leak).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(leak).getByRole('button', { name: 'Close Leak' })).toBeInTheDocument();
    const door = screen.getByText('Door').closest('tr') as HTMLElement;
    // `reopen` is allowed from closed but not held.
    expect(within(door).queryByRole('button', { name: 'Reopen Door' })).toBeNull();
    await waitFor(() => expect(within(leak).getByText('Open')).toBeInTheDocument());
  });
});
