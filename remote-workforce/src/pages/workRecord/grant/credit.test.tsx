/**
 * Crediting from the grant list over the fake API: a row's Credit and the selection's "Credit to
 * wallets" confirm with the count and the sum of pay, send `PUT workRecord/grant {ids}` and
 * reload; a refusal stays in the dialog; without the grant rule neither is offered.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, page, renderPage } from '../../../../test/helpers';
import { workRecord } from '../fixtures';
import WorkRecordGrantPage from './index';

const GRANT_LIST = 'api/v1/workforce/workRecord/grantList';
const GRANT = 'api/v1/workforce/workRecord/grant';
const TOTALS = { records: 2, payMinutes: 960, payAmount: 19_875 };

let api: ReturnType<typeof fakeApi>;
const setup = (grant: () => unknown) => {
  api = fakeApi({
    [GRANT_LIST]: () => ({
      ...page([
        workRecord(1, { workerName: 'Tan Mei Ling', status: 'verified' }),
        workRecord(2, { workerName: 'Ahmad Rahman', status: 'verified', payAmount: 9_875 }),
      ]),
      totals: TOTALS,
    }),
    [`PUT ${GRANT}`]: grant,
    'api/v1/finance/client/list': () => page([]),
  });
};
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('the selection is credited in one PUT after a confirm stating the count and the pay', async () => {
  setup(() => ({ list: [] }));
  renderPage(<WorkRecordGrantPage />, { route: '/jobs/workRecord/grant' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByRole('button', { name: /Credit to wallets/ })).toBeDisabled();
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: /Credit to wallets \(2\)/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Credit 2 record(s) to the wallets?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Pay of S\$198\.75 goes to the workers’ wallets/)).toBeInTheDocument();
  const before = api.callsTo(GRANT_LIST).length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Credit to wallets' }));
  await waitFor(() => expect(api.callsTo(GRANT, 'PUT')).toHaveLength(1));
  expect(api.callsTo(GRANT, 'PUT')[0].body).toEqual({ ids: [1, 2] });
  await waitFor(() => expect(api.callsTo(GRANT_LIST).length).toBeGreaterThan(before));
});

test('a row’s Credit sends its id; a refusal stays in the dialog', async () => {
  setup(() => fail(409, 'Cannot credit work record #2: it is disputed'));
  renderPage(<WorkRecordGrantPage />, { route: '/jobs/workRecord/grant' });
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Credit Ahmad Rahman' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Pay of S\$98\.75/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Credit to wallets' }));
  expect(await within(dialog).findByText('Cannot credit work record #2: it is disputed')).toBeInTheDocument();
  expect(api.callsTo(GRANT, 'PUT')[0].body).toEqual({ ids: [2] });
});

test('without the grant rule there is no Credit and no selection', async () => {
  setup(() => ({ list: [] }));
  renderPage(<WorkRecordGrantPage />, {
    route: '/jobs/workRecord/grant',
    permissions: ['api/v1/workforce/workRecord/grantList'],
  });
  await screen.findByText('Tan Mei Ling');
  expect(screen.queryByRole('button', { name: /Credit/ })).toBeNull();
  expect(within(rowOf('Tan Mei Ling')).queryByRole('checkbox')).toBeNull();
});

test('reads in Chinese', async () => {
  setup(() => ({ list: [] }));
  renderPage(<WorkRecordGrantPage />, { route: '/jobs/workRecord/grant', lang: 'zh-cn' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByRole('button', { name: /发放到钱包/ })).toBeInTheDocument();
});
