/** Public website routes (spec §2), relative to the host's /admin basename. */
export const WEBSITE_ROUTES = {
  home: '/website',
  jobs: '/website/jobs',
  aboutUs: '/website/aboutUs',
  privacy: '/website/privacy',
  terms: '/website/terms_of_service',
  timesheetSign: '/website/timesheet/sign',
} as const;

/**
 * The job board is server-rendered by the backend (backend/src/modules/website), not a page of
 * this SPA: links to it are full-page loads, and its language rides along as `?lang=`.
 */
export function jobsPageUrl(lang: string | undefined): string {
  return lang?.toLowerCase().startsWith('zh') ? '/admin/website/jobs?lang=zh-CN' : '/admin/website/jobs';
}
