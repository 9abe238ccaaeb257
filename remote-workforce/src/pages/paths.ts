/**
 * Where this remote's pages live (the menu's paths), in a module of their own: the /home widgets
 * link to these pages, and importing a page's field list for a path would load that page's
 * components and the remote's whole dictionary on /home. The field lists re-export theirs.
 */
export const JOBS_PATH = '/jobs/job';
export const jobManagePath = (id: number) => `${JOBS_PATH}/manage/${id}`;
export const jobAssignPath = (id: number) => `${JOBS_PATH}/employees/${id}`;
export const jobCopyPath = (id: number) => `${JOBS_PATH}/copy?id=${id}`;

export const WORK_RECORD_PATH = '/jobs/workRecord';
export const workRecordDetailPath = (id: number) => `${WORK_RECORD_PATH}/detail/${id}`;
export const workRecordEditPath = (id: number) => `${WORK_RECORD_PATH}/edit/${id}`;
/** The verify page; `ids` as one comma list, so the link stays short and readable. */
export const workRecordVerifyPath = (ids?: readonly number[]) =>
  `${WORK_RECORD_PATH}/verify${ids?.length ? `?ids=${ids.join(',')}` : ''}`;

export const TIMESHEET_PATH = '/jobs/timesheet';
export const timesheetDetailPath = (id: number) => `${TIMESHEET_PATH}/detail/${id}`;

export const workerManagePath = (id: number) => `/workforce/worker/manage/${id}`;
