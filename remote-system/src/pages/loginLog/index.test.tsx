import type { LoginLogRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import LoginLogPage from './index';

const LIST = 'api/v1/system/loginLog/list';
const ue = userEvent.setup({ delay: null });
const row = (id: number, over: Partial<LoginLogRow> = {}): LoginLogRow => ({
  id,
  loginName: 'admin',
  ipaddr: '10.0.0.1',
  loginLocation: 'LAN',
  browser: 'Chrome 126',
  os: 'Windows 10',
  status: 0,
  msg: 'Login succeeded',
  loginTime: '2026-01-15T02:30:00.000Z',
  ...over,
});
let rows: LoginLogRow[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  rows = [row(1), row(2, { loginName: 'mallory', status: 1, msg: 'Wrong password' })];
  api = fakeApi({
    [LIST]: (p) => ({ list: rows, total: rows.length, currentPage: Number(p.pageNum) }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'DELETE api/v1/system/loginLog/delete': (_p, c) => {
      rows = rows.filter((r) => !c.body.ids.includes(r.id));
      return { deleted: c.body.ids.length };
    },
  });
});
afterEach(() => api.restore());

test('lists logins with status, browser and time; URL filters reach the API', async () => {
  renderFast(<LoginLogPage />, { route: '/system/loginLog?loginName=mal&status=1&dateRange=2026-01-01&dateRange=2026-01-31' });
  const r = (await screen.findByText('mallory')).closest('tr') as HTMLElement;
  expect(within(r).getByText('Failure')).toBeInTheDocument();
  expect(within(r).getByText('Wrong password')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20, loginName: 'mal', status: 1, dateRange: ['2026-01-01', '2026-01-31'] });
});

test('batch delete of the selected rows', async () => {
  renderFast(<LoginLogPage />, { route: '/system/loginLog' });
  const r = (await screen.findByText('mallory')).closest('tr') as HTMLElement;
  await ue.click(within(r).getByRole('checkbox'));
  await ue.click(screen.getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('dialog');
  await ue.click(within(confirm).getByRole('button', { name: /Delete/ }));
  await waitFor(() => expect(screen.queryByText('mallory')).toBeNull());
  expect(api.callsTo('api/v1/system/loginLog/delete', 'DELETE')[0].body).toEqual({ ids: [2] });
});
