/**
 * The job queue on the server monitor page: queue sizes and dead-lettered jobs, a retry of a
 * dead job, and a test job whose progress the caller watches (checks the whole chain on a
 * deployment: queue → worker → progress event → socket → notification).
 */
import { JobDemoBody, JobRetryBody, JobSentResult, JobsOverviewResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../core/base/envelope';
import { AppError, NotFoundError } from '../../core/base/errors';
import { t } from '../../core/base/i18n';
import { disabledJobs } from '../../jobs/queue';
import { demoProgress } from '../../jobs/handlers/demo-progress';
import { NoData, routeOptions } from '../../core/routes/route-options';

export const monitorJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const running = () => app.ctx.jobs !== disabledJobs;

  app.get(
    '/monitor/jobs',
    routeOptions('api/v1/system/monitor/jobs', 'Job queues: sizes and dead-lettered jobs (data with secrets hidden)', { reply: JobsOverviewResult }),
    async () => {
      const overview = await app.ctx.jobs.overview();
      return ok({ enabled: running(), ...overview });
    },
  );

  app.post(
    '/monitor/jobs/retry',
    routeOptions('api/v1/system/monitor/jobsRetry', 'Send a dead-lettered job back to its queue', { body: JobRetryBody, reply: NoData }),
    async (req) => {
      if (!running()) throw new AppError(503, 'jobs.disabled');
      if (!(await app.ctx.jobs.retryDead(req.body.queue, req.body.id))) throw new NotFoundError('jobs.deadNotFound');
      return ok(null, t(req.lang, 'jobs.retried'));
    },
  );

  app.post(
    '/monitor/jobs/demo',
    routeOptions('api/v1/system/monitor/jobsDemo', 'Run a test job that reports progress to the caller', { body: JobDemoBody, reply: JobSentResult }),
    async (req) => {
      if (!running()) throw new AppError(503, 'jobs.disabled');
      const { steps = 10, stepMs = 300, fail = false } = req.body;
      const job = await app.ctx.jobs.send(demoProgress.name, { steps, stepMs, fail }, { requestedBy: req.user!.id });
      return ok({ job }, t(req.lang, 'jobs.queued'));
    },
  );
};
