import { type ReactElement, useState } from 'react';
import { Fail, fakeApi, renderKit as renderKitWithStyles, setPermissions } from './helpers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAddBody } from '../../api';
import { i18n } from '../../i18n';
import { CrudTable, type CrudColumn } from '../CrudTable';
import { clearDictCache, DictTag } from '../dict';
import { FormModal } from '../FormContainer';
import type { FormField } from '../fields';
import { StatusSwitch } from '../StatusSwitch';
import { buildXlsx, exportXlsx } from '../exportXlsx';
import { PermissionButton } from '../PermissionButton';
import { RowActions } from '../RowActions';
import { SearchForm } from '../SearchForm';
import { RemoteSelect } from '../RemoteSelect';

/*
 * Speed: antd's CSS-in-JS puts ~2,400 rules in document.head and jsdom's getComputedStyle
 * matches all of them for each element every *ByRole query inspects (seconds per query on a
 * 2-core machine). The components render the same with antd's styles written into a detached
 * node (jsdom does no layout; the rules only fed those visibility checks).
 */
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');
const renderKit = (ui: ReactElement, opts?: Parameters<typeof renderKitWithStyles>[1]) =>
  renderKitWithStyles(<StyleProvider container={styleSink}>{ui}</StyleProvider>, opts);

interface Row {
  id: number;
  name: string;
  code: string;
}
const rows: Row[] = [
  { id: 1, name: 'Alpha', code: 'A' },
  { id: 2, name: 'Beta', code: 'B' },
];
const columns: CrudColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name', alwaysShow: true },
  { key: 'code', dataIndex: 'code', title: 'Code' },
];

jest.setTimeout(30000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  setPermissions([]);
});

