/**
 * Job bookings over the fake API: URL filters reach the API in its names (shift days as dateFrom /
 * dateTo, the awaiting switch as a boolean, a job from a link as a removable tag); each row offers
 * only what its state and the user's rules allow; a refused confirm names the failed rules; cancel
 * asks who cancelled and says when a worker's cancel is late; staff apply for a worker and see
 * what became of it; the details show the History.
 */
import { BookingApi, type BookingRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, location, page, renderPage, worker } from '../../../test/helpers';
import { job } from '../job/test/rows';
import BookingPage from './index';

const LIST = 'api/v1/workforce/booking/list';
const HOUR = 3_600_000;

const booking = (id: number, over: Partial<BookingRow> = {}): BookingRow => ({
  id,
  jobId: 30,
  jobCode: 'J-2611-030',
  jobTitle: 'Barista',
  jobStatus: 'published',
  clientId: 5,
  clientName: 'Golden Bakes',
  deptName: 'Orchard outlet',
  shiftDate: '2026-11-20',
  startAt: '2026-11-20T01:00:00.000Z',
  endAt: '2026-11-20T10:00:00.000Z',
  workerId: 100 + id,
  workerName: `Worker ${id}`,
  source: 'self_apply',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  waitlistedAt: null,
  cancelledBy: null,
  noticeHours: null,
  reason: '',
  remindedAt: null,
  reconfirmedAt: null,
  lateCancelHours: 24,
  reconfirmOpensAt: '2026-11-18T13:00:00.000Z',
  workRecordId: null,
  createdAt: '2026-11-10T02:00:00.000Z',
  ...over,
});

// A shift five hours from now: a worker's cancel would be late.
const soon = () => new Date(Date.now() + 5 * HOUR).toISOString();

let api: ReturnType<typeof fakeApi>;
let confirmAnswer: unknown;
beforeEach(() => {
  confirmAnswer = { id: 1, from: 'pending', to: 'confirmed', status: 'confirmed' };
  api = fakeApi({
    [LIST]: () =>
      page([
        booking(1, { workerName: 'Tan Mei Ling' }),
        booking(2, { workerName: 'Ahmad Rahman', status: 'waitlisted', waitlistedAt: '2026-11-11T02:00:00.000Z' }),
        booking(3, {
          workerName: 'Priya Nair',
          status: 'confirmed',
          source: 'pre_booking',
          workRecordId: 41,
          startAt: soon(),
          endAt: new Date(Date.now() + 13 * HOUR).toISOString(),
          remindedAt: '2026-11-18T13:00:00.000Z',
        }),
        booking(4, {
          workerName: 'Lim Wei',
          status: 'cancelled',
          cancelledBy: 'worker',
          noticeHours: 5.5,
          decidedAt: '2026-11-12T02:00:00.000Z',
        }),
        booking(5, {
          workerName: 'Siti Aminah',
          status: 'confirmed',
          workRecordId: 42,
          reconfirmedAt: '2026-11-19T01:00:00.000Z',
        }),
        // Three days ahead, with a 48-hour late-cancel parameter: not asked to re-confirm yet.
        booking(6, {
          workerName: 'Wong Kai',
          status: 'confirmed',
          workRecordId: 43,
          startAt: new Date(Date.now() + 72 * HOUR).toISOString(),
          endAt: new Date(Date.now() + 80 * HOUR).toISOString(),
          reconfirmOpensAt: new Date(Date.now() + 36 * HOUR).toISOString(),
          lateCancelHours: 48,
        }),
      ]),
    'api/v1/finance/client/list': () => page([{ id: 5, name: 'Golden Bakes', uen: '201912345K', status: 'active' }]),
    'api/v1/workforce/booking/get': (p) => booking(Number(p.id), { workerName: 'Tan Mei Ling' }),
    'api/v1/system/audit/history': () => [],
    'PUT api/v1/workforce/booking/confirm': () => confirmAnswer,
    'PUT api/v1/workforce/booking/cancel': () => ({ id: 3, from: 'confirmed', to: 'cancelled', status: 'cancelled' }),
    'PUT api/v1/workforce/booking/reconfirm': () => null,
    'api/v1/workforce/job/list': () => page([job(12, { title: 'Picker shift 12' })]),
    'api/v1/workforce/worker/list': () => page([worker(7, { name: 'Chen Jia Hui' })]),
    'POST api/v1/workforce/booking/apply': () => ({ id: 60, status: 'waitlisted', workRecordId: null }),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const button = (row: HTMLElement, name: string) => within(row).queryByRole('button', { name });

test('URL filters are sent as the API names them; cells link the job and the worker', async () => {
  renderPage(<BookingPage />, {
    route:
      '/jobs/booking?keyword=tan&clientId=5&date=2026-11-01&date=2026-11-30&status=confirmed&source=self_apply&jobId=30&awaitingReconfirm=true',
  });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    clientId: 5,
    status: 'confirmed',
    source: 'self_apply',
    jobId: 30,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
    awaitingReconfirm: true,
  });
  const row = rowOf('Tan Mei Ling');
  expect(rowOf('Tan Mei Ling').querySelector('a[href="/workforce/worker/manage/101"]')).not.toBeNull();
  expect(within(row).getByText('J-2611-030').closest('a')?.getAttribute('href')).toBe('/jobs/job/manage/30');
  expect(within(row).getByText('Golden Bakes / Orchard outlet')).toBeInTheDocument();
  expect(within(row).getByText('2026-11-20 09:00–18:00')).toBeInTheDocument();
  expect(within(row).getByText('Applied')).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByText('Pre-booking')).toBeInTheDocument();
  // Where the re-confirmation stands, and a worker's late cancel in words.
  expect(within(rowOf('Priya Nair')).getByText('Awaiting')).toBeInTheDocument();
  expect(within(rowOf('Priya Nair')).getByText('Reminded 2026-11-18 21:00')).toBeInTheDocument();
  expect(within(rowOf('Siti Aminah')).getByText('Re-confirmed 2026-11-19 09:00')).toBeInTheDocument();
  expect(within(rowOf('Lim Wei')).getByText(/By The worker · 5.5 h notice/)).toBeInTheDocument();
  expect(within(rowOf('Lim Wei')).getByText('Late cancel')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();

  // The awaiting switch and the job tag are filters too.
  const awaiting = screen.getByRole('switch', { name: 'Awaiting re-confirmation only' });
  expect(awaiting).toBeChecked();
  fireEvent.click(awaiting);
  await waitFor(() => expect(location.current.search).not.toContain('awaitingReconfirm'));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.awaitingReconfirm).toBeUndefined());
  fireEvent.click(screen.getByRole('button', { name: 'Remove filter Job #30' }));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.jobId).toBeUndefined());
  expect(api.callsTo(LIST).at(-1)?.params.keyword).toBe('tan');
});

