/**
 * Add worker over the fake API: the NRIC check letter and the SG phone are refused before any
 * request; residency shows PR start or pass type / expiry; the server's duplicate refusal (409
 * naming the existing worker) is shown on the NRIC field; a saved worker opens its manage page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, location, renderPage } from '../../../../test/helpers';
import WorkerAddPage from './index';

let api: ReturnType<typeof fakeApi>;
let answer: unknown;
beforeEach(() => {
  answer = { id: 42, status: 'pending_verification' };
  api = fakeApi({ 'POST api/v1/workforce/worker/add': () => answer });
});
afterEach(() => api.restore());

const type = (label: string, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const pickDate = (label: string, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.mouseDown(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

test('client checks, conditional residency fields, a duplicate NRIC on its field, then saved', async () => {
  renderPage(<WorkerAddPage />, { route: '/workforce/worker/add' });
  await screen.findByText('Add worker');
  expect(screen.getByRole('region', { name: 'Emergency contact' })).toBeInTheDocument();
  type('Name', 'Lim Jia Hui');
  type('NRIC / FIN', 'S1234567A');
  type('Phone', '1234 5678');
  expect(await within(itemOf('NRIC / FIN')).findByText(/check letter does not match/)).toBeInTheDocument();
  expect(await within(itemOf('Phone')).findByText(/Not a Singapore number/)).toBeInTheDocument();

  // Residency: PR asks for its start date, a foreigner for the pass.
  expect(screen.queryByLabelText('PR since')).toBeNull();
  fireEvent.click(screen.getByLabelText('Foreigner'));
  expect(await screen.findByLabelText('Pass expires on')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Permanent resident'));
  expect(await screen.findByLabelText('PR since')).toBeInTheDocument();
  expect(screen.queryByLabelText('Pass expires on')).toBeNull();
  fireEvent.click(screen.getByLabelText('Citizen'));

  save();
  await waitFor(() => expect(screen.getAllByText(/cannot be empty|Please select/).length).toBeGreaterThan(0));
  expect(api.callsTo('api/v1/workforce/worker/add')).toHaveLength(0);

  type('NRIC / FIN', 's1234567d');
  type('Phone', '9123 4567');
  pickDate('Date of birth', '1995-04-02');
  fireEvent.click(screen.getByLabelText('Female'));
  answer = fail(409, 'NRIC already belongs to worker #7 Tan Mei Ling', {
    errors: [{ field: 'body.nric', message: 'NRIC already belongs to worker #7 Tan Mei Ling' }],
  });
  save();
  expect(await within(itemOf('NRIC / FIN')).findByText('NRIC already belongs to worker #7 Tan Mei Ling')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/worker/add')[0].body).toMatchObject({
    name: 'Lim Jia Hui',
    nric: 'S1234567D',
    phone: '+6591234567',
    dateOfBirth: '1995-04-02',
    gender: 'female',
    residency: 'citizen',
    prStartDate: null,
    passType: null,
    passExpiry: null,
    engagementType: 'contractor',
  });

  answer = { id: 42, status: 'pending_verification' };
  type('NRIC / FIN', 'T1234567J');
  save();
  await waitFor(() => expect(location.current.pathname).toBe('/workforce/worker/manage/42'));
});
