import type { OutboxDetail, OutboxRow } from '@shiftdesk/shared/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import OutboxPage from './index';

const LIST = 'api/v1/system/outbox/list';
const GET = 'api/v1/system/outbox/get';
const ue = userEvent.setup({ delay: null });
const row = (id: number, over: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  to: 'ap@kopicorner.sg',
  subject: 'Timesheet TS-2026-000001 for approval',
  kind: 'timesheet.send',
  entity: 'timesheet',
  entityId: 1,
  transport: 'file',
  fileKey: `outbox/2026-11/${id}-timesheet.send.eml`,
  messageId: '<x@shiftdesk.local>',
  status: 'sent',
  error: '',
  sentAt: '2026-11-20T02:30:00.000Z',
  createdAt: '2026-11-20T02:30:00.000Z',
  ...over,
});
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  const rows = [
    row(2),
    row(1, { to: '', status: 'failed', error: 'no recipient', fileKey: null, kind: 'timesheet.reminder' }),
  ];
  api = fakeApi({
    [LIST]: (p) => ({ list: rows, total: rows.length, currentPage: Number(p.pageNum) }),
    [GET]: (p): OutboxDetail => ({
      ...row(Number(p.id)),
      eml: 'Subject: Timesheet TS-2026-000001\n\nPlease review timesheet',
    }),
  });
});
afterEach(() => api.restore());

test('lists messages with their outcome; URL filters reach the API', async () => {
  renderFast(<OutboxPage />, { route: '/system/outbox?status=failed&to=kopi' });
  const failed = (await screen.findByText('no recipient')).closest('tr') as HTMLElement;
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('Timesheet reminder')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20, status: 'failed', to: 'kopi' });
});

test('the drawer shows the kept message text', async () => {
  renderFast(<OutboxPage />, { route: '/system/outbox' });
  await screen.findByText('no recipient');
  await ue.click(screen.getByRole('button', { name: 'Details 2' }));
  expect(await screen.findByText(/Please review timesheet/)).toBeInTheDocument();
  expect(api.callsTo(GET)[0].params).toEqual({ id: 2 });
});

test('no details button without the get rule; Chinese texts', async () => {
  renderFast(<OutboxPage />, { route: '/system/outbox', permissions: [LIST], lang: 'zh-cn' });
  await screen.findByText('no recipient');
  expect(screen.getByText('发件箱')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /详情/ })).toBeNull();
});