test('the switch turns the awaiting filter on', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20 });
  fireEvent.click(screen.getByRole('switch', { name: 'Awaiting re-confirmation only' }));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params.awaitingReconfirm).toBe(true));
  expect(location.current.search).toContain('awaitingReconfirm=true');
});

test('each row offers only what its state allows', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  const pending = rowOf('Tan Mei Ling');
  for (const a of ['Confirm', 'Waitlist', 'Reject']) expect(button(pending, `${a} Tan Mei Ling`)).not.toBeNull();
  for (const a of ['Cancel', 'Re-confirm']) expect(button(pending, `${a} Tan Mei Ling`)).toBeNull();
  const waitlisted = rowOf('Ahmad Rahman');
  expect(button(waitlisted, 'Confirm Ahmad Rahman')).not.toBeNull();
  expect(button(waitlisted, 'Reject Ahmad Rahman')).not.toBeNull();
  expect(button(waitlisted, 'Waitlist Ahmad Rahman')).toBeNull();
  const confirmed = rowOf('Priya Nair');
  expect(button(confirmed, 'Cancel Priya Nair')).not.toBeNull();
  expect(button(confirmed, 'Re-confirm Priya Nair')).not.toBeNull();
  for (const a of ['Confirm', 'Waitlist', 'Reject']) expect(button(confirmed, `${a} Priya Nair`)).toBeNull();
  // Already re-confirmed: only cancel.
  expect(button(rowOf('Siti Aminah'), 'Re-confirm Siti Aminah')).toBeNull();
  expect(button(rowOf('Siti Aminah'), 'Cancel Siti Aminah')).not.toBeNull();
  const cancelled = rowOf('Lim Wei');
  for (const a of ['Confirm', 'Waitlist', 'Reject', 'Cancel', 'Re-confirm'])
    expect(button(cancelled, `${a} Lim Wei`)).toBeNull();
  expect(button(cancelled, 'Details Lim Wei')).not.toBeNull();
  expect(screen.getByRole('button', { name: /Apply for a worker/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Pre-book a draft job/ })).toBeInTheDocument();
});

test('actions follow the user’s rules', async () => {
  const { rule } = BookingApi;
  renderPage(<BookingPage />, { route: '/jobs/booking', permissions: [rule.list, rule.get, rule.confirm] });
  await screen.findByText('Tan Mei Ling');
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
  const pending = rowOf('Tan Mei Ling');
  expect(button(pending, 'Confirm Tan Mei Ling')).not.toBeNull();
  expect(button(pending, 'Waitlist Tan Mei Ling')).toBeNull();
  expect(button(pending, 'Reject Tan Mei Ling')).toBeNull();
  expect(button(rowOf('Priya Nair'), 'Cancel Priya Nair')).toBeNull();
  expect(button(rowOf('Priya Nair'), 'Re-confirm Priya Nair')).toBeNull();
  expect(screen.queryByRole('button', { name: /Apply for a worker/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Pre-book a draft job/ })).toBeNull();
  // Without the job and worker get rules, their names are plain text.
  expect(screen.queryByRole('link', { name: 'Priya Nair' })).toBeNull();
});

