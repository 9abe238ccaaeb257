import type { DictDataRow, DictTypeRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { dictRoute, fakeApi, invalid } from '../../../test/fakeApi';
import { location, renderPage } from '../../../test/render';
import DictDataPage from './data/index';
import DictTypePage from './index';

const ue = userEvent.setup({ delay: null });
// antd dialogs open with an animation; allow a loaded CI machine some slack.
/** Waits until no dialog is open (antd keeps the overlay during its close animation). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const field = (root: HTMLElement, label: string) =>
  (within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement;
const T = '2026-01-15T02:30:00.000Z';

let types: DictTypeRow[];
let data: DictDataRow[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  types = [
    { id: 1, dictName: 'Notice tag', dictType: 'sys_notice_tag', status: 1, remark: '', createdAt: T, updatedAt: T },
  ];
  data = [
    {
      dictCode: 1,
      dictType: 'sys_notice_tag',
      dictLabel: 'Personnel',
      dictLabelZh: '人事',
      dictValue: '1',
      dictSort: 1,
      isDefault: true,
      status: 1,
      remark: '',
      createdAt: T,
      updatedAt: T,
    },
  ];
  let next = 10;
  api = fakeApi({
    'api/v1/system/dict/type/list': () => ({ list: types, total: types.length, currentPage: 1 }),
    'api/v1/system/dict/data/list': (p) => {
      const list = data.filter((d) => d.dictType === p.dictType);
      return { list, total: list.length, currentPage: 1 };
    },
    'api/v1/system/dict/data/getDictData': dictRoute,
    'POST api/v1/system/dict/type/add': (_p, c) => {
      if (c.body.dictType === 'sys_notice_tag')
        return invalid({ dictType: 'Dictionary type "sys_notice_tag" already exists' });
      types = [...types, { id: ++next, ...c.body, createdAt: T, updatedAt: T }];
      return { id: next };
    },
    'PUT api/v1/system/dict/type/edit': (_p, c) => {
      types = types.map((r) => (r.id === c.body.id ? { ...r, ...c.body } : r));
      return null;
    },
    'DELETE api/v1/system/dict/type/delete': (_p, c) => {
      types = types.filter((r) => !c.body.ids.includes(r.id));
      return null;
    },
    'POST api/v1/system/dict/data/add': (_p, c) => {
      if (data.some((d) => d.dictValue === c.body.dictValue))
        return invalid({ dictValue: `Key value "${c.body.dictValue}" already exists` });
      data = [...data, { dictCode: ++next, ...c.body, createdAt: T, updatedAt: T }];
      return { dictCode: next };
    },
    'PUT api/v1/system/dict/data/edit': (_p, c) => {
      data = data.map((r) => (r.dictCode === c.body.dictCode ? { ...r, ...c.body } : r));
      return null;
    },
    'DELETE api/v1/system/dict/data/delete': (_p, c) => {
      data = data.filter((r) => !c.body.ids.includes(r.dictCode));
      return null;
    },
  });
});
afterEach(() => api.restore());

async function del(text: string) {
  await closed();
  fireEvent.click(within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('button', { name: /Delete/ }));
  await ue.click(within(await screen.findByRole('dialog', { name: /Delete/ })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

describe('System → Dictionaries', () => {
  it('types: list, add (server 400 on the field) → edit → delete, data link', async () => {
    renderPage(<DictTypePage />, { route: '/system/dict' });
    await screen.findByText('Notice tag');
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dlg = await screen.findByRole('dialog');
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Dictionary name cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Dictionary type cannot be empty')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Dictionary name'), { target: { value: 'Colours' } });
    fireEvent.change(field(dlg, 'Dictionary type'), { target: { value: 'sys_notice_tag' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Dictionary type "sys_notice_tag" already exists')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Dictionary type'), { target: { value: 'colour' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    await screen.findByText('Colours');
    expect(api.callsTo('api/v1/system/dict/type/add', 'POST').at(-1)?.body).toEqual({
      dictName: 'Colours',
      dictType: 'colour',
      status: 1,
      remark: '',
    });

    await closed();
    fireEvent.click(
      within(screen.getByText('Colours').closest('tr') as HTMLElement).getByRole('button', { name: /Edit/ }),
    );
    const edit = await screen.findByRole('dialog');
    fireEvent.change(field(edit, 'Dictionary name'), { target: { value: 'Colour set' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Colour set');
    await del('Colour set');

    await closed();
    fireEvent.click(
      within(screen.getByText('Notice tag').closest('tr') as HTMLElement).getByRole('button', { name: /Data/ }),
    );
    await waitFor(() => expect(location.current.pathname).toBe('/system/dict/data/list/sys_notice_tag'));
  });

  it('data page: rows of the type, add (400) → edit → delete with dictCode', async () => {
    renderPage(
      <Routes>
        <Route path="/system/dict/data/list/:dictType" element={<DictDataPage />} />
      </Routes>,
      { route: '/system/dict/data/list/sys_notice_tag' },
    );
    const r = (await screen.findByText('Personnel')).closest('tr') as HTMLElement;
    expect(within(r).getByText('Yes')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/dict/data/list')[0].params).toMatchObject({ dictType: 'sys_notice_tag' });

    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dlg = await screen.findByRole('dialog');
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Data label cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Key value cannot be empty')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Data label'), { target: { value: 'Business' } });
    fireEvent.change(field(dlg, 'Key value'), { target: { value: '1' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Key value "1" already exists')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Key value'), { target: { value: '2' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    await screen.findByText('Business');
    expect(api.callsTo('api/v1/system/dict/data/add', 'POST').at(-1)?.body).toMatchObject({
      dictType: 'sys_notice_tag',
      dictLabel: 'Business',
      dictValue: '2',
      dictSort: 0,
      isDefault: false,
    });

    await closed();
    fireEvent.click(
      within(screen.getByText('Business').closest('tr') as HTMLElement).getByRole('button', { name: /Edit/ }),
    );
    const edit = await screen.findByRole('dialog');
    fireEvent.change(field(edit, 'Data label'), { target: { value: 'Commerce' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Commerce');
    expect(api.callsTo('api/v1/system/dict/data/edit', 'PUT')[0].body).toMatchObject({
      dictCode: 11,
      dictLabel: 'Commerce',
    });
    expect(api.callsTo('api/v1/system/dict/data/edit', 'PUT')[0].body).not.toHaveProperty('id');
    await del('Commerce');
    expect(api.callsTo('api/v1/system/dict/data/delete', 'DELETE')[0].body).toEqual({ ids: [11] });
  });

  it('hides the buttons without their rules', async () => {
    renderPage(<DictTypePage />, { route: '/system/dict', permissions: ['api/v1/system/dict/type/list'] });
    await screen.findByText('Notice tag');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Data/ })).toBeNull();
  });
});
