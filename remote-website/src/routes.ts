/** Public website routes (spec §2), relative to the host's /admin basename. */
export const WEBSITE_ROUTES = {
  home: '/website',
  jobs: '/website/jobs',
  aboutUs: '/website/aboutUs',
  privacy: '/website/privacy',
  terms: '/website/terms_of_service',
  timesheetSign: '/website/timesheet/sign',
} as const;