test('a refused confirm names every failed rule; a full job says so', async () => {
  confirmAnswer = fail(409, '1 worker(s) are not eligible for this shift: credit_score', {
    rules: [{ workerId: 101, rule: 'credit_score' }],
  });
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  fireEvent.click(button(rowOf('Tan Mei Ling'), 'Confirm Tan Mei Ling') as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirm the booking of Tan Mei Ling?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('Not confirmed: the worker fails the eligibility rules')).toBeInTheDocument();
  expect(within(dialog).getByText('Credit score below the minimum')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/booking/confirm', 'PUT')[0].body).toEqual({ id: 1 });

  confirmAnswer = fail(409, 'Job J-2611-030 already has its 3 workers: put the booking on the waitlist instead');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText(/already has its 3 workers/)).toBeInTheDocument();
  expect(within(dialog).queryByText('Credit score below the minimum')).toBeNull();

  confirmAnswer = { id: 1, from: 'pending', to: 'confirmed', status: 'confirmed' };
  const before = api.callsTo(LIST).length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(before));
});

test('cancel asks who cancelled, says a worker’s cancel within 24 h is late, and sends the reason', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Priya Nair' });
  fireEvent.click(button(rowOf('Priya Nair'), 'Cancel Priya Nair') as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/less than 24 h before the start is a late cancel/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByLabelText('The worker'));
  expect(await within(dialog).findByText(/Late cancel: the worker cancels less than 24 h/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByLabelText('The client'));
  expect(await within(dialog).findByText(/no credit event for the worker/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByLabelText('The worker'));
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Family emergency' } });
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
  await waitFor(() => expect(api.callsTo('api/v1/workforce/booking/cancel', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/booking/cancel')[0].body).toEqual({
    id: 3,
    cancelledBy: 'worker',
    reason: 'Family emergency',
  });
});

test('re-confirm records the worker’s call', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Priya Nair' });
  fireEvent.click(button(rowOf('Priya Nair'), 'Re-confirm Priya Nair') as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Has Priya Nair re-confirmed the shift?').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Re-confirm' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/booking/reconfirm', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/booking/reconfirm')[0].body).toEqual({ id: 3 });
});

test('the parameters come with the rows: re-confirmation not asked yet, and the late-cancel notice the server uses', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Wong Kai' });
  const row = rowOf('Wong Kai');
  expect(within(row).getByText(/^Asked from /)).toBeInTheDocument();
  expect(button(row, 'Re-confirm Wong Kai')).toBeNull();
  // 72 hours of notice against the row's 48: the dialog explains 48, and a worker's cancel is early.
  fireEvent.click(button(row, 'Cancel Wong Kai') as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/less than 48 h before the start is a late cancel/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByLabelText('The worker'));
  expect(await within(dialog).findByText(/Early cancel: the worker gives 48 h or more notice/)).toBeInTheDocument();
});

test('apply for a worker: a published job and a worker, then what became of it', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  fireEvent.click(screen.getByRole('button', { name: /Apply for a worker/ }));
  const dialog = await screen.findByRole('dialog');
  const [jobSelect, workerSelect] = within(dialog).getAllByRole('combobox');
  fireEvent.mouseDown(jobSelect);
  fireEvent.click(
    await screen.findByText(/J-2026-00012 · Picker shift 12/, { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.mouseDown(workerSelect);
  fireEvent.click(await screen.findByText(/Chen Jia Hui/, { selector: '.ant-select-item-option-content' }));
  expect(api.callsTo('api/v1/workforce/job/list')[0].params).toMatchObject({ status: 'published' });
  expect(api.callsTo('api/v1/workforce/worker/list')[0].params).toMatchObject({ status: 'active' });
  const before = api.callsTo(LIST).length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await within(dialog).findByText('The job is full: the worker is on its waitlist.')).toBeInTheDocument();
  expect(within(dialog).getByText('Booking #60')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/booking/apply', 'POST')[0].body).toEqual({ jobId: 12, workerId: 7 });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(before));
});

test('details show the booking and its History', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  fireEvent.click(button(rowOf('Tan Mei Ling'), 'Details Tan Mei Ling') as HTMLElement);
  expect(await screen.findByText('Booking #1')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('api/v1/system/audit/history')[0]?.params).toEqual({ entity: 'booking', entityId: 1 }),
  );
  expect(api.callsTo('api/v1/workforce/booking/get')[0].params).toEqual({ id: 1 });
});

test('reads in Chinese', async () => {
  renderPage(<BookingPage />, { route: '/jobs/booking?jobId=30', lang: 'zh-cn' });
  await screen.findByRole('link', { name: 'Tan Mei Ling' });
  expect(screen.getByText('工作 #30')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /代员工报名/ })).toBeInTheDocument();
  expect(screen.getAllByText('到岗确认').length).toBeGreaterThan(0);
  expect(screen.getByText('迟取消')).toBeInTheDocument();
});
