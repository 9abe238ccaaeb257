/**
 * The nine staff paths: each exposed module is the manage page opened on the tab of its name
 * (the tab keys equal the path names), and a `?tab=` in the URL still wins.
 */
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, location, page, renderPage, worker } from '../../../test/helpers';
import { WORKER_TABS } from '../worker/manage/tabs';
import { STAFF_TABS, type StaffTab } from './staffTabPage';

const modules: Record<StaffTab, () => Promise<{ default: ComponentType }>> = {
  allowance: () => import('./allowance/index'),
  applicant: () => import('./applicant/index'),
  assignedJobs: () => import('./assignedJobs/index'),
  banRecord: () => import('./banRecord/index'),
  creditScore: () => import('./creditScore/index'),
  extraDocument: () => import('./extraDocument/index'),
  medicalLeave: () => import('./medicalLeave/index'),
  wallet: () => import('./wallet/index'),
  payslip: () => import('./payslip/index'),
  workRecord: () => import('./workRecord/index'),
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/worker/get': (p) => worker(Number(p.id), { name: 'Tan Mei Ling' }),
    'api/v1/system/audit/history': () => [],
  });
});
afterEach(() => api.restore());

test('one name per concept: every staff path is a tab key of the manage page', () => {
  const keys = WORKER_TABS.map((t) => t.key);
  for (const tab of STAFF_TABS) expect(keys).toContain(tab);
  expect(Object.keys(modules).sort()).toEqual([...STAFF_TABS].sort());
});

test.each(STAFF_TABS)('/workforce/worker/manage/7/%s opens the manage page on that tab', async (tab) => {
  const Page = (await modules[tab]()).default;
  const label = { banRecord: 'Ban records', extraDocument: 'Extra documents', workRecord: 'Work records' }[
    tab as string
  ];
  renderPage(
    <Routes>
      <Route path={`/workforce/worker/manage/:id/${tab}`} element={<Page />} />
    </Routes>,
    { route: `/workforce/worker/manage/7/${tab}` },
  );
  await screen.findByText('Tan Mei Ling');
  const active = document.querySelector('.ant-tabs-tab-active') as HTMLElement;
  expect(WORKER_TABS.some((t) => t.key === tab)).toBe(true);
  expect(active).toHaveAttribute('data-node-key', tab);
  if (label) expect(active).toHaveTextContent(label);
  expect(api.callsTo('api/v1/workforce/worker/get')[0].params).toEqual({ id: 7 });
  expect(location.current.search).toBe('');
});

test('a ?tab= in the URL still wins over the path, and choosing a tab writes it', async () => {
  const Page = (await modules.banRecord()).default;
  api.restore();
  api = fakeApi({
    'api/v1/workforce/worker/get': (p) => worker(Number(p.id), { name: 'Tan Mei Ling' }),
    'api/v1/workforce/applicant/list': () => page([]),
    'api/v1/system/audit/history': () => [],
  });
  renderPage(
    <Routes>
      <Route path="/workforce/worker/manage/:id/banRecord" element={<Page />} />
    </Routes>,
    { route: '/workforce/worker/manage/7/banRecord?tab=wallet' },
  );
  await screen.findByText('Tan Mei Ling');
  expect(document.querySelector('.ant-tabs-tab-active')).toHaveAttribute('data-node-key', 'wallet');
  (screen.getByRole('tab', { name: 'Ban records' }) as HTMLElement).click();
  await waitFor(() =>
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveAttribute('data-node-key', 'banRecord'),
  );
  expect(location.current.search).toBe('');
});
