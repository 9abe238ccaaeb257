/**
 * The pages of the remotes that the host reaches by its own routes, not through a menu row
 * (issue 25, defect 10): the public website (`/website`, `/website/jobs`, …) and the home
 * widgets each remote may expose. The host builds its public routes and loads the widgets from
 * these lists, and the server requires a remote version to expose them (with the menu rows'
 * component paths) before it may go live, so the two cannot drift apart.
 */

/** A public page of the host: its URL path (under /admin), route name, the remote page it renders, its titles. */
export interface PublicPage {
  path: string;
  name: string;
  /** `<remote>/<expose>` as a menu component is written (`website/jobs/index` = remote website, expose ./jobs/index) */
  component: string;
  title: string;
  titleZh: string;
}

/** Public website pages (rendered by the `website` remote, no login). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/website', name: 'website', component: 'website/home/index', title: 'Home', titleZh: '首页' },
  { path: '/website/jobs', name: 'websiteJobs', component: 'website/jobs/index', title: 'Jobs', titleZh: '职位' },
  {
    path: '/website/aboutUs',
    name: 'websiteAboutUs',
    component: 'website/aboutUs/index',
    title: 'About Us',
    titleZh: '关于我们',
  },
  {
    path: '/website/privacy',
    name: 'websitePrivacy',
    component: 'website/privacy/index',
    title: 'Privacy Policy',
    titleZh: '隐私政策',
  },
  {
    path: '/website/terms_of_service',
    name: 'websiteTerms',
    component: 'website/termsOfService/index',
    title: 'Terms of Service',
    titleZh: '服务条款',
  },
  {
    // The client's sign-off of a timesheet: reached from the mailed single-use link.
    path: '/website/timesheet/sign',
    name: 'websiteTimesheetSign',
    component: 'website/timesheetSign/index',
    title: 'Timesheet sign-off',
    titleZh: '工时表签署',
  },
];

/** Remotes the home page asks for widgets (in display order). */
export const WIDGET_REMOTES = ['system', 'workforce', 'finance', 'website'] as const;
/** The module of a remote holding its home widgets (`loadRemote('<remote>/home/widgets')`). */
export const WIDGETS_EXPOSE = './home/widgets';

/** `website/jobs/index` → `./jobs/index` when it belongs to `remote`, else null. */
export function exposeOf(component: string, remote: string): string | null {
  return component.startsWith(`${remote}/`)
    ? `./${component.slice(remote.length + 1).replace(/\.(tsx|jsx|vue)$/, '')}`
    : null;
}

/** The expose paths of `remote` that host routes reach (public pages and the home widgets), sorted. */
export function hostPagesOf(remote: string): string[] {
  const pages = PUBLIC_PAGES.map((p) => exposeOf(p.component, remote)).filter((p): p is string => p !== null);
  if ((WIDGET_REMOTES as readonly string[]).includes(remote)) pages.push(WIDGETS_EXPOSE);
  return [...new Set(pages)].sort();
}
