/**
 * Clients over the fake API: list with state tags, a server UEN refusal shown on the field,
 * the GST registration number asked only for a GST-registered client, suspend with its reason,
 * and the detail page's tabs (later issues' tabs as empty states, not broken pages).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { client, dept, fakeApi, invalid, page, renderPage } from '../../../test/helpers';
import ClientDetailPage from './detail/index';
import ClientPage from './index';

let api: ReturnType<typeof fakeApi>;
let addAnswer: unknown;
beforeEach(() => {
  addAnswer = { id: 3 };
  api = fakeApi({
    'api/v1/finance/client/list': () =>
      page([client(1, { name: 'Kopi Co' }), client(2, { name: 'Event Pro', status: 'suspended' })]),
    'api/v1/finance/client/get': (p) => client(Number(p.id), { name: 'Kopi Co' }),
    'api/v1/finance/contractDept/list': () => page([dept(1, { name: 'Orchard outlet' })]),
    'api/v1/finance/contractOrder/list': () => page([]),
    'api/v1/system/audit/history': () => [],
    'api/v1/finance/invoice/list': () => page([]),
    'POST api/v1/finance/client/add': () => addAnswer,
    'PUT api/v1/finance/client/suspend': () => ({ id: 1, status: 'suspended' }),
  });
});
afterEach(() => api.restore());

const typeInto = (el: HTMLElement, value: string) => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

/** The control of a form item by its label (the search form's inputs share the field ids). */
const field = (root: HTMLElement, label: string) =>
  (within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement;

test('add: the server refuses a UEN the pattern lets through, and says so on the field', async () => {
  renderPage(<ClientPage />, { route: '/finance/client' });
  await screen.findByText('Kopi Co');
  expect(
    within(screen.getByText('Event Pro').closest('tr') as HTMLElement).getByText(/suspended/i),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  // Not GST registered (the default): no GST registration number asked.
  expect(within(dialog).queryByText('GST registration no.')).toBeNull();
  typeInto(field(dialog, 'Client name'), 'Harbour Events');
  typeInto(field(dialog, 'UEN'), 'T08XX1234A');
  typeInto(field(dialog, 'Billing address'), '10 Bayfront Ave');
  typeInto(field(dialog, 'Billing email'), 'ap@harbour.sg');
  addAnswer = invalid({ uen: 'UEN T08XX1234A has an unknown entity type XX' });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await within(dialog).findByText('UEN T08XX1234A has an unknown entity type XX');
  expect(api.callsTo('api/v1/finance/client/add', 'POST')[0].body).toMatchObject({
    name: 'Harbour Events',
    uen: 'T08XX1234A',
    gstRegistered: false,
    gstRegNo: null,
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  });
  // GST registered: its number becomes required before any request.
  fireEvent.click(within(dialog).getByRole('switch'));
  expect(await within(dialog).findByText('GST registration no.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await within(dialog).findByText('A GST-registered client needs its GST registration number');
  expect(api.callsTo('api/v1/finance/client/add', 'POST')).toHaveLength(1);
});

test('suspend asks for a reason, then PUTs it', async () => {
  renderPage(<ClientPage />, { route: '/finance/client' });
  const tr = (await screen.findByText('Kopi Co')).closest('tr') as HTMLElement;
  expect(
    within(screen.getByText('Event Pro').closest('tr') as HTMLElement).queryByRole('button', { name: /Suspend/ }),
  ).toBeNull();
  fireEvent.click(within(tr).getByRole('button', { name: /Suspend/ }));
  const dialog = await screen.findByRole('dialog');
  typeInto(within(dialog).getByRole('textbox'), 'Unpaid invoices over 90 days');
  fireEvent.click(within(dialog).getByRole('button', { name: /Suspend/ }));
  await waitFor(() => expect(api.callsTo('api/v1/finance/client/suspend', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/finance/client/suspend')[0].body).toEqual({
    id: 1,
    reason: 'Unpaid invoices over 90 days',
  });
});

test('detail: facts, the departments tab filtered by the client, its invoices', async () => {
  renderPage(
    <Routes>
      <Route path="/finance/client/detail/:id" element={<ClientDetailPage />} />
    </Routes>,
    { route: '/finance/client/detail/1' },
  );
  await screen.findByText('Orchard outlet');
  expect(screen.getByText('Kopi Co')).toBeInTheDocument();
  expect(screen.getAllByText('201912345K').length).toBeGreaterThan(0);
  expect(api.callsTo('api/v1/finance/contractDept/list')[0].params).toMatchObject({ clientId: 1 });
  fireEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
  await waitFor(() => expect(api.callsTo('api/v1/finance/invoice/list')[0]?.params).toMatchObject({ clientId: 1 }));
  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
  await waitFor(() =>
    expect(api.callsTo('api/v1/system/audit/history')[0]?.params).toMatchObject({ entity: 'client', entityId: 1 }),
  );
});

test('detail: the GST fact says registered with its number, or not GST-registered — never a bare "No"', async () => {
  const detail = (lang = 'en') =>
    renderPage(
      <Routes>
        <Route path="/finance/client/detail/:id" element={<ClientDetailPage />} />
      </Routes>,
      { route: '/finance/client/detail/1', lang },
    );
  const first = detail();
  expect(await screen.findByText('GST-registered, no. 201912345K')).toBeInTheDocument();
  first.unmount();

  api.restore();
  api = fakeApi({
    'api/v1/finance/client/get': (p) => client(Number(p.id), { name: 'Kopi Co', gstRegistered: false, gstRegNo: null }),
    'api/v1/finance/contractDept/list': () => page([]),
    'api/v1/finance/contractOrder/list': () => page([]),
    'api/v1/system/audit/history': () => [],
  });
  const second = detail();
  expect(await screen.findByText('Not GST-registered')).toBeInTheDocument();
  expect(screen.queryByText('No')).toBeNull();
  second.unmount();
  detail('zh-CN');
  expect(await screen.findByText('未注册 GST')).toBeInTheDocument();
});
