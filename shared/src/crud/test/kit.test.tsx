/**
 * The kit pieces every entity page is built from: server-side column sorting bound to the URL
 * (useCrudPage + CrudTable), one `fields` list feeding columns, search, form and export, the
 * entity endpoint descriptor, and the DetailPage layout with URL-bound tabs and a history slot.
 */
// helpers first: they install the jsdom polyfills react-router needs
import { currentQuery, fakeApi, renderKitFast as renderKit } from './helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineEntity } from '../../api/entity';
import { CrudTable } from '../CrudTable';
import { DetailPage } from '../DetailPage';
import { defineFields } from '../defineFields';
import { useCrudPage } from '../useCrudPage';
import { q } from '../urlQuery';

jest.setTimeout(30000);

interface Row {
  id: number;
  name: string;
  status: number;
  createdAt: string;
  tags: string[];
}
interface Body {
  name: string;
  status: number;
}
const t = (k: string) => `«${k}»`;
const fields = defineFields<Row, Body>([
  { key: 'name', label: 'x.name', table: { sortable: true, alwaysShow: true }, search: true, form: { props: { maxLength: 9 } } },
  { key: 'status', label: 'x.status', dict: { type: 'sys_normal_disable', numeric: true }, table: { sortable: 'state' }, search: { label: 'x.statusFilter' }, form: true, export: (r) => (r.status ? 'on' : 'off') },
  { key: 'createdAt', label: 'x.createdAt', datetime: true, table: { sortable: true } },
  { key: 'tags', label: 'x.tags', table: { defaultHidden: true } },
  { key: 'secret', label: 'x.secret', table: false, search: { type: 'dateRange' } },
]);

