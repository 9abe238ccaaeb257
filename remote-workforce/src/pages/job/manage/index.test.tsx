/**
 * Manage job over the fake API: the header (title, state, facts, the actions its state allows),
 * the Info tab (rates as money, the policy snapshot), the Work records tab (the job's records:
 * punches, amounts as money, state), a tab path opening its tab, and History.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, page, renderPage } from '../../../../test/helpers';
import WorkRecordsTabPath from '../tabs/workRecords';
import { job, workRecord } from '../test/rows';
import JobManagePage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/job/get': (p) =>
      job(Number(p.id), { status: 'draft', requiredCertificateTypeIds: [4], residencies: ['citizen', 'pr'] }),
    'api/v1/workforce/certificateType/list': () => page([{ id: 4, name: 'Forklift licence', status: 'active' }]),
    'api/v1/workforce/workRecord/list': () => page([workRecord(31, { workerName: 'Tan Mei Ling' })]),
    'api/v1/system/audit/history': () => [],
  });
});
afterEach(() => api.restore());

const renderManage = (route = '/jobs/job/manage/1') =>
  renderPage(
    <Routes>
      <Route path="/jobs/job/manage/:id" element={<JobManagePage />} />
      <Route path="/jobs/job/manage/:id/workRecords" element={<WorkRecordsTabPath />} />
    </Routes>,
    { route },
  );

test('header, info with money and policy, work records, history', async () => {
  renderManage();
  expect(await screen.findByText('J-2026-00001 · Picker shift 1')).toBeInTheDocument();
  // A draft is published or cancelled; it is not closed.
  expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('S$12.50/h')).toBeInTheDocument();
  expect(within(panel).getByText('S$18.75/h')).toBeInTheDocument();
  expect(within(panel).getByText('per 15 min, rounded down')).toBeInTheDocument();
  expect(within(panel).getByText('PO-881')).toBeInTheDocument();
  expect(await within(panel).findByText('Forklift licence')).toBeInTheDocument();
  expect(within(panel).getByText('Citizen, Permanent resident')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'Work records' }));
  const records = await screen.findByRole('tabpanel');
  expect(await within(records).findByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute(
    'href',
    '/jobs/workRecord/detail/31',
  );
  expect(api.callsTo('api/v1/workforce/workRecord/list')[0].params).toMatchObject({ jobId: 1 });
  expect(within(records).getByText('S$87.50')).toBeInTheDocument();
  expect(within(records).getByText('S$131.25')).toBeInTheDocument();
  expect(within(records).getByText('2026-12-01 08:58')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
  await waitFor(() => expect(api.callsTo('api/v1/system/audit/history')).toHaveLength(1));
});

test('the tab path opens its tab', async () => {
  renderManage('/jobs/job/manage/1/workRecords');
  expect(await screen.findByRole('link', { name: 'Tan Mei Ling' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Work records' })).toHaveAttribute('aria-selected', 'true');
});
