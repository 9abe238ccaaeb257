/**
 * Workers over the fake API: filters from the URL reach the API in its own names (NRIC last 4,
 * credit range, last-worked days); state tags and per-state actions; suspend asks for a reason
 * and an end date; bulk suspend PUTs each selected active worker; the import button opens the
 * import dialog.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage, worker } from '../../../test/helpers';
import WorkerPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/worker/list': () =>
      page([
        worker(1, { name: 'Tan Mei Ling' }),
        worker(2, { name: 'Ahmad Rahman', status: 'pending_verification' }),
        worker(3, { name: 'Priya Nair' }),
      ]),
    'PUT api/v1/workforce/worker/suspend': () => ({}),
    'api/v1/workforce/certificateType/list': () =>
      page([
        { id: 4, name: 'Forklift', status: 'active' },
        { id: 5, name: 'Old Pass', status: 'inactive' },
      ]),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('URL filters are sent as the API names them; rows show their state and only their actions', async () => {
  renderPage(<WorkerPage />, {
    route:
      '/workforce/worker?nricLast4=567D&residency=pr&skill=Barista&certificateTypeId=5&creditScoreMin=50&creditScoreMax=90&lastWorked=2026-10-01&lastWorked=2026-10-31',
  });
  await screen.findByText('Tan Mei Ling');
  expect(api.callsTo('api/v1/workforce/worker/list')[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    nricLast4: '567D',
    residency: 'pr',
    skill: 'Barista',
    certificateTypeId: 5,
    creditScoreMin: 50,
    creditScoreMax: 90,
    lastWorkedFrom: '2026-10-01',
    lastWorkedTo: '2026-10-31',
  });
  // The certificate filter names its type (a retired one too), not a bare id.
  const certFilter = screen.getByText('Certificate type', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await within(certFilter).findByText('Old Pass');
  const pending = rowOf('Ahmad Rahman');
  expect(within(pending).getByText(/Pending verification/i)).toBeInTheDocument();
  expect(within(pending).getByRole('button', { name: 'Verify Ahmad Rahman' })).toBeInTheDocument();
  expect(within(pending).queryByRole('button', { name: 'Suspend Ahmad Rahman' })).toBeNull();
  expect(within(rowOf('Tan Mei Ling')).queryByRole('button', { name: 'Verify Tan Mei Ling' })).toBeNull();
  expect(within(rowOf('Tan Mei Ling')).getByText('S****567D')).toBeInTheDocument();
});

test('bulk suspend: the selected active workers, with reason and end date, one PUT each', async () => {
  renderPage(<WorkerPage />, { route: '/workforce/worker' });
  await screen.findByText('Tan Mei Ling');
  const bulk = screen.getByRole('button', { name: /Suspend selected/ });
  expect(bulk).toBeDisabled();
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('Ahmad Rahman')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('Priya Nair')).getByRole('checkbox'));
  // The pending worker cannot be suspended: two of three count.
  fireEvent.click(await screen.findByRole('button', { name: 'Suspend selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Site incident under review' } });
  const until = within(dialog).getByLabelText('Suspended until');
  fireEvent.mouseDown(until);
  fireEvent.change(until, { target: { value: '2099-01-31' } });
  fireEvent.keyDown(until, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/worker/suspend', 'PUT')).toHaveLength(2));
  expect(api.callsTo('api/v1/workforce/worker/suspend').map((c) => c.body)).toEqual([
    { id: 1, until: '2099-01-31', reason: 'Site incident under review' },
    { id: 3, until: '2099-01-31', reason: 'Site incident under review' },
  ]);
});

test('Import opens the import dialog with the template', async () => {
  renderPage(<WorkerPage />, { route: '/workforce/worker' });
  await screen.findByText('Tan Mei Ling');
  fireEvent.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Import workers')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /Download template/ })).toBeInTheDocument();
});