describe('defineFields', () => {
  test('one list gives columns, search fields, form fields and export columns', () => {
    const cols = fields.columns(t);
    expect(cols.map((c) => [c.key, c.title, c.sortable ?? false])).toEqual([
      ['name', '«x.name»', true],
      ['status', '«x.status»', 'state'],
      ['createdAt', '«x.createdAt»', true],
      ['tags', '«x.tags»', false],
    ]);
    expect(cols.find((c) => c.key === 'tags')?.defaultHidden).toBe(true);
    expect(fields.search(t)).toEqual([
      { name: 'name', label: '«x.name»' },
      { name: 'status', label: '«x.statusFilter»', type: 'dict', dictType: 'sys_normal_disable', numeric: true },
      { name: 'secret', label: '«x.secret»', type: 'dateRange' },
    ]);
    expect(fields.form(t)).toEqual([
      { name: 'name', label: '«x.name»', props: { maxLength: 9 } },
      { name: 'status', label: '«x.status»', type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
    ]);
    const row: Row = { id: 1, name: 'A', status: 1, createdAt: '2026-03-01T01:00:00.000Z', tags: ['x', 'y'] };
    const ex = fields.exportColumns(t);
    expect(ex.map((c) => c.title)).toEqual(['«x.name»', '«x.status»', '«x.createdAt»', '«x.tags»']);
    expect(ex.map((c) => c.value(row))).toEqual(['A', 'on', expect.stringMatching(/^01\/03\/2026 09:00|^2026-03-01 09:00/), 'x, y']);
  });
});

describe('defineEntity', () => {
  test('rules, client URLs and route paths come from one declaration', () => {
    const e = defineEntity('finance', 'invoice', ['list', 'issue']);
    expect(e.rule).toEqual({ list: 'api/v1/finance/invoice/list', issue: 'api/v1/finance/invoice/issue' });
    expect(e.url.issue).toBe('/api/v1/finance/invoice/issue');
    expect(e.path.list).toBe('/invoice/list');
    expect(e.base).toBe('api/v1/finance/invoice');
  });
});

const schema = { name: q.string() };
function SortedList() {
  const page = useCrudPage<Row, typeof schema>('api/v1/x/item/list', schema, { sortable: ['name', 'state', 'createdAt'] });
  return <CrudTable<Row> {...page.table} tableKey="kit.sorted" columns={fields.columns(t)} />;
}

/** The header cell of a column (antd renders a second, measuring header row for scrolling tables). */
const th = (title: string) => screen.getAllByText(title)[0].closest('th') as HTMLElement;

describe('server-side sorting', () => {
  const list = [
    { id: 1, name: 'Beta', status: 1, createdAt: '2026-03-01T01:00:00.000Z', tags: [] },
    { id: 2, name: 'Alpha', status: 0, createdAt: '2026-03-02T01:00:00.000Z', tags: [] },
  ];
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  test('a header click sends orderBy/orderDir, writes them to the URL and shows the sort state', async () => {
    api = fakeApi({ 'api/v1/x/item/list': () => ({ list, total: 2, currentPage: 1 }) });
    renderKit(<SortedList />, { route: '/items?pageNum=2' });
    await screen.findByText('Beta');
    expect(api.calls[0].params).toEqual({ pageNum: 2, pageSize: 20 });

    const header = () => th('«x.name»');
    fireEvent.click(header());
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ pageNum: 1, pageSize: 20, orderBy: 'name', orderDir: 'asc' }));
    expect(currentQuery().get('orderBy')).toBe('name');
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));

    fireEvent.click(header());
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ orderBy: 'name', orderDir: 'desc' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));

    // a third click clears the sort: the list's default order again
    fireEvent.click(header());
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ pageNum: 1, pageSize: 20 }));
    expect(currentQuery().get('orderBy')).toBeNull();

    // the column's own orderBy name (status sorts as `state`)
    fireEvent.click(th('«x.status»'));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ orderBy: 'state', orderDir: 'asc' }));
  });

  test('the sort is read from the URL; a name outside the sortable list is dropped', async () => {
    api = fakeApi({ 'api/v1/x/item/list': () => ({ list, total: 2, currentPage: 1 }) });
    renderKit(<SortedList />, { route: '/items?orderBy=createdAt&orderDir=desc' });
    await screen.findByText('Beta');
    expect(api.calls[0].params).toEqual({ pageNum: 1, pageSize: 20, orderBy: 'createdAt', orderDir: 'desc' });
    expect(th('«x.createdAt»')).toHaveAttribute('aria-sort', 'descending');
    api.restore();
    api = fakeApi({ 'api/v1/x/item/list': () => ({ list, total: 2, currentPage: 1 }) });
    renderKit(<SortedList />, { route: '/items?orderBy=password_hash' });
    await waitFor(() => expect(api.calls[0]?.params).toEqual({ pageNum: 1, pageSize: 20 }));
  });
});

describe('DetailPage', () => {
  test('header with status, facts and actions; tabs bound to the URL; a History tab from the slot', async () => {
    const ue = userEvent.setup();
    renderKit(
      <DetailPage
        title="INV-0001"
        status={{ label: 'Issued', color: 'green' }}
        facts={[{ key: 'total', label: 'Total', value: 'S$ 1,090.00' }]}
        actions={<button type="button">Void</button>}
        tabs={[
          { key: 'lines', label: 'Lines', children: <p>the lines</p> },
          { key: 'payments', label: 'Payments', children: <p>the payments</p> },
        ]}
        history={<p>the timeline</p>}
      />,
      { route: '/finance/invoice/detail/1?tab=payments' },
    );
    expect(screen.getByText('INV-0001')).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(screen.getByText('S$ 1,090.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.getByText('the payments')).toBeVisible();
    const tabs = screen.getByRole('tablist');
    await ue.click(within(tabs).getByText('History'));
    expect(await screen.findByText('the timeline')).toBeInTheDocument();
    expect(currentQuery().get('tab')).toBe('history');
    await ue.click(within(tabs).getByText('Lines'));
    await waitFor(() => expect(currentQuery().get('tab')).toBeNull());
    expect(screen.getByText('the lines')).toBeVisible();
  });
});
