/**
 * The invoice detail over the fake API: the header reads the server's amounts (GST rate from
 * basis points), the lines show hours to 2 decimals and drill down to their work records and
 * timesheets; a credit note posts the lines left ticked and the reason; a draft's adjustments
 * go as signed cents with the version shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { invoice, invoiceDetail } from '../fixtures';
import InvoiceDetailPage from './index';

const GET = 'api/v1/finance/invoice/get';
const CREDIT = 'api/v1/finance/invoice/creditNote';
const EDIT = 'api/v1/finance/invoice/edit';
let detail = invoiceDetail(3);
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  detail = invoiceDetail(3);
  api = fakeApi({
    [GET]: () => detail,
    'api/v1/finance/invoice/list': () => page([invoice(4)]),
    'api/v1/finance/invoice/pdf': () => 'pdf',
    'api/v1/system/audit/history': () => [],
    [`POST ${CREDIT}`]: () => ({ id: 9 }),
    [`PUT ${EDIT}`]: () => ({ id: 3 }),
  });
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => api.restore());

const open = (id = 3) =>
  renderPage(
    <Routes>
      <Route path="/finance/invoice/detail/:id" element={<InvoiceDetailPage />} />
    </Routes>,
    { route: `/finance/invoice/detail/${id}` },
  );

test('the header, the lines with their hours and the drill-down to records and timesheets', async () => {
  open();
  expect(await screen.findByText('Invoice INV-2026-000003')).toBeInTheDocument();
  expect(api.callsTo(GET)[0].params).toEqual({ id: 3 });
  expect(screen.getByText('9%')).toBeInTheDocument();
  expect(screen.getAllByText('S$1,090.00').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Kopi Co' })).toHaveAttribute('href', '/finance/client/detail/1');
  const ot = screen.getByText('Server, overtime').closest('tr') as HTMLElement;
  expect(within(ot).getByText('6.00')).toBeInTheDocument();
  expect(within(ot).getByText('S$27.00')).toBeInTheDocument();
  expect(screen.getByText('46.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Work record 31' })).toHaveAttribute('href', '/jobs/workRecord/detail/31');
  expect(screen.getByRole('link', { name: 'Work record 33' })).toHaveAttribute('href', '/jobs/workRecord/detail/33');
  expect(screen.getAllByRole('link', { name: 'Timesheet 7' })[0]).toHaveAttribute('href', '/jobs/timesheet/detail/7');
  // Issued with nothing applied: pay, void and the notes; no adjustments, no issue.
  expect(screen.getByRole('button', { name: /Record payment/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Void/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit adjustments|Issue/ })).toBeNull();
  // The PDF preview is fetched with the session and shown from an object URL.
  fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
  expect(await screen.findByTitle('PDF of INV-2026-000003')).toHaveAttribute('src', 'blob:x');
  expect(api.callsTo('api/v1/finance/invoice/pdf')[0].params).toEqual({ id: 3 });
});

test('a credit note posts the lines left ticked and the reason', async () => {
  open();
  await screen.findByText('Invoice INV-2026-000003');
  fireEvent.click(screen.getByRole('button', { name: /Credit note/ }));
  const dialog = await screen.findByRole('dialog');
  const boxes = within(dialog).getAllByRole('checkbox');
  expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(3);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Server, overtime/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create credit note' }));
  expect(await within(dialog).findByText('Enter the reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Overtime was not approved' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create credit note' }));
  await waitFor(() => expect(api.callsTo(CREDIT, 'POST')).toHaveLength(1));
  expect(api.callsTo(CREDIT, 'POST')[0].body).toEqual({
    id: 3,
    lineIds: [11, 13],
    reason: 'Overtime was not approved',
  });
});

test('a draft: adjustments go as signed cents with the version; no pay, void or notes', async () => {
  detail = invoiceDetail(3, { number: null, status: 'draft', issueDate: null, dueDate: null, gstRateBp: null });
  open();
  expect(await screen.findByText('Invoice Draft')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Record payment|Void|Credit note|Debit note/ })).toBeNull();
  expect(screen.getByRole('button', { name: /Issue/ })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Edit adjustments/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByDisplayValue('Uniform cleaning')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /Add adjustment/ }));
  const amounts = within(dialog).getAllByLabelText('Amount (S$)');
  fireEvent.change(within(dialog).getAllByLabelText('Description')[1], { target: { value: 'Loyalty discount' } });
  fireEvent.change(amounts[1], { target: { value: '-12.10' } });
  fireEvent.change(within(dialog).getAllByLabelText('Reason')[1], { target: { value: 'Agreed in the QBR' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo(EDIT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(EDIT, 'PUT')[0].body).toEqual({
    id: 3,
    adjustments: [
      { description: 'Uniform cleaning', amount: 100, reason: 'Agreed with the client' },
      { description: 'Loyalty discount', amount: -1210, reason: 'Agreed in the QBR' },
    ],
    version: 4,
  });
});

test('an unknown invoice says so', async () => {
  detail = null as never;
  open(99);
  expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
});
