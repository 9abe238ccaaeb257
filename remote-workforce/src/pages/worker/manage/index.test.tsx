/**
 * Manage worker over the fake API: the header (masked NRIC, Reveal only with the reveal rule,
 * the reveal call reloading the History, credit gauge, actions by state), the registry's tabs
 * loaded when opened: the application the worker came from, the wallet tab saying what the user may not see.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { applicant, fakeApi, page, renderPage, worker } from '../../../../test/helpers';
import WorkerManagePage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/worker/get': (p) => worker(Number(p.id), { name: 'Tan Mei Ling', creditScore: 55 }),
    'api/v1/workforce/worker/revealNric': (p) => ({ id: Number(p.id), nric: 'S1234567D', bankAccount: '123-456789-0' }),
    'api/v1/workforce/applicant/list': () =>
      page([applicant(3, { name: 'Tan Mei Ling', status: 'approved', workerId: 7, source: 'website' })]),
    'api/v1/system/audit/history': () => [],
  });
});
afterEach(() => api.restore());

const renderManage = (permissions?: string[]) =>
  renderPage(
    <Routes>
      <Route path="/workforce/worker/manage/:id" element={<WorkerManagePage />} />
    </Routes>,
    { route: '/workforce/worker/manage/7', permissions },
  );

test('reveal: the whole NRIC from the audited endpoint, and the History reloads', async () => {
  renderManage();
  await screen.findByText('Tan Mei Ling');
  expect(screen.getByText('S****567D')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
  // Active: suspend / deactivate / blacklist are offered, verify is not.
  expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
  await waitFor(() => expect(api.callsTo('api/v1/system/audit/history')).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: /Reveal/ }));
  expect(await screen.findByText('S1234567D')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/worker/revealNric')[0].params).toEqual({ id: 7 });
  await waitFor(() => expect(api.callsTo('api/v1/system/audit/history')).toHaveLength(2));
});

test('without the reveal rule there is no Reveal; tabs load their content', async () => {
  renderManage(['api/v1/workforce/worker/get', 'api/v1/workforce/applicant/list']);
  await screen.findByText('Tan Mei Ling');
  expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
  // Only the tabs whose data the user may read (applicant/list here), plus the later issues' ones.
  expect(tabs.slice(0, 4)).toEqual(['Application', 'Assigned jobs', 'Wallet', 'Work records']);
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('Website')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/applicant/list')[0].params).toMatchObject({ workerId: 7 });
  // The wallet tab is offered to all; without the wallet rules it says so and asks nothing.
  fireEvent.click(screen.getByRole('tab', { name: 'Wallet' }));
  expect(await screen.findByText('You may not view wallets.')).toBeInTheDocument();
});
