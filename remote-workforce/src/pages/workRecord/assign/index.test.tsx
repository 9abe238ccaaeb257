/**
 * Assign from the work records over the fake API: `:id` is the job; its verdicts come from
 * `job/assign` with `check: true`, an assignment opens the work records of that job, a 409 names
 * the failed rules, a job no longer taking workers says so, and it reads in Chinese.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fail, fakeApi, location, page, renderPage, worker } from '../../../../test/helpers';
import { job } from '../../job/test/rows';
import WorkRecordAssignPage from './index';

const ASSIGN = 'api/v1/workforce/job/assign';
const RULES = [{ workerId: 8, rule: 'credit_score' }];
let api: ReturnType<typeof fakeApi>;
let status: string;
let assignAnswer: unknown;
beforeEach(() => {
  status = 'published';
  assignAnswer = { workRecordIds: [41, 42], rules: [] };
  api = fakeApi({
    'api/v1/workforce/job/get': (p) => job(Number(p.id), { status: status as never }),
    'api/v1/workforce/worker/list': () =>
      page([worker(7, { name: 'Tan Mei Ling' }), worker(8, { name: 'Ahmad Rahman' })]),
    [`POST ${ASSIGN}`]: (_p, call) => (call.body.check ? { workRecordIds: [], rules: RULES } : assignAnswer),
  });
});
afterEach(() => api.restore());

const renderAssign = (lang = 'en') =>
  renderPage(
    <Routes>
      <Route path="/jobs/workRecord/assign/:id" element={<WorkRecordAssignPage />} />
      <Route path="/jobs/workRecord" element={<p>work records</p>} />
    </Routes>,
    { route: '/jobs/workRecord/assign/12', lang },
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

test('the job of the path; check shows each verdict; assign opens that job’s work records', async () => {
  renderAssign();
  expect(await screen.findByText('J-2026-00012 · Picker shift 12')).toBeInTheDocument();
  expect(screen.getByText('Assign workers to a job')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/job/get')[0].params).toEqual({ id: 12 });
  expect(screen.queryByRole('alert')).toBeNull();
  await pickWorkers('Tan Mei Ling', 'Ahmad Rahman');
  fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  await screen.findByText('Eligible');
  expect(api.callsTo(ASSIGN)[0].body).toEqual({ jobId: 12, workerIds: [7, 8], check: true });
  expect(within(verdictOf('Ahmad Rahman')).getByText('Credit score below the minimum')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('work records')).toBeInTheDocument();
  expect(api.callsTo(ASSIGN)[1].body).toEqual({ jobId: 12, workerIds: [7, 8] });
  expect(`${location.current.pathname}${location.current.search}`).toBe('/jobs/workRecord?jobId=12');
});

test('a 409 names the failed rules and assigns nobody', async () => {
  assignAnswer = fail(409, '1 worker(s) are not eligible', { rules: RULES });
  renderAssign();
  await screen.findByText('J-2026-00012 · Picker shift 12');
  await pickWorkers('Ahmad Rahman');
  fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Not assigned: some workers fail the eligibility rules')).toBeInTheDocument();
  expect(within(verdictOf('Ahmad Rahman')).getByText('Credit score below the minimum')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(ASSIGN)).toHaveLength(1));
  expect(screen.queryByText('work records')).toBeNull();
});

test('a job no longer taking workers says so; the way back lists its work records', async () => {
  status = 'completed';
  renderAssign();
  await screen.findByText('J-2026-00012 · Picker shift 12');
  expect(screen.getByText(/This job is completed: workers can be assigned only to/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Work records of this job' }));
  await waitFor(() => expect(location.current.search).toBe('?jobId=12'));
});

test('reads in Chinese', async () => {
  status = 'draft';
  renderAssign('zh-cn');
  await screen.findByText('J-2026-00012 · Picker shift 12');
  expect(screen.getByText('为工作分配员工')).toBeInTheDocument();
  expect(screen.getByText(/该工作状态为“草稿”/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '检查资格' })).toBeInTheDocument();
});
