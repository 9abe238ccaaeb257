import type { AuditRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fakeApi';
import { currentQuery } from '../../../test/render';
import { renderFast } from '../opsTestUtil';
import AuditPage from './index';

const LIST = 'api/v1/system/audit/list';
const HISTORY = 'api/v1/system/audit/history';
const ue = userEvent.setup({ delay: null });
const line = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  entity: 'invoice',
  entityId: 7,
  action: 'void',
  fromState: 'issued',
  toState: 'void',
  actorId: 4,
  actorName: 'demo04',
  reason: 'Wrong PO number',
  data: null,
  at: '2026-01-15T02:30:00.000Z',
  ...over,
});
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: (p) => ({
      list: [
        line(2),
        line(1, {
          entity: 'job',
          entityId: 3,
          action: 'fill',
          fromState: 'published',
          toState: 'filled',
          actorId: null,
          actorName: 'system',
          reason: '',
        }),
      ],
      total: 2,
      currentPage: Number(p.pageNum),
    }),
    [HISTORY]: () => [line(2), line(0, { action: 'issue', fromState: 'draft', toState: 'issued', reason: '' })],
  });
});
afterEach(() => api.restore());

test('lists record, action, from → to, actor (System for the system), reason and SG time; filters from the URL', async () => {
  renderFast(<AuditPage />, { route: '/system/audit?entity=invoice&actor=demo&action=void' });
  const row = (await screen.findByText('Wrong PO number')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Invoice #7')).toBeInTheDocument();
  // The action "Void", then the change issued → void as state tags.
  expect(within(row).getByText('Void', { selector: 'td' })).toBeInTheDocument();
  expect(within(row).getByText('Issued', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(row).getByText('Void', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(row).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
  expect(within(row).getByText('demo04')).toBeInTheDocument();
  const sys = screen.getByText('Job #3').closest('tr') as HTMLElement;
  expect(within(sys).getByText('System')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toEqual({
    pageNum: 1,
    pageSize: 20,
    entity: 'invoice',
    actor: 'demo',
    action: 'void',
  });
});

test('sorting by time flips to oldest first through the URL', async () => {
  renderFast(<AuditPage />, { route: '/system/audit' });
  await screen.findByText('Wrong PO number');
  await ue.click(screen.getByRole('columnheader', { name: /Time/ }));
  await waitFor(() => expect(currentQuery().get('orderDir')).toBe('asc'));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params).toMatchObject({ orderDir: 'asc' }));
});

test("a record's whole History opens in a drawer", async () => {
  renderFast(<AuditPage />, { route: '/system/audit' });
  await screen.findByText('Wrong PO number');
  await ue.click(screen.getByLabelText('History: Invoice #7'));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('History of Invoice #7')).toBeInTheDocument();
  expect(await within(drawer).findByText('Issue')).toBeInTheDocument();
  expect(api.callsTo(HISTORY)[0].params).toEqual({ entity: 'invoice', entityId: 7 });
});

test('Chinese texts', async () => {
  renderFast(<AuditPage />, { route: '/system/audit', lang: 'zh-cn' });
  await screen.findByText('Wrong PO number');
  expect(screen.getByText('审计记录')).toBeInTheDocument();
  expect(screen.getByText('发票 #7')).toBeInTheDocument();
  expect(screen.getByText('作废', { selector: 'td' })).toBeInTheDocument();
  expect(screen.getByText('系统')).toBeInTheDocument();
});