describe('CrudTable', () => {
  it('batch delete: warns when nothing is selected, confirms, then DELETE {ids}', async () => {
    setPermissions(['api/v1/x/delete']);
    api = fakeApi({ 'DELETE api/v1/x/delete': () => null });
    const reload = jest.fn();
    renderKit(
      <CrudTable tableKey="t1" columns={columns} rows={rows} onReload={reload} batchDelete={{ url: '/api/v1/x/delete', rule: 'api/v1/x/delete' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Please select the data to delete')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    const beta = screen.getByText('Beta').closest('tr') as HTMLElement;
    await userEvent.click(within(beta).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the 1 selected items/)).toBeInTheDocument();
    // A destructive confirmation starts on Cancel: a stray Enter never deletes.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('api/v1/x/delete', 'DELETE')).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ ids: [2] });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('offers no selection or delete button without the rule', () => {
    renderKit(<CrudTable tableKey="t2" columns={columns} rows={rows} onReload={() => {}} batchDelete={{ url: '/x', rule: 'api/v1/x/delete' }} />);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('column settings persist per table key', async () => {
    const { unmount } = renderKit(<CrudTable tableKey="t3" columns={columns} rows={rows} onReload={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    const group = await screen.findByRole('group', { name: 'Column settings' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Code' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Code' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('crud.table.t3') ?? '{}')).toEqual({ hidden: ['code'] });
    unmount();
    renderKit(<CrudTable tableKey="t3" columns={columns} rows={rows} onReload={() => {}} />);
    expect(screen.queryByRole('columnheader', { name: 'Code' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    // another table is not affected
    renderKit(<CrudTable tableKey="t4" columns={columns} rows={rows} onReload={() => {}} />);
    expect(screen.getAllByRole('columnheader', { name: 'Code' })).toHaveLength(1);
  });

  it('keeps the actions column fixed on the right on a wide screen, and nothing fixed on a phone', () => {
    const withActions: CrudColumn<Row>[] = [...columns, { key: 'actions', title: 'Actions', alwaysShow: true, render: () => 'Edit' }];
    const fixedRight = () => screen.getByRole('columnheader', { name: 'Actions' }).className.includes('ant-table-cell-fix-end');
    // the test setup's matchMedia matches no query: no breakpoint reached, a phone
    const phone = renderKit(<CrudTable tableKey="t6" columns={withActions} rows={rows} onReload={() => {}} />);
    expect(fixedRight()).toBe(false);
    phone.unmount();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    try {
      renderKit(<CrudTable tableKey="t6" columns={withActions} rows={rows} onReload={() => {}} />);
      expect(fixedRight()).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the error state with Retry', async () => {
    const reload = jest.fn();
    renderKit(<CrudTable tableKey="t5" columns={columns} rows={[]} error onReload={reload} />);
    expect(screen.getByText('Could not load the data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });
});

type UserForm = Partial<UserAddBody>;

// The shape TypeBox gives UserAddBody (shared's jest does not load the ESM-only typebox package;
// remote-system's page tests use the real schemas).
const UserAddSchema = {
  type: 'object',
  required: ['userName', 'userNickname', 'deptId', 'mobile', 'userType', 'password'],
  properties: {
    userName: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_.@-]{2,64}$' },
    userNickname: { type: 'string', minLength: 1, maxLength: 64 },
    email: { anyOf: [{ const: '', type: 'string' }, { type: 'string', maxLength: 128, format: 'email' }] },
  },
};

describe('FormModal', () => {
  const fields: FormField<UserForm>[] = [
    { name: 'userName', label: 'Account' },
    { name: 'userNickname', label: 'Nickname' },
    { name: 'email', label: 'Email' },
  ];

  it('checks the schema rules, then maps a 400 answer onto the fields and keeps the input', async () => {
    api = fakeApi({
      'POST api/v1/u/add': () =>
        new Fail(400, 'Validation failed', {
          errors: [
            { field: 'body.userName', message: 'Account name already taken' },
            { field: 'body.roleIds', message: 'Unknown role' },
          ],
        }),
    });
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderKit(<FormModal<UserForm> open title="Add user" fields={fields} schema={UserAddSchema} submit={{ add: '/api/v1/u/add' }} onSaved={onSaved} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Nickname cannot be empty')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Account'), 'jtan');
    await userEvent.type(screen.getByLabelText('Nickname'), 'J Tan');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account name already taken')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({ userName: 'jtan', userNickname: 'J Tan' });
    // the message of a field the form does not show goes to the alert
    expect(screen.getByText('Unknown role', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('jtan');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a 409 that names its field on that field, like a 400; a 409 without one in the alert', async () => {
    let answer: Fail = new Fail(409, 'Account "jtan" already exists', {
      errors: [{ field: 'body.userName', message: 'Account "jtan" already exists' }],
    });
    api = fakeApi({ 'POST api/v1/u/add': () => answer });
    const onClose = jest.fn();
    renderKit(<FormModal<UserForm> open title="Add user" fields={fields} schema={UserAddSchema} submit={{ add: '/api/v1/u/add' }} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Account'), 'jtan');
    await userEvent.type(screen.getByLabelText('Nickname'), 'J Tan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const onField = await screen.findByText('Account "jtan" already exists', { selector: '.ant-form-item-explain-error' });
    expect(onField.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Account'));
    expect(document.querySelector('.ant-modal .ant-alert')).toBeNull();
    expect(screen.getByLabelText('Account')).toHaveValue('jtan');

    answer = new Fail(409, 'The request conflicts with the current state.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The request conflicts with the current state.', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits: loads, PUTs {id, ...values}, closes; asks before discarding changes', async () => {
    api = fakeApi({ 'PUT api/v1/u/edit': () => null });
    const onClose = jest.fn();
    const onSaved = jest.fn();
    renderKit(
      <FormModal<UserForm>
        open
        id={9}
        title="Edit user"
        fields={fields}
        schema={UserAddSchema}
        load={async () => ({ userName: 'bob', userNickname: 'Bob' })}
        submit={{ edit: '/api/v1/u/edit' }}
        onSaved={onSaved}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('bob'));
    await userEvent.type(screen.getByLabelText('Nickname'), ' Lim');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('Keep editing')) as HTMLElement;
    expect(within(confirm).getAllByText('Discard changes?').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { id: 9, userName: 'bob', userNickname: 'Bob Lim' } });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('DictTag / DictSelect', () => {
  it('loads a dictionary once per type and language, in the current language', async () => {
    clearDictCache();
    api = fakeApi({
      'api/v1/system/dict/data/getDictData': (c) => ({
        info: null,
        values: String(c.headers['Accept-Language']).startsWith('zh')
          ? [{ key: '1', value: '男', isDefault: false }, { key: '2', value: '女', isDefault: false }]
          : [{ key: '1', value: 'Male', isDefault: false }, { key: '2', value: 'Female', isDefault: false }],
      }),
    });
    const { unmount } = renderKit(
      <div>
        <DictTag dictType="sys_user_sex" value={1} />
        <DictTag dictType="sys_user_sex" value={2} />
      </div>,
    );
    expect(await screen.findByText('Male')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    unmount();
    renderKit(<DictTag dictType="sys_user_sex" value={2} />);
    expect(await screen.findByText('Female')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/dict/data/getDictData')).toHaveLength(1);
    expect(api.calls[0].params).toEqual({ dictType: 'sys_user_sex' });

    await act(async () => {
      await i18n.changeLanguage('zh-cn');
    });
    expect(await screen.findByText('女')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/dict/data/getDictData')).toHaveLength(2);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(await screen.findByText('Female')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/dict/data/getDictData')).toHaveLength(2);
  });
});

describe('StatusSwitch', () => {
  it('confirms, flips at once, and flips back when the server refuses', async () => {
    setPermissions(['api/v1/r/setStatus']);
    let release: () => void = () => {};
    api = fakeApi({
      'PUT api/v1/r/setStatus': () =>
        new Promise((resolve) => {
          release = () => resolve(new Fail(409, 'The admin role cannot be disabled'));
        }),
    });
    renderKit(<StatusSwitch id={1} status={1} url="/api/v1/r/setStatus" rule="api/v1/r/setStatus" name="Admin" />);
    const sw = screen.getByRole('switch');
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Disable “Admin”?').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(api.calls[0].body).toEqual({ id: 1, status: 0 });
    act(() => release());
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(await screen.findByText('The admin role cannot be disabled')).toBeInTheDocument();
  });

  it('is read-only without the rule', () => {
    renderKit(<StatusSwitch id={1} status={0} url="/x" rule="api/v1/r/setStatus" />);
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});

describe('PermissionButton', () => {
  it('renders only with the rule (or the wildcard)', () => {
    setPermissions(['api/v1/a/add']);
    renderKit(
      <div>
        <PermissionButton rule="api/v1/a/add">Add</PermissionButton>
        <PermissionButton rule="api/v1/a/delete">Remove</PermissionButton>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    act(() => setPermissions(['*/*/*']));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

describe('RowActions', () => {
  it('shows each action the user may use, edit/delete with their own text, a disabled one with its reason', async () => {
    setPermissions(['api/v1/a/edit', 'api/v1/a/delete']);
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderKit(
      <RowActions
        actions={[
          { key: 'edit', kind: 'edit', rule: 'api/v1/a/edit', onClick: onEdit },
          { key: 'publish', label: 'Publish', rule: 'api/v1/a/publish', onClick: () => {} },
          false,
          { key: 'delete', kind: 'delete', rule: 'api/v1/a/delete', disabled: true, tooltip: 'Built in', onClick: onDelete },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Edit/ }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    const del = screen.getByRole('button', { name: /Delete/ });
    expect(del).toBeDisabled();
    expect(del.className).toContain('ant-btn-dangerous');
    await userEvent.hover(del.parentElement as HTMLElement);
    expect(await screen.findByText('Built in')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('with visible=1 keeps the first as a button and folds the rest into a keyboard-usable "More" menu', async () => {
    setPermissions(['*/*/*']);
    const onEdit = jest.fn();
    const onReset = jest.fn();
    const onDelete = jest.fn();
    renderKit(
      <RowActions
        visible={1}
        actions={[
          { key: 'edit', kind: 'edit', onClick: onEdit },
          { key: 'reset', label: 'Reset password', onClick: onReset },
          { key: 'delete', kind: 'delete', onClick: onDelete },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset password/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    const more = screen.getByRole('button', { name: /More/ });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    // Keyboard only: focus the trigger, open with Enter, walk with the arrows, pick with Enter.
    more.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Reset password', 'Delete']);
    expect(items[1].className).toContain('danger');
    // The open menu has the focus (its first item)…
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    // …and Enter picks it. (rc-menu reads the legacy keyCode, which user-event leaves unset in
    // jsdom; the arrow keys need layout jsdom lacks: the browser test walks the menu with them.)
    fireEvent.keyDown(items[0], { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(onDelete).not.toHaveBeenCalled();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('never makes a "More" of a single action', () => {
    setPermissions(['*/*/*']);
    renderKit(
      <RowActions
        visible={1}
        actions={[
          { key: 'edit', kind: 'edit', onClick: () => {} },
          { key: 'delete', kind: 'delete', onClick: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });
});

describe('exportXlsx', () => {
  it('fetches every row of the current filter and writes an xlsx', async () => {
    api = fakeApi({ 'api/v1/x/list': () => ({ list: rows, total: 2, currentPage: 1 }) });
    const saved: { blob?: Blob; name?: string } = {};
    const n = await exportXlsx<Row>({
      url: '/api/v1/x/list',
      query: { pageNum: 3, pageSize: 20, keyWords: 'a' },
      columns: [
        { title: 'Name', value: (r) => r.name },
        { title: 'Code', value: (r) => r.code },
      ],
      fileName: 'things',
      save: (blob, name) => Object.assign(saved, { blob, name }),
    });
    expect(n).toBe(2);
    expect(api.calls[0].params).toEqual({ keyWords: 'a', pageNum: 1, pageSize: 10000 });
    expect(saved.name).toMatch(/^things-\d{8}-\d{4}\.xlsx$/);
    expect(saved.blob?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await buildXlsx(rows, [{ title: 'Name', value: (r) => r.name }, { title: 'Code', value: (r) => r.code }]));
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Code']);
    expect(ws.getRow(3).values).toEqual([undefined, 'Beta', 'B']);
  });
});

describe('SearchForm', () => {
  interface Q {
    name?: string;
    code?: string;
  }
  const fields = [
    { name: 'name' as const, label: 'Name' },
    { name: 'code' as const, label: 'Code' },
  ];

  it('keeps what was typed after Reset when the router renders the reset URL late, and follows back/forward', async () => {
    const onReset = jest.fn();
    const onSearch = jest.fn();
    // The page's URL, set by the test when "the router" gets round to it.
    let setUrl: (v: Q) => void = () => {};
    function Page() {
      const [value, setValue] = useState<Q>({ name: 'Alpha' });
      setUrl = (v) => act(() => setValue(v));
      return <SearchForm<Q> fields={fields} value={value} onSearch={onSearch} onReset={onReset} />;
    }
    renderKit(<Page />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Alpha'));
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(name.value).toBe(''));
    // The user types the next filter before the reset URL reaches the page.
    fireEvent.change(code, { target: { value: 'B' } });
    setUrl({});
    expect(code.value).toBe('B');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: undefined, code: 'B' }));
    setUrl({ code: 'B' });
    expect(code.value).toBe('B');
    // Back to the first URL: the form follows it.
    setUrl({ name: 'Alpha' });
    await waitFor(() => expect(name.value).toBe('Alpha'));
    expect(code.value).toBe('');
  });
});

describe('RemoteSelect', () => {
  it('searches on the server, and the picked option keeps its label when the matches change', async () => {
    const people = [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
      { id: 42, name: 'Zed Lim' },
    ];
    const api = fakeApi({
      'api/v1/x/list': (c) => {
        const k = String(c.params.keyword ?? '');
        // The first page (no keyword) does not hold the person searched for.
        const rows = k ? people.filter((p) => p.name.includes(k)) : people.slice(0, 2);
        return { list: rows, total: rows.length, pageNum: 1, pageSize: 20 };
      },
    });
    try {
      const onChange = jest.fn();
      function Picker() {
        const [value, setValue] = useState<number>();
        return (
          <RemoteSelect<{ id: number; name: string }>
            aria-label="Person"
            url="/api/v1/x/list"
            value={value}
            onChange={(v) => {
              onChange(v);
              setValue(v as number);
            }}
            toOption={(p) => ({ value: p.id, label: p.name })}
          />
        );
      }
      renderKit(<Picker />);
      const box = screen.getByRole('combobox', { name: 'Person' });
      fireEvent.mouseDown(box);
      await screen.findByText('Alpha', { selector: '.ant-select-item-option-content' });
      fireEvent.change(box, { target: { value: 'Zed' } });
      fireEvent.click(await screen.findByText('Zed Lim', { selector: '.ant-select-item-option-content' }));
      expect(onChange).toHaveBeenCalledWith(42);
      expect(api.callsTo('api/v1/x/list').some((c) => c.params.keyword === 'Zed')).toBe(true);
      // A new search brings matches without Zed: once it is left, the box still names him.
      fireEvent.change(box, { target: { value: 'Al' } });
      await waitFor(() => expect(api.callsTo('api/v1/x/list').some((c) => c.params.keyword === 'Al')).toBe(true));
      await screen.findByText('Alpha', { selector: '.ant-select-item-option-content' });
      fireEvent.blur(box);
      await waitFor(() =>
        expect(document.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent).toContain('Zed Lim'),
      );
    } finally {
      api.restore();
    }
  });
});
