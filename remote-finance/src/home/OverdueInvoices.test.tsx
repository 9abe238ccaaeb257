/**
 * The finance /home widgets over the fake API: both read ONE summary request (counted here),
 * each its own section with the count and the cents the server summed (no "of the first page"
 * any more); each opens its filtered list; a failed load offers Retry, which asks once more for
 * both.
 */
import { FINANCE_HOME_RULES, type FinanceHomeSummary, InvoiceApi, WithdrawalApi } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, location, renderPage } from '../../test/helpers';
import { OverdueInvoices } from './OverdueInvoices';
import widgets from './widgets';

const SUMMARY = 'api/v1/finance/home/summary';
const FULL: FinanceHomeSummary = {
  overdueInvoices: { count: 70, balance: 1_234_567 },
  withdrawalsToApprove: { count: 2, amount: 10_149 },
};
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

/** Both widgets of the remote, as the shell mounts them on /home. */
function All() {
  return (
    <>
      {widgets.map((w) => (
        <w.component key={w.key} />
      ))}
    </>
  );
}

test('each widget is behind the list rule of the page it links to', () => {
  expect(widgets.map((w) => [w.key, w.permission])).toEqual([
    ['finance.overdueInvoices', InvoiceApi.rule.list],
    ['finance.withdrawalsToApprove', WithdrawalApi.rule.list],
  ]);
  expect(Object.values(FINANCE_HOME_RULES)).toEqual(widgets.map((w) => w.permission));
});

test('one request for both widgets; the overdue count and the balance they owe, opening the filtered list', async () => {
  api = fakeApi({ [SUMMARY]: () => FULL });
  renderPage(<All />);
  const box = await screen.findByTestId('widget-overdue-invoices');
  expect(within(box).getByText('Overdue invoices').closest('.ant-statistic')).toHaveTextContent('70');
  expect(within(box).getByText('Balance overdue').closest('.ant-statistic')).toHaveTextContent('S$12,345.67');
  expect(box).not.toHaveTextContent(/oldest/);
  expect(screen.getByTestId('widget-withdrawals-to-approve')).toBeInTheDocument();
  expect(api.calls).toHaveLength(1);
  fireEvent.click(within(box).getByRole('button', { name: /Open overdue invoices/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/finance/invoice'));
  expect(location.current.search).toBe('?status=issued&overdue=true');
});

test('a failed load offers Retry in each widget, which asks once more for both; Chinese texts', async () => {
  let answer: unknown = fail(500, 'Server error');
  api = fakeApi({ [SUMMARY]: () => answer });
  renderPage(<All />, { lang: 'zh-cn' });
  const retries = await screen.findAllByRole('button', { name: /重\s?试/ });
  expect(retries).toHaveLength(2);
  answer = FULL;
  fireEvent.click(retries[0]);
  expect(await screen.findByText('逾期余额')).toBeInTheDocument();
  expect(screen.getByText('申请金额')).toBeInTheDocument();
  expect(api.callsTo(SUMMARY)).toHaveLength(2);
});

test('an answer without the section (the rule withdrawn meanwhile) reads as not loaded', async () => {
  api = fakeApi({ [SUMMARY]: () => ({ withdrawalsToApprove: FULL.withdrawalsToApprove }) });
  renderPage(<OverdueInvoices />);
  expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  expect(screen.queryByTestId('widget-overdue-invoices')).toBeNull();
});
