/**
 * Copy job over the fake API: a date range on the ticked weekdays makes the dates; Preview asks
 * the server (`preview: true`) and shows each shift with its rates as money; changing the dates
 * makes the preview stale; Create sends the previewed dates and goes back to the list. A page
 * without `?id=` says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, renderPage } from '../../../../test/helpers';
import { job } from '../test/rows';
import JobCopyPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/job/get': (p) => job(Number(p.id), { title: 'Night pickers' }),
    'POST api/v1/workforce/job/copy': (_p, call) => ({
      ids: call.body.preview ? [] : call.body.dates.map((_: string, i: number) => 100 + i),
      shifts: call.body.dates.map((date: string) => ({
        date,
        startAt: `${date}T14:00:00.000Z`,
        endAt: `${date}T22:00:00.000Z`,
        payRate: date === '2026-12-11' ? 1300 : 1250,
        billRate: 1875,
      })),
    }),
  });
});
afterEach(() => api.restore());

const pick = (el: HTMLElement, value: string) => {
  fireEvent.mouseDown(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

test('range on weekdays → preview with money → create the previewed dates', async () => {
  renderPage(<JobCopyPage />, { route: '/jobs/job/copy?id=1' });
  expect(await screen.findByText('J-2026-00001 · Night pickers')).toBeInTheDocument();
  const preview = screen.getByRole('button', { name: 'Preview' });
  expect(preview).toBeDisabled();
  pick(screen.getByPlaceholderText('Start date'), '2026-12-07');
  pick(screen.getByPlaceholderText('End date'), '2026-12-13');
  expect(await screen.findByText('7 dates picked')).toBeInTheDocument();
  // Weekdays only.
  fireEvent.click(screen.getByLabelText('Sat'));
  fireEvent.click(screen.getByLabelText('Sun'));
  expect(await screen.findByText('5 dates picked')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create 5 jobs' })).toBeDisabled();

  fireEvent.click(preview);
  const table = (await screen.findByText('Shifts to create')).closest('.ant-table-wrapper') as HTMLElement;
  const dates = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
  expect(api.callsTo('api/v1/workforce/job/copy')[0].body).toEqual({ id: 1, dates, preview: true });
  const row = within(table).getByText('2026-12-11').closest('tr') as HTMLElement;
  expect(within(row).getByText('22:00')).toBeInTheDocument();
  expect(within(row).getByText('06:00')).toBeInTheDocument();
  expect(within(row).getByText('+1 day')).toBeInTheDocument();
  expect(within(row).getByText('S$13.00/h')).toBeInTheDocument();
  expect(within(row).getByText('S$18.75/h')).toBeInTheDocument();

  // A changed choice must be previewed again.
  fireEvent.click(screen.getByLabelText('Sat'));
  expect(await screen.findByText(/preview again before creating/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create 6 jobs' })).toBeDisabled();
  fireEvent.click(screen.getByLabelText('Sat'));

  fireEvent.click(await screen.findByRole('button', { name: 'Create 5 jobs' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/job/copy')).toHaveLength(2));
  expect(api.callsTo('api/v1/workforce/job/copy')[1].body).toEqual({ id: 1, dates });
  expect(await screen.findByText('Created 5 draft jobs')).toBeInTheDocument();
  await waitFor(() => expect(location.current.pathname).toBe('/jobs/job'));
});

test('without an id the page says where to come from', async () => {
  renderPage(<JobCopyPage />, { route: '/jobs/job/copy' });
  expect(await screen.findByText('No job was given: open this page from a job')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/get')).toHaveLength(0);
});
