/**
 * The conduct tabs over the fake API: ban records (automatic / blacklist tags, lift only on an
 * active manual ban), credit score (chart and events with their state), MCs (approve / reject by
 * state), allowances (money in dollars, sent in cents).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../../../test/helpers';
import AllowanceTab from './Allowance';
import BanRecordsTab from './BanRecords';
import CreditScoreTab from './CreditScore';
import MedicalLeaveTab from './MedicalLeave';

const ban = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  workerId: 7,
  workerName: 'Lim Mei Ling',
  scope: 'platform',
  clientId: null,
  clientName: null,
  contractDeptId: null,
  contractDeptName: null,
  reason: 'Rude to client',
  blacklist: false,
  automatic: false,
  startsAt: '2026-03-01T02:00:00.000Z',
  endsAt: null,
  status: 'active',
  createdBy: 1,
  createdByName: 'admin',
  liftedBy: null,
  liftedAt: null,
  liftReason: '',
  createdAt: '2026-03-01T02:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

test('ban records: tags, lift only where the machine allows it', async () => {
  api = fakeApi({
    'api/v1/workforce/banRecord/list': () =>
      page([
        ban(1),
        ban(2, { automatic: true, createdBy: null, createdByName: null, reason: '3 no-shows within 30 days', status: 'expired' }),
        ban(3, { blacklist: true, reason: 'Theft' }),
      ]),
  });
  renderPage(<BanRecordsTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
  await screen.findByText('Rude to client');
  expect(api.callsTo('api/v1/workforce/banRecord/list')[0].params).toMatchObject({ workerId: 7 });
  expect(within(row('Rude to client')).getByRole('button', { name: 'Lift' })).toBeInTheDocument();
  expect(within(row('3 no-shows within 30 days')).getByText('Automatic (no-shows)')).toBeInTheDocument();
  expect(within(row('3 no-shows within 30 days')).getByText('System')).toBeInTheDocument();
  expect(within(row('3 no-shows within 30 days')).queryByRole('button', { name: 'Lift' })).toBeNull();
  expect(within(row('Theft')).queryByRole('button', { name: 'Lift' })).toBeNull();
});

test('ban a worker from one department: the client searched by name, then one of its departments', async () => {
  api = fakeApi({
    'api/v1/workforce/banRecord/list': () => page([]),
    'api/v1/finance/client/list': (q) =>
      page(
        [
          { id: 11, name: 'Harbour Foods', uen: '201912345K', status: 'active' },
          { id: 12, name: 'Marina Events', uen: '201812345M', status: 'active' },
        ].filter((x) => !q.keyword || x.name.includes(String(q.keyword))),
      ),
    'api/v1/finance/contractDept/list': (q) =>
      page(q.clientId === 12 ? [{ id: 21, clientId: 12, name: 'Ballroom' }] : [{ id: 20, clientId: 11, name: 'Kitchen' }]),
    'POST api/v1/workforce/banRecord/add': () => ({ id: 9 }),
  });
  renderPage(<BanRecordsTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  fireEvent.click(await screen.findByRole('button', { name: 'Ban worker' }));
  const dialog = await screen.findByRole('dialog');
  const item = (label: string) =>
    within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  // The department waits for its client.
  expect(item('Contract department').querySelector('.ant-select-disabled')).not.toBeNull();
  fireEvent.mouseDown(within(item('Scope')).getByRole('combobox'));
  fireEvent.click(await screen.findByText('One department', { selector: '.ant-select-item-option-content' }));
  const client = within(item('Client')).getByRole('combobox');
  fireEvent.mouseDown(client);
  fireEvent.change(client, { target: { value: 'Marina' } });
  await waitFor(() => expect(api.callsTo('api/v1/finance/client/list').some((c) => c.params.keyword === 'Marina')).toBe(true));
  fireEvent.click(await screen.findByText('Marina Events (201812345M)', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(item('Contract department').querySelector('.ant-select-disabled')).toBeNull());
  fireEvent.mouseDown(within(item('Contract department')).getByRole('combobox'));
  fireEvent.click(await screen.findByText('Ballroom', { selector: '.ant-select-item-option-content' }));
  expect(api.callsTo('api/v1/finance/contractDept/list').at(-1)?.params).toMatchObject({ clientId: 12 });
  fireEvent.change(within(item('Reason')).getByRole('textbox'), { target: { value: 'Left the ballroom mid-shift' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/banRecord/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/banRecord/add', 'POST')[0].body).toMatchObject({
    workerId: 7,
    scope: 'department',
    clientId: 12,
    contractDeptId: 21,
    reason: 'Left the ballroom mid-shift',
  });
});

test('credit score: chart of the series and the events with their state', async () => {
  api = fakeApi({
    'api/v1/workforce/creditEvent/series': () => ({
      workerId: 7,
      score: 70,
      points: [
        { at: '2026-01-01T00:00:00.000Z', score: 100 },
        { at: '2026-02-01T00:00:00.000Z', score: 70 },
        { at: '2026-03-01T00:00:00.000Z', score: 70 },
      ],
    }),
    'api/v1/workforce/creditEvent/list': () =>
      page([
        {
          id: 1,
          workerId: 7,
          workerName: 'Lim Mei Ling',
          kind: 'no_show',
          weight: -30,
          occurredAt: '2026-02-01T00:00:00.000Z',
          expiresAt: '2099-07-31T00:00:00.000Z',
          workRecordId: null,
          reversedAt: null,
          reversalReason: '',
          medicalLeaveId: null,
        },
        {
          id: 2,
          workerId: 7,
          workerName: 'Lim Mei Ling',
          kind: 'no_show',
          weight: -30,
          occurredAt: '2026-01-10T00:00:00.000Z',
          expiresAt: '2099-07-09T00:00:00.000Z',
          workRecordId: null,
          reversedAt: '2026-01-12T00:00:00.000Z',
          reversalReason: 'MC #4 (MC-1)',
          medicalLeaveId: 4,
        },
      ]),
  });
  renderPage(<CreditScoreTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  expect(await screen.findByRole('img', { name: /Credit score from 2026-01-01 to 2026-03-01/ })).toBeInTheDocument();
  expect(await screen.findByText('Reversed: MC #4 (MC-1)')).toBeInTheDocument();
  expect(screen.getByText('Counting')).toBeInTheDocument();
  expect(screen.getAllByText('-30')).toHaveLength(2);
  expect(api.callsTo('api/v1/workforce/creditEvent/list')[0].params).toMatchObject({ workerId: 7, orderBy: 'occurredAt' });
});

test('medical leave: approve / reject only while submitted', async () => {
  const mc = (id: number, status: string) => ({
    id,
    workerId: 7,
    workerName: 'Lim Mei Ling',
    startDate: '2026-03-10',
    endDate: '2026-03-11',
    days: 2,
    kind: 'outpatient',
    clinic: `Clinic ${id}`,
    mcNumber: `MC-${id}`,
    fileKey: null,
    fileUrl: null,
    notifiedAt: null,
    workRecordIds: [],
    status,
    decisionReason: '',
    decidedBy: null,
    decidedAt: null,
    reversedEvents: 0,
    createdAt: '2026-03-10T00:00:00.000Z',
  });
  api = fakeApi({
    'api/v1/workforce/medicalLeave/list': () => page([mc(1, 'submitted'), mc(2, 'approved')]),
    'PUT api/v1/workforce/medicalLeave/approve': () => ({}),
  });
  renderPage(<MedicalLeaveTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  const submitted = (await screen.findByText('Clinic 1')).closest('tr') as HTMLElement;
  expect(within(screen.getByText('Clinic 2').closest('tr') as HTMLElement).queryByRole('button', { name: 'Approve' })).toBeNull();
  fireEvent.click(within(submitted).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/medicalLeave/approve', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/medicalLeave/approve')[0].body).toEqual({ id: 1 });
});

test('allowance: amounts shown in dollars', async () => {
  api = fakeApi({
    'api/v1/workforce/allowance/list': () =>
      page([
        {
          id: 1,
          workerId: 7,
          workerName: 'Lim Mei Ling',
          type: 'transport',
          amount: 1250,
          workDate: '2026-03-02',
          workRecordId: null,
          remark: 'Taxi',
          status: 'pending',
          decisionReason: '',
          decidedBy: null,
          decidedAt: null,
          createdBy: 1,
          createdAt: '2026-03-02T00:00:00.000Z',
        },
      ]),
  });
  renderPage(<AllowanceTab workerId={7} />, { route: '/workforce/worker/manage/7' });
  const row = (await screen.findByText('Taxi')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('12.50');
  expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});
