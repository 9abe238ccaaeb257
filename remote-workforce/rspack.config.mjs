import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

// The `workforce` remote: its manifest, the home widgets and the pages each issue adds.
export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'workforce',
  exposes: {
    // The /home widgets (today's shifts, waiting for verification): exposed while the list has one.
    './home/widgets': './src/home/widgets.ts',
    './worker/index': './src/pages/worker/index.tsx',
    './worker/add/index': './src/pages/worker/add/index.tsx',
    './worker/edit/index': './src/pages/worker/edit/index.tsx',
    './worker/manage/index': './src/pages/worker/manage/index.tsx',
    // The staff paths: the manage page opened on one tab (src/pages/staff/staffTabPage.tsx).
    './staff/allowance/index': './src/pages/staff/allowance/index.tsx',
    './staff/applicant/index': './src/pages/staff/applicant/index.tsx',
    './staff/assignedJobs/index': './src/pages/staff/assignedJobs/index.tsx',
    './staff/banRecord/index': './src/pages/staff/banRecord/index.tsx',
    './staff/creditScore/index': './src/pages/staff/creditScore/index.tsx',
    './staff/extraDocument/index': './src/pages/staff/extraDocument/index.tsx',
    './staff/medicalLeave/index': './src/pages/staff/medicalLeave/index.tsx',
    './staff/wallet/index': './src/pages/staff/wallet/index.tsx',
    './staff/payslip/index': './src/pages/staff/payslip/index.tsx',
    './staff/workRecord/index': './src/pages/staff/workRecord/index.tsx',
    './applicant/index': './src/pages/applicant/index.tsx',
    './blacklist/index': './src/pages/blacklist/index.tsx',
    './certificate/index': './src/pages/certificate/index.tsx',
    './job/index': './src/pages/job/index.tsx',
    './job/add/index': './src/pages/job/add/index.tsx',
    './job/copy/index': './src/pages/job/copy/index.tsx',
    './job/employees/index': './src/pages/job/employees/index.tsx',
    './job/manage/index': './src/pages/job/manage/index.tsx',
    // The job tab paths: the manage page opened on one tab (src/pages/job/tabs/jobTabPage.tsx).
    './job/tabs/info/index': './src/pages/job/tabs/info/index.tsx',
    './job/tabs/workRecords/index': './src/pages/job/tabs/workRecords/index.tsx',
    './workRecord/index': './src/pages/workRecord/index.tsx',
    './workRecord/detail/index': './src/pages/workRecord/detail/index.tsx',
    './workRecord/edit/index': './src/pages/workRecord/edit/index.tsx',
    './workRecord/verify/index': './src/pages/workRecord/verify/index.tsx',
    './workRecord/grant/index': './src/pages/workRecord/grant/index.tsx',
    './workRecord/assign/index': './src/pages/workRecord/assign/index.tsx',
    './workRecord/preBooking/index': './src/pages/workRecord/preBooking/index.tsx',
    './booking/index': './src/pages/booking/index.tsx',
    './timesheet/index': './src/pages/timesheet/index.tsx',
    './timesheet/detail/index': './src/pages/timesheet/detail/index.tsx',
    './timesheetTemplate/index': './src/pages/timesheetTemplate/index.tsx',
    './smsTemplate/index': './src/pages/smsTemplate/index.tsx',
    './smsLog/index': './src/pages/smsLog/index.tsx',
    './workRecord/timesheet/index': './src/pages/workRecord/timesheet/index.tsx',
    // Analysis (issue 34): the only pages that load the charts library (chart.js).
    './analysis/employee/index': './src/pages/analysis/employee/index.tsx',
    './analysis/jobOrder/index': './src/pages/analysis/jobOrder/index.tsx',
  },
});
