/**
 * The workforce module (/backend/api/v1/workforce/*): one folder per entity (routes + service).
 * Workers, their import and applicants; certificates, conduct records and jobs add theirs here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../core/base/i18n';
import { certificateRemindersJob, expireCertificatesJob } from '../../jobs/handlers/certificate-jobs';
import { expireBansJob, expireCreditEventsJob } from '../../jobs/handlers/conduct-sweeps';
import { generateTimesheetsJob } from '../../jobs/handlers/generate-timesheets';
import { importWorkersJob } from '../../jobs/handlers/import-workers';
import { advanceJobsJob, bookingClockJob, markNoShowsJob } from '../../jobs/handlers/job-sweeps';
import { reinstateSuspendedJob } from '../../jobs/handlers/reinstate-suspended';
import { sendSmsJob, shiftRemindersJob } from '../../jobs/handlers/sms-jobs';
import { timesheetDeadlinesJob } from '../../jobs/handlers/timesheet-deadlines';
import type { ModuleJobs } from '../../jobs/registry';
import { applicantRoutes } from './applicant/routes';
import { conductRoutes } from './conduct/routes';
import { certificateTypeRoutes } from './certificate-type/routes';
import { workerCertificateRoutes } from './worker-certificate/routes';
import { workerDocumentRoutes } from './worker-document/routes';
import { workerRoutes } from './worker/routes';
import { workerImportRoutes } from './worker-import/routes';
import { jobRoutes } from './job/routes';
import { workRecordRoutes } from './work-record/routes';
import { bookingRoutes } from './booking/routes';
import { timesheetRoutes } from './timesheet/routes';
import { timesheetTemplateRoutes } from './timesheet-template/routes';
import { workerDeviceRoutes } from './worker-device/routes';
import { smsTemplateRoutes } from './sms-template/routes';
import { smsLogRoutes } from './sms-log/routes';
import { analysisRoutes } from './analysis/routes';
import { workforceHomeRoutes } from './home/routes';
import { bindSmsJobs } from './sms/queue';
import { smsCertificateReminder } from './sms/certificates';
import { onWorkerReminder } from './worker-certificate/reminders';
import { workforceMessages } from './messages';
import { registerAll } from '../../core/routes/route-module';

// On load, not when the plugin runs: tests that call a service without building an app still
// get its texts, as long as something imported the module (helpers.ts does, through app.ts).
registerMessages(workforceMessages);
// Certificate reminders tell the worker by SMS too (CERT_EXPIRING), in the reminders' transaction.
onWorkerReminder(smsCertificateReminder);

export const workforceJobs: ModuleJobs = {
  queues: [
    importWorkersJob,
    reinstateSuspendedJob,
    expireBansJob,
    expireCreditEventsJob,
    expireCertificatesJob,
    certificateRemindersJob,
    markNoShowsJob,
    advanceJobsJob,
    bookingClockJob,
    timesheetDeadlinesJob,
    generateTimesheetsJob,
    sendSmsJob,
    shiftRemindersJob,
  ],
  schedules: [
    // Just after midnight: a suspension "until" a day is over once that day is.
    { queue: 'workforce.reinstateSuspended', cron: '10 0 * * *' },
    // A ban ends at the end of its last Singapore day, so just after midnight frees the worker.
    { queue: 'workforce.expireBans', cron: '10 0 * * *' },
    // Scores drop expired events once a day; the exact minute does not matter to anyone.
    { queue: 'workforce.expireCreditEvents', cron: '20 0 * * *' },
    // After midnight a certificate past its date no longer counts; reminders go out at the start
    // of the office day so staff see them.
    { queue: 'workforce.expireCertificates', cron: '15 0 * * *' },
    { queue: 'workforce.certificateReminders', cron: '0 8 * * *' },
    // The shift clock: a no-show is marked within five minutes of its deadline.
    { queue: 'workforce.markNoShows', cron: '*/5 * * * *' },
    { queue: 'workforce.advanceJobs', cron: '*/5 * * * *' },
    // Re-confirmation reminders and releases, and bookings converted at the start.
    { queue: 'workforce.bookingClock', cron: '*/5 * * * *' },
    // Timesheets past the client's deadline are approved, reminders go out before it.
    { queue: 'workforce.timesheetDeadlines', cron: '*/5 * * * *' },
    // 24 h shift reminders (a 10-minute window per run) and booking confirmations by SMS.
    { queue: 'workforce.shiftReminders', cron: '*/10 * * * *' },
  ],
};

export const workforceModule: FastifyPluginAsyncTypebox = async (app) => {
  await registerAll(app, [
    workerRoutes,
    workerImportRoutes,
    applicantRoutes,
    conductRoutes,
    certificateTypeRoutes,
    workerCertificateRoutes,
    workerDocumentRoutes,
    jobRoutes,
    workRecordRoutes,
    (await import('./work-record/attendance-routes')).attendanceRoutes,
    bookingRoutes,
    timesheetRoutes,
    timesheetTemplateRoutes,
    workerDeviceRoutes,
    smsTemplateRoutes,
    smsLogRoutes,
    analysisRoutes,
    workforceHomeRoutes,
  ]);
  // queueSms runs inside services' transactions: it reaches this app's job queue through this
  // binding to this app's database (read when sending, since the queue starts after the routes).
  const unbindSms = bindSmsJobs(app.ctx.db, () => app.ctx.jobs);
  app.addHook('onClose', async () => unbindSms());
};
