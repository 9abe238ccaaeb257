/**
 * Applicants over the fake API: a duplicate sign-up is flagged and links to the worker holding
 * its NRIC or phone; the approved one links to the worker it became; actions follow the state
 * (screen from submitted, approve from screening) and reject asks for its reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicant, fakeApi, location, page, renderPage } from '../../../test/helpers';
import ApplicantPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/applicant/list': () =>
      page([
        applicant(1, { name: 'Goh Wei Jie', duplicateWorkerId: 12 }),
        applicant(2, { name: 'Siti Aminah', status: 'screening' }),
        applicant(3, { name: 'Ravi Kumar', status: 'approved', workerId: 30, workerName: 'Ravi Kumar' }),
      ]),
    'PUT api/v1/workforce/applicant/approve': () => ({}),
    'PUT api/v1/workforce/applicant/reject': () => ({}),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getAllByText(name)[0].closest('tr') as HTMLElement;

test('duplicate flag links to the worker; approved links to its worker; actions by state', async () => {
  renderPage(<ApplicantPage />, { route: '/workforce/applicant?duplicate=true' });
  await screen.findByText('Goh Wei Jie');
  expect(api.callsTo('api/v1/workforce/applicant/list')[0].params).toMatchObject({ duplicate: 'true' });
  const dup = rowOf('Goh Wei Jie');
  expect(within(dup).getByRole('button', { name: 'Screen Goh Wei Jie' })).toBeInTheDocument();
  expect(within(dup).queryByRole('button', { name: 'Approve Goh Wei Jie' })).toBeNull();
  expect(within(rowOf('Ravi Kumar')).queryByRole('button', { name: /Approve|Reject|Screen/ })).toBeNull();
  fireEvent.click(within(dup).getByRole('button', { name: /Duplicate of worker #12/ }));
  expect(location.current.pathname).toBe('/workforce/worker/manage/12');
  expect(location.current.search).toBe('?tab=applicant');
});

test('approve confirms, reject needs a reason', async () => {
  renderPage(<ApplicantPage />, { route: '/workforce/applicant' });
  await screen.findByText('Siti Aminah');
  fireEvent.click(within(rowOf('Siti Aminah')).getByRole('button', { name: 'Approve Siti Aminah' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(/from “screening” to “approved”/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/applicant/approve', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/applicant/approve')[0].body).toEqual({ id: 2 });

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(within(rowOf('Siti Aminah')).getByRole('button', { name: 'Reject Siti Aminah' }));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Under 16' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/applicant/reject', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/applicant/reject')[0].body).toEqual({ id: 2, reason: 'Under 16' });
});
