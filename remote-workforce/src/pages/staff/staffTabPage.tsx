/**
 * The staff paths (menu `workforce/staff/<tab>/index`, route /workforce/worker/manage/:id/<tab>):
 * each is the worker manage page opened on that tab, so a deep link, the menu and the tags view
 * land on the same page and tab as `?tab=<tab>` (the tab keys of ../worker/manage/tabs.ts are
 * these names). Each `./<tab>/index.tsx` is one exposed module of the remote.
 */
import WorkerManagePage from '../worker/manage';
import { STAFF_TABS, type StaffTab } from '../worker/manage/tabs';

export { STAFF_TABS, type StaffTab };

export function staffTabPage(tab: StaffTab) {
  // biome-ignore lint/correctness/noComponentHookFactories: one page component per staff path, created once at module load
  const StaffTabPage = () => <WorkerManagePage tab={tab} />;
  StaffTabPage.displayName = `StaffTab(${tab})`;
  return StaffTabPage;
}
