/**
 * Assign workers over the fake API: active workers are searched; Check sends `check: true` and
 * shows each worker's verdict, every failed rule by its name (English and Chinese) with what it
 * is about; a 409 on Assign shows its `data.rules` the same way; an accepted assignment opens the
 * job's work records.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fail, fakeApi, location, page, renderPage, worker } from '../../../../test/helpers';
import { job } from '../test/rows';
import JobEmployeesPage from './index';

const RULES = [
  { workerId: 8, rule: 'certificate_missing', ref: 4 },
  { workerId: 8, rule: 'banned', ref: 'client' },
  { workerId: 8, rule: 'part_iv_daily_hours' },
];

let api: ReturnType<typeof fakeApi>;
let assignAnswer: unknown;
beforeEach(() => {
  assignAnswer = { workRecordIds: [31, 32], rules: [] };
  api = fakeApi({
    'api/v1/workforce/job/get': (p) => job(Number(p.id)),
    'api/v1/workforce/worker/list': () =>
      page([worker(7, { name: 'Tan Mei Ling' }), worker(8, { name: 'Ahmad Rahman' })]),
    'api/v1/workforce/certificateType/list': () => page([{ id: 4, name: 'Forklift licence', status: 'active' }]),
    'POST api/v1/workforce/job/assign': (_p, call) =>
      call.body.check ? { workRecordIds: [], rules: RULES } : assignAnswer,
  });
});
afterEach(() => api.restore());

const renderAssign = (lang = 'en') =>
  renderPage(
    <Routes>
      <Route path="/jobs/job/employees/:id" element={<JobEmployeesPage />} />
      <Route path="/jobs/job/manage/:id" element={<p>manage page</p>} />
    </Routes>,
    { route: '/jobs/job/employees/1', lang },
  );

const pickWorkers = async (...names: string[]) => {
  const select = screen.getByRole('combobox');
  for (const name of names) {
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText(new RegExp(name), { selector: '.ant-select-item-option-content' }));
  }
};
const verdictOf = (name: string) =>
  within(screen.getByRole('region', { name: /Eligibility|资格/ }))
    .getByText(new RegExp(name))
    .closest('tr') as HTMLElement;

test('check: each worker’s verdict, every failed rule named; then assign', async () => {
  renderAssign();
  await screen.findByText('J-2026-00001 · Picker shift 1');
  await pickWorkers('Tan Mei Ling', 'Ahmad Rahman');
  expect(api.callsTo('api/v1/workforce/worker/list')[0].params).toMatchObject({ status: 'active' });
  fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  await screen.findByText('Eligible');
  expect(api.callsTo('api/v1/workforce/job/assign')[0].body).toEqual({ jobId: 1, workerIds: [7, 8], check: true });
  expect(within(verdictOf('Tan Mei Ling')).getByText('Eligible')).toBeInTheDocument();
  const ahmad = verdictOf('Ahmad Rahman');
  expect(within(ahmad).getByText('Not eligible')).toBeInTheDocument();
  expect(await within(ahmad).findByText('Required certificate missing: Forklift licence')).toBeInTheDocument();
  expect(within(ahmad).getByText('Banned: this client')).toBeInTheDocument();
  expect(within(ahmad).getByText('Over 12 hours of work that day (Part IV)')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('manage page')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/assign')[1].body).toEqual({ jobId: 1, workerIds: [7, 8] });
  expect(`${location.current.pathname}${location.current.search}`).toBe('/jobs/job/manage/1?tab=workRecords');
});

test('a 409 on assign names the failed rules the same way, in Chinese', async () => {
  assignAnswer = fail(409, '有员工不符合资格', { rules: RULES });
  renderAssign('zh-cn');
  await screen.findByText('J-2026-00001 · Picker shift 1');
  await pickWorkers('Ahmad Rahman');
  fireEvent.click(screen.getByRole('button', { name: /^分 ?配$/ }));
  expect(await screen.findByText('未分配：部分员工不符合资格规则')).toBeInTheDocument();
  const ahmad = verdictOf('Ahmad Rahman');
  expect(within(ahmad).getByText('不符合资格')).toBeInTheDocument();
  expect(await within(ahmad).findByText('缺少所需证书：Forklift licence')).toBeInTheDocument();
  expect(within(ahmad).getByText('已被禁止：该客户')).toBeInTheDocument();
  expect(within(ahmad).getByText('当天工作超过 12 小时（第四部分）')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('api/v1/workforce/job/assign')).toHaveLength(1));
  expect(screen.queryByText('manage page')).toBeNull();
});
