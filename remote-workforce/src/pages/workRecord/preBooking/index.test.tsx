/**
 * Pre-booking over the fake API: the job picker offers draft jobs only; a picked job (or
 * `?jobId=`) gets the shared assign form, whose verdicts come from `job/assign` with `check: true`;
 * pre-booking posts `job/assign` and leads to the job's bookings; a job that is not a draft says so;
 * it reads in Chinese.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage, worker } from '../../../../test/helpers';
import { job } from '../../job/test/rows';
import PreBookingPage from './index';

const ASSIGN = 'api/v1/workforce/job/assign';
let api: ReturnType<typeof fakeApi>;
let status: string;
beforeEach(() => {
  status = 'draft';
  api = fakeApi({
    'api/v1/workforce/job/list': () => page([job(12, { status: 'draft' }), job(14, { status: 'draft' })]),
    'api/v1/workforce/job/get': (p) => job(Number(p.id), { status: status as never }),
    'api/v1/workforce/worker/list': () =>
      page([worker(7, { name: 'Tan Mei Ling' }), worker(8, { name: 'Ahmad Rahman' })]),
    [`POST ${ASSIGN}`]: (_p, call) =>
      call.body.check
        ? { workRecordIds: [], rules: [{ workerId: 8, rule: 'credit_score' }] }
        : { workRecordIds: [41, 42], rules: [] },
  });
});
afterEach(() => api.restore());

const option = (text: RegExp) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

test('a draft job from the picker; check shows verdicts; pre-book leads to the job’s bookings', async () => {
  renderPage(<PreBookingPage />, { route: '/jobs/workRecord/preBooking' });
  const [jobSelect] = screen.getAllByRole('combobox');
  fireEvent.mouseDown(jobSelect);
  fireEvent.click(await option(/J-2026-00014 · Picker shift 14/));
  expect(api.callsTo('api/v1/workforce/job/list')[0].params).toMatchObject({ status: 'draft' });
  await waitFor(() => expect(location.current.search).toBe('?jobId=14'));
  expect(await screen.findByText('J-2026-00014 · Picker shift 14')).toBeInTheDocument();

  const workers = screen.getAllByRole('combobox').at(-1) as HTMLElement;
  for (const name of ['Tan Mei Ling', 'Ahmad Rahman']) {
    fireEvent.mouseDown(workers);
    fireEvent.click(await option(new RegExp(name)));
  }
  fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  await screen.findByText('Eligible');
  expect(api.callsTo(ASSIGN)[0].body).toEqual({ jobId: 14, workerIds: [7, 8], check: true });
  expect(screen.getByText('Credit score below the minimum')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Pre-booked 2 workers')).toBeInTheDocument();
  expect(api.callsTo(ASSIGN)[1].body).toEqual({ jobId: 14, workerIds: [7, 8] });
  fireEvent.click(screen.getByRole('button', { name: 'Bookings of this job' }));
  await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/jobs/booking?jobId=14'));
});

test('?jobId= opens that job at once', async () => {
  renderPage(<PreBookingPage />, { route: '/jobs/workRecord/preBooking?jobId=12' });
  expect(await screen.findByText('J-2026-00012 · Picker shift 12')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/get')[0].params).toEqual({ id: 12 });
  expect(screen.getByRole('button', { name: 'Check eligibility' })).toBeInTheDocument();
});

test('a job that is not a draft is not pre-booked: the page leads to assign instead', async () => {
  status = 'published';
  renderPage(<PreBookingPage />, { route: '/jobs/workRecord/preBooking?jobId=12' });
  expect(await screen.findByText(/This job is published: pre-booking is for draft jobs/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check eligibility' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Assign workers instead' }));
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/workRecord/assign/12'));
  expect(api.callsTo(ASSIGN)).toHaveLength(0);
});

test('reads in Chinese', async () => {
  renderPage(<PreBookingPage />, { route: '/jobs/workRecord/preBooking?jobId=12', lang: 'zh-cn' });
  await screen.findByText('J-2026-00012 · Picker shift 12');
  const card = screen.getByText('预排班').closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('草稿工作')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '检查资格' })).toBeInTheDocument();
});
