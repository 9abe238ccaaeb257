import type { ConfigRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fail, fakeApi, invalid } from '../../../test/fakeApi';
import { renderPage } from '../../../test/render';
import ConfigPage from './index';

const LIST = 'api/v1/system/config/list';
const ue = userEvent.setup({ delay: null });
// antd dialogs open with an animation; allow a loaded CI machine some slack.
/** Waits until no dialog is open (antd keeps the overlay during its close animation). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
/** The control of a form item by its label (the search form reuses the ids, so getByLabelText is ambiguous). */
const field = (root: HTMLElement, label: string) =>
  (within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement;

const cfg = (id: number, over: Partial<ConfigRow> = {}): ConfigRow => ({
  id,
  configName: `Param ${id}`,
  configKey: `sys.param${id}`,
  configValue: `value${id}`,
  configType: false,
  remark: '',
  createdAt: '2026-01-15T02:30:00.000Z',
  updatedAt: '2026-01-15T02:30:00.000Z',
  ...over,
});

let rows: ConfigRow[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  rows = [
    cfg(1, { configName: 'Brand name', configKey: 'sys.brand', configValue: 'Shiftdesk', configType: true }),
    cfg(2, { configName: 'Page size' }),
  ];
  let next = 10;
  api = fakeApi({
    [LIST]: () => ({ list: rows, total: rows.length, currentPage: 1 }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'POST api/v1/system/config/add': (_p, c) => {
      if (c.body.configKey === 'sys.brand') return invalid({ configKey: 'The key sys.brand is already used' });
      rows = [...rows, cfg(++next, c.body)];
      return { id: next };
    },
    'PUT api/v1/system/config/edit': (_p, c) => {
      rows = rows.map((r) => (r.id === c.body.id ? { ...r, ...c.body } : r));
      return null;
    },
    'DELETE api/v1/system/config/delete': (_p, c) => {
      if (rows.some((r) => c.body.ids.includes(r.id) && r.configType))
        return fail(409, 'Built-in parameters cannot be deleted');
      rows = rows.filter((r) => !c.body.ids.includes(r.id));
      return null;
    },
  });
});
afterEach(() => api.restore());

describe('System → Parameters', () => {
  it('lists the parameters; a built-in row cannot be deleted', async () => {
    renderPage(<ConfigPage />, { route: '/system/config' });
    const brand = (await screen.findByText('Brand name')).closest('tr') as HTMLElement;
    expect(within(brand).getByText('Shiftdesk')).toBeInTheDocument();
    expect(within(brand).getByText('Built-in')).toBeInTheDocument();
    expect(within(brand).getByRole('button', { name: /Delete/ })).toBeDisabled();
    const custom = screen.getByText('Page size').closest('tr') as HTMLElement;
    expect(within(custom).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });

  it('add → edit → delete round trip with the server’s field message', async () => {
    renderPage(<ConfigPage />, { route: '/system/config' });
    await screen.findByText('Brand name');
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dlg = await screen.findByRole('dialog');
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Parameter name cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Parameter key cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Parameter value cannot be empty')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Parameter name'), { target: { value: 'Timeout' } });
    fireEvent.change(field(dlg, 'Parameter key'), { target: { value: 'sys.brand' } });
    fireEvent.change(field(dlg, 'Parameter value'), { target: { value: '30' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('The key sys.brand is already used')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Parameter key'), { target: { value: 'sys.timeout' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    await screen.findByText('Timeout');
    expect(api.callsTo('api/v1/system/config/add', 'POST').at(-1)?.body).toEqual({
      configName: 'Timeout',
      configKey: 'sys.timeout',
      configValue: '30',
      remark: '',
    });

    await closed();
    fireEvent.click(
      within(screen.getByText('Timeout').closest('tr') as HTMLElement).getByRole('button', { name: /Edit/ }),
    );
    const edit = await screen.findByRole('dialog');
    fireEvent.change(field(edit, 'Parameter value'), { target: { value: '60' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('60');
    expect(api.callsTo('api/v1/system/config/edit', 'PUT')[0].body).toMatchObject({ id: 11, configValue: '60' });

    await closed();
    fireEvent.click(
      within(screen.getByText('Timeout').closest('tr') as HTMLElement).getByRole('button', { name: /Delete/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: /Delete/ });
    await ue.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Timeout')).toBeNull());
    expect(api.callsTo('api/v1/system/config/delete', 'DELETE')[0].body).toEqual({ ids: [11] });
  });

  it('hides the buttons without their rules', async () => {
    renderPage(<ConfigPage />, { route: '/system/config', permissions: ['api/v1/system/config/list'] });
    await screen.findByText('Brand name');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
