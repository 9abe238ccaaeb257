/**
 * Work records over the fake API: URL filters reach the API in its names (the shift days as
 * dateFrom / dateTo, a job from a link as a removable tag); cells read as h:mm and S$; each row
 * offers only its state's actions; cancel asks who cancelled; the batch Verify goes to the
 * verify page with the verifiable ids only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import { workRecord } from './fixtures';
import WorkRecordPage from './index';

const LIST = 'api/v1/workforce/workRecord/list';
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        workRecord(1, { workerName: 'Tan Mei Ling' }),
        workRecord(2, { workerName: 'Ahmad Rahman', status: 'scheduled', clockInAt: null, clockOutAt: null }),
        workRecord(3, { workerName: 'Priya Nair', status: 'no_show', clockInAt: null, clockOutAt: null }),
      ]),
    'api/v1/finance/client/list': () => page([{ id: 5, name: 'Golden Bakes', uen: '201912345K', status: 'active' }]),
    'PUT api/v1/workforce/workRecord/cancel': () => ({}),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('URL filters are sent as the API names them; cells show times, h:mm and S$', async () => {
  renderPage(<WorkRecordPage />, {
    route:
      '/jobs/workRecord?keyword=tan&clientId=5&date=2026-11-01&date=2026-11-30&status=pending_verification&jobId=30',
  });
  await screen.findByText('Tan Mei Ling');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    clientId: 5,
    status: 'pending_verification',
    jobId: 30,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
  });
  const row = rowOf('Tan Mei Ling');
  expect(within(row).getByText('J-2611-030')).toBeInTheDocument();
  expect(within(row).getByText('Golden Bakes / Orchard outlet')).toBeInTheDocument();
  expect(within(row).getByText('2026-11-20 09:00–18:00')).toBeInTheDocument();
  expect(within(row).getByText('8:00')).toBeInTheDocument();
  expect(within(row).getByText('S$100.00')).toBeInTheDocument();
  expect(within(row).getByText('S$140.00')).toBeInTheDocument();

  // The job from the link is a tag; removing it drops the filter and asks again.
  fireEvent.click(screen.getByRole('button', { name: 'Remove filter Job #30' }));
  await waitFor(() => expect(location.current.search).not.toContain('jobId'));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.jobId).toBeUndefined());
  expect(api.callsTo(LIST).at(-1)?.params.keyword).toBe('tan');
});

test('each row offers only what its state allows; the kit never PUTs verify by row', async () => {
  renderPage(<WorkRecordPage />, { route: '/jobs/workRecord' });
  await screen.findByText('Tan Mei Ling');
  const pending = rowOf('Tan Mei Ling');
  expect(within(pending).getByRole('button', { name: 'Reject Tan Mei Ling' })).toBeInTheDocument();
  expect(within(pending).queryByRole('button', { name: 'Cancel Tan Mei Ling' })).toBeNull();
  const scheduled = rowOf('Ahmad Rahman');
  expect(within(scheduled).getByRole('button', { name: 'Cancel Ahmad Rahman' })).toBeInTheDocument();
  expect(within(scheduled).queryByRole('button', { name: 'Reject Ahmad Rahman' })).toBeNull();
  const noShow = rowOf('Priya Nair');
  expect(within(noShow).getByRole('button', { name: 'Excuse Priya Nair' })).toBeInTheDocument();
  // A no-show takes punches that arrive afterwards (Edit), but is no longer cancellable.
  expect(within(noShow).getByRole('button', { name: 'Edit Priya Nair' })).toBeInTheDocument();
  expect(within(noShow).queryByRole('button', { name: 'Cancel Priya Nair' })).toBeNull();
  fireEvent.click(within(pending).getByRole('button', { name: 'Edit Tan Mei Ling' }));
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/workRecord/edit/1'));
});

test('cancel asks who cancelled and sends it with the reason', async () => {
  renderPage(<WorkRecordPage />, { route: '/jobs/workRecord' });
  await screen.findByText('Ahmad Rahman');
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('button', { name: 'Cancel Ahmad Rahman' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('The client'));
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Outlet closed for renovation' } });
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
  await waitFor(() => expect(api.callsTo('api/v1/workforce/workRecord/cancel', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/workRecord/cancel')[0].body).toEqual({
    id: 2,
    cancelledBy: 'client',
    reason: 'Outlet closed for renovation',
  });
});

test('batch Verify takes the verifiable selected records to the verify page', async () => {
  renderPage(<WorkRecordPage />, { route: '/jobs/workRecord' });
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('checkbox'));
  // The scheduled record cannot be verified: one of two goes.
  fireEvent.click(await screen.findByRole('button', { name: /Verify selected \(1\)/ }));
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/workRecord/verify'));
  expect(location.current.search).toBe('?ids=1');
});

test('export is offered; search by keyword goes to the URL', async () => {
  renderPage(<WorkRecordPage />, { route: '/jobs/workRecord' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Worker' }), { target: { value: 'Priya' } });
  fireEvent.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(location.current.search).toContain('keyword=Priya'));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.keyword).toBe('Priya'));
});

test('reads in Chinese', async () => {
  renderPage(<WorkRecordPage />, { route: '/jobs/workRecord?jobId=30', lang: 'zh-cn' });
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByText('工作 #30')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /核实待核实记录/ })).toBeInTheDocument();
  expect(screen.getAllByText('客户 / 部门').length).toBeGreaterThan(0);
});
