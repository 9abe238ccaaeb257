/**
 * Add job over the fake API: nothing is sent while required fields are empty; the positions
 * offered are the picked order's, with its rates; the shift's Singapore times go out as instants,
 * a night shift ending the next day; the server's field error lands on its field; a saved job
 * opens its manage page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, invalid, location, page, renderPage } from '../../../../test/helpers';
import JobAddPage from './index';

const order = {
  id: 3,
  number: 'CO-2026-00003',
  version: 1,
  clientName: 'Golden Harvest Pte Ltd',
  deptName: 'Changi Warehouse',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'active',
  rates: [
    { positionId: 4, positionName: 'Picker', payRate: 1250, billRate: 1875, markupBp: 5000 },
    { positionId: 6, positionName: 'Forklift driver', payRate: 1800, billRate: 2700, markupBp: 5000 },
  ],
};

let api: ReturnType<typeof fakeApi>;
let answer: unknown;
beforeEach(() => {
  answer = { id: 42, status: 'draft', payRate: 1250, billRate: 1875 };
  api = fakeApi({
    'api/v1/finance/contractOrder/list': () => page([order]),
    'api/v1/finance/contractOrder/get': () => order,
    'api/v1/workforce/certificateType/list': () => page([]),
    'POST api/v1/workforce/job/add': () => answer,
  });
});
afterEach(() => api.restore());

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const pick = (label: string, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.mouseDown(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const choose = async (label: string, option: RegExp) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
};
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

test('validates, offers the order’s positions with their rates, posts Singapore instants, then opens the job', async () => {
  renderPage(<JobAddPage />, { route: '/jobs/job/add' });
  await screen.findByText('Add job');
  expect(screen.getByRole('region', { name: 'Shift (Singapore time)' })).toBeInTheDocument();
  save();
  await waitFor(() => expect(within(itemOf('Title')).getByText(/cannot be empty/)).toBeInTheDocument());
  expect(within(itemOf('Shift date')).getByText(/Please select|cannot be empty/)).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/add')).toHaveLength(0);

  // Positions wait for the order, then are its rated ones.
  expect(screen.getByLabelText('Position')).toBeDisabled();
  await choose('Contract order', /CO-2026-00003 v1 · Golden Harvest/);
  await waitFor(() => expect(screen.getByLabelText('Position')).not.toBeDisabled());
  await choose('Position', /Forklift driver · pay S\$18\.00\/h · bill S\$27\.00\/h/);
  // The position names the job until someone types a title.
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Forklift driver'));

  pick('Shift date', '2026-12-01');
  pick('Start', '22:00');
  pick('End', '06:00');
  expect(await within(itemOf('End')).findByText('Ends the next day (2026-12-02)')).toBeInTheDocument();

  answer = invalid({ startAt: 'The order is not in force on 2026-12-01' });
  save();
  expect(await within(itemOf('Start')).findByText('The order is not in force on 2026-12-01')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/add')[0].body).toEqual({
    contractOrderId: 3,
    positionId: 6,
    title: 'Forklift driver',
    description: '',
    dressCode: '',
    siteContact: '',
    address: '',
    // 22:00 Singapore = 14:00 UTC; 06:00 the next day = 22:00 UTC the same day.
    startAt: '2026-12-01T14:00:00.000Z',
    endAt: '2026-12-01T22:00:00.000Z',
    breakMinutes: 60,
    breakPaid: false,
    headcount: 1,
    requiredCertificateTypeIds: [],
    minimumAge: null,
    residencies: [],
    minimumCreditScore: null,
    visibility: 'public',
    bookingMode: 'review',
  });

  answer = { id: 42, status: 'draft', payRate: 1800, billRate: 2700 };
  save();
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/job/manage/42'));
});
