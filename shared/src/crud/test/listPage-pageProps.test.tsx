/**
 * CrudListPage for lists shaped by their page: the request's query from the URL's (`toApi`), an
 * add form starting from URL filters (`form.fromQuery`), an edited row's values under the
 * defaults' keys (for `form.children`), a form whose fields follow its values (`form.instance` +
 * `form.fields`), more props of a transition's button (`transitions`), batch actions given the
 * page; and a reference filter offering the rows a form would not.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { defineEntity, defineReference } from '../../api/entity';
import { defineMachine } from '../../api/machine';
import { CrudListPage } from '../CrudListPage';
import { defineFields } from '../defineFields';
import type { FormField } from '../fields';
import { fakeApi, renderKitFast as renderKit, setPermissions } from './helpers';

// A form, a modal and a date range picker: slow in jsdom on a loaded 2-core machine.
jest.setTimeout(90000);

interface Item {
  id: number;
  name: string;
  group: string;
  status: string;
  notes: string;
  vat: boolean;
  vatNo: string;
}
type Body = Pick<Item, 'name' | 'group' | 'vat' | 'vatNo'>;
const row: Item = { id: 1, name: 'Anvil', group: 'g1', status: 'open', notes: 'heavy', vat: false, vatNo: '' };
// The shape TypeBox gives such a body (shared's jest does not load the ESM-only typebox package).
const ItemBody = { type: 'object', properties: { name: { type: 'string' }, group: { type: 'string' } } };
const machine = defineMachine({
  entity: 'item',
  module: 'x',
  states: ['open', 'closed'],
  initial: 'open',
  actions: { close: { from: ['open'], to: 'closed' } },
});
const ItemApi = defineEntity('x', 'item', ['list', 'add', 'edit', 'close']);
const fields = defineFields<Item, Body>([
  { key: 'name', label: 'Name', search: true, form: true },
  { key: 'group', label: 'Group', search: true, form: true },
  { key: 'day', label: 'Day', table: false, search: { type: 'dateRange' } },
  { key: 'status', label: 'Status', state: machine },
  { key: 'vat', label: 'VAT', table: false, form: { type: 'switch', switchValues: [true, false] } },
  { key: 'vatNo', label: 'VAT no.', table: false, form: true },
]);
const toApi = ({ day, ...rest }: Record<string, unknown>) => ({ ...rest, ...(day ? { from: (day as string[])[0] } : {}) });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  setPermissions(['api/v1/x/item/list', 'api/v1/x/item/add', 'api/v1/x/item/edit', 'api/v1/x/item/close']);
  api = fakeApi({ 'api/v1/x/item/list': () => ({ list: [row], total: 1, currentPage: 1 }) });
});
afterEach(() => {
  api.restore();
  setPermissions([]);
});

function Page() {
  const [form] = Form.useForm<Body>();
  const vat = Form.useWatch('vat', form);
  const vatNo = (list: FormField<Body>[]) => list.map((f) => (f.name === 'vatNo' ? { ...f, hidden: !vat } : f));
  return (
    <CrudListPage
      entity={ItemApi}
      fields={fields}
      ns="x"
      texts="item"
      toApi={toApi}
      transitions={{ close: { label: 'Close it' } }}
      batchActions={(_selected, _clear, page) => (
        <button type="button" onClick={page.list.reload}>
          Again
        </button>
      )}
      form={{
        add: ItemBody,
        defaults: { notes: '' } as Partial<Body>,
        fromQuery: ['group'],
        instance: form,
        fields: vatNo,
        children: () => (
          <Form.Item name="notes" label="Notes">
            <Input />
          </Form.Item>
        ),
      }}
    />
  );
}

// The search form's inputs share the field ids: find the control under the dialog's label.
const input = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input',
  ) as HTMLInputElement;

test('toApi shapes the request; Add starts from the URL filter; the VAT number follows the switch', async () => {
  renderKit(<Page />, { route: '/x?group=g1&day=2026-01-01&day=2026-01-02' });
  await screen.findByText('Anvil');
  const params = api.callsTo('api/v1/x/item/list')[0].params;
  expect(params).toMatchObject({ group: 'g1', from: '2026-01-01' });
  expect(params).not.toHaveProperty('day');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(input(dialog, 'Group').value).toBe('g1'));
  expect(within(dialog).queryByText('VAT no.')).toBeNull();
  fireEvent.click(within(dialog).getByRole('switch'));
  expect(await within(dialog).findByText('VAT no.')).toBeInTheDocument();
});

test("an edited row's values under the defaults' keys reach the page's own form content", async () => {
  renderKit(<Page />, { route: '/x' });
  const tr = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  fireEvent.click(within(tr).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(input(dialog, 'Notes').value).toBe('heavy'));
  expect(input(dialog, 'Name').value).toBe('Anvil');
});

test("a transition's button takes the page's props; batch actions are given the page", async () => {
  renderKit(<Page />, { route: '/x' });
  const tr = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
  expect(within(tr).getByRole('button', { name: 'Close it Anvil' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Again' }));
  await waitFor(() => expect(api.callsTo('api/v1/x/item/list')).toHaveLength(2));
});

test('a reference filter offers the rows the form would not pick (a retired one)', async () => {
  interface Tool {
    id: number;
    name: string;
    status: string;
  }
  const ToolApi = defineEntity('x', 'tool', ['list']);
  const ToolRef = defineReference<Tool>(ToolApi, { label: (r) => r.name, pickable: (r) => r.status === 'active' });
  const toolFields = defineFields<{ id: number; toolId: number }>([
    { key: 'toolId', label: 'Tool', ref: { to: ToolRef }, search: true },
  ]);
  setPermissions(['api/v1/x/item/list', 'api/v1/x/tool/list']);
  api.restore();
  api = fakeApi({
    'api/v1/x/item/list': () => ({ list: [], total: 0, currentPage: 1 }),
    'api/v1/x/tool/list': () => ({
      list: [
        { id: 1, name: 'Saw', status: 'active' },
        { id: 2, name: 'Old drill', status: 'inactive' },
      ],
      total: 2,
      currentPage: 1,
    }),
  });
  const { container } = renderKit(<CrudListPage entity={ToolApi} fields={toolFields} ns="x" texts="tool" />, { route: '/x' });
  await waitFor(() => expect(api.callsTo('api/v1/x/tool/list').length).toBeGreaterThan(0));
  const select = container.querySelector('form[role="search"] .ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('input') as HTMLElement);
  expect(await screen.findByText('Old drill')).toBeInTheDocument();
  expect(screen.getByText('Saw')).toBeInTheDocument();
});
