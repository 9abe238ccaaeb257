/**
 * Jobs over the fake API: URL filters reach the API in its own names (the shift days as
 * dateFrom / dateTo), rows show the shift with "+1 day" for a night shift and the staffing with
 * "Unfilled" in words, the machine's actions per state (cancel asks its reason), the links to
 * manage / assign / copy; the roster view draws the week and moves by week.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, location, page, renderPage } from '../../../test/helpers';
import JobPage from './index';
import { job } from './test/rows';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/job/list': () =>
      page([
        job(1, {
          title: 'Night pickers',
          startAt: '2026-12-01T14:00:00.000Z',
          endAt: '2026-12-01T22:00:00.000Z',
          status: 'draft',
          assigned: 0,
        }),
        job(2, { title: 'Day packers', assigned: 3, headcount: 3, status: 'filled' }),
      ]),
    'api/v1/finance/client/list': () =>
      page([{ id: 2, name: 'Golden Harvest Pte Ltd', uen: '201912345K', status: 'active' }]),
    'api/v1/finance/contractDept/list': () => page([]),
    'api/v1/finance/position/list': () => page([]),
    'PUT api/v1/workforce/job/cancel': () => ({}),
    'api/v1/workforce/job/roster': (p) => ({
      days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map(
        (d) => (p.weekOf === '2026-11-30' ? d : d.replace('2026-11-30', String(p.weekOf))),
      ),
      rows: [
        {
          key: 'dept-5',
          label: 'Changi Warehouse',
          days: [
            [],
            [
              {
                jobId: 1,
                code: 'J-2026-00001',
                title: 'Night pickers',
                startAt: '2026-12-01T14:00:00.000Z',
                endAt: '2026-12-01T22:00:00.000Z',
                status: 'published',
                headcount: 3,
                assigned: 1,
              },
            ],
            [],
            [],
            [],
            [],
            [],
          ],
        },
      ],
    }),
  });
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('filters go out in the API names; rows show the shift, staffing and per-state actions', async () => {
  renderPage(<JobPage />, {
    route: '/jobs/job?keyword=pick&date=2026-12-01&date=2026-12-07&clientId=2&status=draft&fill=unfilled',
  });
  await screen.findByText('Night pickers');
  expect(api.callsTo('api/v1/workforce/job/list')[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'pick',
    clientId: 2,
    status: 'draft',
    fill: 'unfilled',
    dateFrom: '2026-12-01',
    dateTo: '2026-12-07',
  });
  // The client filter names its client.
  const clientFilter = screen.getByText('Client', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  expect(await within(clientFilter).findByText('Golden Harvest Pte Ltd (201912345K)')).toBeInTheDocument();

  const night = rowOf('Night pickers');
  // 22:00–06:00 Singapore: ends the next day.
  expect(within(night).getByText(/2026-12-01 22:00–06:00/)).toBeInTheDocument();
  expect(within(night).getByText('+1 day')).toBeInTheDocument();
  expect(within(night).getByText('0/3')).toBeInTheDocument();
  expect(within(night).getByText('Unfilled')).toBeInTheDocument();
  expect(within(night).getByRole('link', { name: 'J-2026-00001' })).toHaveAttribute('href', '/jobs/job/manage/1');
  expect(within(night).getByRole('button', { name: 'Publish J-2026-00001' })).toBeInTheDocument();

  const day = rowOf('Day packers');
  expect(within(day).getByText('09:00–17:00', { exact: false })).toBeInTheDocument();
  expect(within(day).queryByText('+1 day')).toBeNull();
  expect(within(day).queryByText('Unfilled')).toBeNull();
  expect(within(day).queryByRole('button', { name: 'Publish J-2026-00002' })).toBeNull();

  // Cancel asks for its reason and PUTs it.
  fireEvent.click(within(day).getByRole('button', { name: 'Cancel J-2026-00002' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Client called it off' } });
  fireEvent.click(
    within(dialog)
      .getAllByRole('button', { name: /Cancel/ })
      .at(-1) as HTMLElement,
  );
  await waitFor(() => expect(api.callsTo('api/v1/workforce/job/cancel', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/job/cancel')[0].body).toEqual({ id: 2, reason: 'Client called it off' });
});

test('row links: assign and copy open their pages', async () => {
  renderPage(<JobPage />, { route: '/jobs/job' });
  await screen.findByText('Night pickers');
  const night = rowOf('Night pickers');
  fireEvent.click(within(night).getByRole('button', { name: 'Assign J-2026-00001' }));
  expect(location.current.pathname).toBe('/jobs/job/employees/1');
  fireEvent.click(within(night).getByRole('button', { name: 'More J-2026-00001' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Copy/ }));
  expect(`${location.current.pathname}${location.current.search}`).toBe('/jobs/job/copy?id=1');
});

test('roster: the week by department, a job links to its page, unfilled said in words; next week', async () => {
  renderPage(<JobPage />, { route: '/jobs/job?view=roster&week=2026-12-02' });
  const link = await screen.findByRole('link', {
    name: /22:00–06:00 \+1 day Night pickers, 1 of 3 assigned, unfilled/,
  });
  expect(link).toHaveAttribute('href', '/jobs/job/manage/1');
  expect(api.callsTo('api/v1/workforce/job/roster')[0].params).toEqual({ weekOf: '2026-11-30', by: 'department' });
  expect(screen.getByText('Changi Warehouse')).toBeInTheDocument();
  expect(screen.getByText('Week of 2026-11-30 – 2026-12-06')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Next week/ }));
  await waitFor(() =>
    expect(api.callsTo('api/v1/workforce/job/roster').at(-1)?.params).toEqual({
      weekOf: '2026-12-07',
      by: 'department',
    }),
  );
  expect(api.callsTo('api/v1/workforce/job/list')).toHaveLength(0);
});
