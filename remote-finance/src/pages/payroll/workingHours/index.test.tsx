/**
 * A month's working hours over the fake API: the route's month and the URL's filters reach the
 * list ("caps only" as a boolean), hours read to two decimals, each work record links to its
 * page, and the passed caps show as tags; a bad month asks nothing.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import { hoursRow } from '../fixtures';
import WorkingHoursPage from './index';

const LIST = 'api/v1/finance/payroll/workingHours/list';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: () =>
      page([
        hoursRow(),
        hoursRow({
          workerId: 8,
          workerName: 'Ahmad Rahman',
          workDate: '2026-11-07',
          normalMinutes: 480,
          otMinutes: 300,
          totalMinutes: 780,
          recordIds: [40],
          dayCapExceeded: true,
          monthOtMinutes: 4_500,
          monthOtCapExceeded: true,
        }),
      ]),
  });
});
afterEach(() => api.restore());

const open = (path = '2026-11', options: { permissions?: string[]; lang?: string } = {}) =>
  renderPage(
    <Routes>
      <Route path="/finance/payroll/workingHours/:month" element={<WorkingHoursPage />} />
    </Routes>,
    { route: `/finance/payroll/workingHours/${path}`, ...options },
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('the route’s month and the filters reach the API; hours, record links and caps', async () => {
  open('2026-11?keyword=tan&capsOnly=true&orderBy=otMinutes&orderDir=desc');
  expect(await screen.findByText('Working hours 2026-11')).toBeInTheDocument();
  await screen.findByText('Ahmad Rahman');
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    keyword: 'tan',
    capsOnly: true,
    orderBy: 'otMinutes',
    orderDir: 'desc',
    month: '2026-11',
  });
  const tan = rowOf('Tan Mei Ling');
  expect(within(tan).getByText('9.50')).toBeInTheDocument();
  expect(within(tan).getByText('1.50')).toBeInTheDocument();
  expect(within(tan).getByRole('link', { name: 'Work record 31' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/31',
  );
  expect(within(tan).getByRole('link', { name: 'Work record 32' })).toBeInTheDocument();
  expect(within(tan).queryByText(/Over/)).toBeNull();
  const ahmad = rowOf('Ahmad Rahman');
  expect(within(ahmad).getByText('13.00')).toBeInTheDocument();
  expect(within(ahmad).getByText('Over 12 h')).toBeInTheDocument();
  expect(within(ahmad).getByText('Over 72 OT h this month')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
});

test('a bad month asks nothing', async () => {
  open('2026-13');
  expect(await screen.findByText('Not a payroll month: 2026-13')).toBeInTheDocument();
  expect(api.callsTo(LIST)).toHaveLength(0);
});

test('no export without its rule', async () => {
  open('2026-11', { permissions: ['api/v1/finance/payroll/workingHours/list'] });
  await screen.findByText('Ahmad Rahman');
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
});

test('reads in Chinese', async () => {
  open('2026-11', { lang: 'zh-cn' });
  await screen.findByText('Ahmad Rahman');
  expect(screen.getByText('2026-11 工时')).toBeInTheDocument();
  expect(screen.getByText('超过 12 小时')).toBeInTheDocument();
  expect(screen.getByText('本月加班超过 72 小时')).toBeInTheDocument();
});
