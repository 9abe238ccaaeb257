/**
 * The grant list over the fake API: it asks `workRecord/grantList` with the list's filters in the
 * API's names (never a status: the server fixes it to verified), shows the server's totals of
 * every record found above the table (h:mm and S$ from cents), rows link to their record, export
 * is offered, and it reads in Chinese.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../../test/helpers';
import { workRecord } from '../fixtures';
import WorkRecordGrantPage from './index';

const GRANT = 'api/v1/workforce/workRecord/grantList';
const TOTALS = { records: 37, payMinutes: 17_745, payAmount: 123_456_78 };
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [GRANT]: () => ({
      ...page([
        workRecord(1, { workerName: 'Tan Mei Ling', status: 'verified', verifiedAt: '2026-11-21T02:30:00.000Z' }),
        workRecord(2, { workerName: 'Ahmad Rahman', status: 'verified', payAmount: 9_875 }),
      ]),
      total: 37,
      totals: TOTALS,
    }),
    'api/v1/finance/client/list': () => page([{ id: 5, name: 'Golden Bakes', uen: '201912345K', status: 'active' }]),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('filters go to grantList in the API’s names; the totals of all records found sit above the table', async () => {
  renderPage(<WorkRecordGrantPage />, {
    route: '/jobs/workRecord/grant?keyword=tan&clientId=5&date=2026-11-01&date=2026-11-30&contractDeptId=8',
  });
  await screen.findByText('Tan Mei Ling');
  expect(api.callsTo(GRANT)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    clientId: 5,
    contractDeptId: 8,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
  });
  expect(api.callsTo('api/v1/workforce/workRecord/list')).toHaveLength(0);

  const totals = screen.getByRole('region', { name: 'Totals of the records found' });
  expect(within(totals).getByText('37')).toBeInTheDocument();
  expect(within(totals).getByText('295:45')).toBeInTheDocument();
  expect(within(totals).getByText('S$123,456.78')).toBeInTheDocument();
  // Above the table: the totals come before the first row in the document.
  expect(totals.compareDocumentPosition(rowOf('Tan Mei Ling')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const row = rowOf('Tan Mei Ling');
  expect(within(row).getByText('8:00')).toBeInTheDocument();
  expect(within(row).getByText('S$100.00')).toBeInTheDocument();
  expect(within(row).getByText('21/11/2026 10:30:00')).toBeInTheDocument();
  expect(within(rowOf('Ahmad Rahman')).getByText('S$98.75')).toBeInTheDocument();
  // Every row is verified: no state column, no state actions, no bill.
  expect(screen.queryByText('Status')).toBeNull();
  expect(within(row).queryByRole('button', { name: /Reject/ })).toBeNull();
  expect(within(row).queryByText('S$140.00')).toBeNull();

  // The department from the link is a tag; removing it asks again without it.
  fireEvent.click(screen.getByRole('button', { name: 'Remove filter Department #8' }));
  await waitFor(() => expect(api.callsTo(GRANT).at(-1)?.params.contractDeptId).toBeUndefined());
  expect(api.callsTo(GRANT).at(-1)?.params.keyword).toBe('tan');
});

test('a row opens its record; export is offered; search goes to the URL', async () => {
  renderPage(<WorkRecordGrantPage />, { route: '/jobs/workRecord/grant' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Worker' }), { target: { value: 'Priya' } });
  fireEvent.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(api.callsTo(GRANT).at(-1)?.params.keyword).toBe('Priya'));
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: /Detail/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/workRecord/detail/1'));
});

test('with the list rule but not the grant list’s there is no export; without get, no Detail', async () => {
  renderPage(<WorkRecordGrantPage />, {
    route: '/jobs/workRecord/grant',
    permissions: ['api/v1/workforce/workRecord/list'],
  });
  await screen.findByText('Tan Mei Ling');
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Detail/ })).toBeNull();
});

test('reads in Chinese', async () => {
  renderPage(<WorkRecordGrantPage />, { route: '/jobs/workRecord/grant', lang: 'zh-cn' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByText('发放列表')).toBeInTheDocument();
  const totals = screen.getByRole('region', { name: '查询结果合计' });
  expect(within(totals).getByText('记录数')).toBeInTheDocument();
  expect(within(totals).getByText('S$123,456.78')).toBeInTheDocument();
});
