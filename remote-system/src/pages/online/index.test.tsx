import type { OnlineRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import OnlinePage from './index';

const LIST = 'api/v1/system/online/list';
const ue = userEvent.setup({ delay: null });
const s = (n: number, over: Partial<OnlineRow> = {}): OnlineRow => ({
  sessionId: `0000000${n}-aaaa-bbbb-cccc-000000000000`,
  userId: n,
  userName: `user${n}`,
  userNickname: `User ${n}`,
  deptName: 'Ops',
  ip: `10.0.0.${n}`,
  location: 'LAN',
  browser: 'Chrome 126',
  os: 'macOS',
  createdAt: '2026-01-15T02:30:00.000Z',
  lastSeenAt: '2026-01-15T02:35:00.000Z',
  current: false,
  ...over,
});
let rows: OnlineRow[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  rows = [s(1, { userName: 'admin', current: true }), s(2, { userName: 'walker' })];
  api = fakeApi({
    [LIST]: (p) => ({ list: rows, total: rows.length, currentPage: Number(p.pageNum) }),
    'PUT api/v1/system/online/forceLogout': (_p, c) => {
      rows = rows.filter((r) => !c.body.ids.includes(r.sessionId));
      return { revoked: 1, self: false };
    },
  });
});
afterEach(() => api.restore());

test('lists sessions, marks this session, force logout after confirmation', async () => {
  renderFast(<OnlinePage />, { route: '/system/online' });
  const mine = (await screen.findByText('admin')).closest('tr') as HTMLElement;
  expect(within(mine).getByText('This session')).toBeInTheDocument();
  const other = screen.getByText('walker').closest('tr') as HTMLElement;
  expect(within(other).queryByText('This session')).toBeNull();
  expect(within(other).getByText('10.0.0.2')).toBeInTheDocument();
  await ue.click(within(other).getByRole('button', { name: /Force logout/ }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('walker');
  await ue.click(within(confirm).getByRole('button', { name: /Force logout/ }));
  await waitFor(() => expect(screen.queryByText('walker')).toBeNull());
  expect(api.callsTo('api/v1/system/online/forceLogout', 'PUT')[0].body).toEqual({ ids: ['00000002-aaaa-bbbb-cccc-000000000000'] });
});

test('no force logout without the rule', async () => {
  renderFast(<OnlinePage />, { route: '/system/online', permissions: ['api/v1/system/online/list'] });
  await screen.findByText('walker');
  expect(screen.queryByRole('button', { name: /Force logout/ })).toBeNull();
});
