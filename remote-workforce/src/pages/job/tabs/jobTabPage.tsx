/**
 * The job tab paths (menu `workforce/job/tabs/<tab>/index`, route /jobs/job/manage/:id/<tab>):
 * each is the manage page opened on that tab, so a deep link, the menu and the tags view land on
 * the same page and tab as `?tab=<tab>`. Each `./<tab>/index.tsx` is one exposed module.
 */
import JobManagePage from '../manage';
import type { JobTabKey } from '../manage/tabs';

export function jobTabPage(tab: JobTabKey) {
  // biome-ignore lint/correctness/noComponentHookFactories: one page component per tab path, created once at module load
  const JobTabPage = () => <JobManagePage tab={tab} />;
  JobTabPage.displayName = `JobTab(${tab})`;
  return JobTabPage;
}
