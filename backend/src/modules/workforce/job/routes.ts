/**
 * /workforce/job/{list,get,add,edit,delete}, the machine's PUT /workforce/job/<action> (publish
 * checks the client and the order; cancel takes the job's scheduled records with it), POST copy,
 * POST assign (golden path step 10) and GET roster. Thin: the services check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  JobAddBody,
  JobApi,
  JobAssignBody,
  JobAssignErrorEnvelope,
  JobAssignResult,
  JobCopyBody,
  JobCopyResult,
  JobCreated,
  JobEditBody,
  JobListQuery,
  JobRoster,
  JobRosterQuery,
  JobRow,
  jobMachine,
} from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/auth/access';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfJob } from '../../../db/schema';
import { assignWorkers } from './assign';
import {
  addJob,
  checkPublishable,
  copyJob,
  deleteJobs,
  editJob,
  getJob,
  jobRoster,
  jobScope,
  listJobs,
  onJobCancelled,
} from './service';

export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: jobScope,
    api: JobApi,
    schemas: { query: JobListQuery, row: JobRow, add: JobAddBody, edit: JobEditBody },
    summaries: {
      list: 'Jobs (paged; data scope): date range, client, department, position, status, fill',
      get: 'A job with its rate and policy snapshots',
      add: 'Add a job (draft) from a contract order in force on its date; rates and policy are snapshotted',
      edit: 'Edit a draft job (its terms are taken again from the order)',
      delete: 'Delete draft jobs without work records',
    },
    service: { list: listJobs, get: getJob, add: addJob, edit: editJob, remove: deleteJobs },
    created: {
      schema: JobCreated,
      data: async (db, id) => {
        const { status, payRate, billRate } = await getJob(db, id);
        return { id, status, payRate, billRate };
      },
    },
  });

  registerTransitionRoutes(app, {
    machine: jobMachine,
    table: wfJob,
    scope: jobScope,
    effects: {
      publish: (tx, m) => checkPublishable(tx, m.id),
      cancel: async (tx, m) => {
        await onJobCancelled(tx, m.actor, m.id, m.reason);
      },
    },
  });

  app.post(
    JobApi.path.copy,
    routeOptions(
      JobApi.rule.copy,
      'Copy a job to a series of dates as drafts (preview: the shifts and terms, nothing written)',
      {
        body: JobCopyBody,
        reply: JobCopyResult,
      },
    ),
    async (req) => {
      await assertInScope(app, req, jobScope, [req.body.id]);
      const result = await withTransaction(app.ctx, (tx) => copyJob(tx, callerOf(req), req.body));
      return ok(result, req.body.preview ? undefined : t(req.lang, 'common.saved'));
    },
  );

  const assign = routeOptions(
    JobApi.rule.assign,
    'Put workers on a job through the eligibility check (409 with data.rules naming every failed rule; check: verdicts only)',
    {
      body: JobAssignBody,
      reply: JobAssignResult,
    },
  );
  app.post(
    JobApi.path.assign,
    { ...assign, schema: { ...assign.schema, response: { ...assign.schema.response, '4xx': JobAssignErrorEnvelope } } },
    async (req) => {
      await assertInScope(app, req, jobScope, [req.body.jobId]);
      const result = await withTransaction(app.ctx, (tx) => assignWorkers(tx, callerOf(req), req.body));
      return ok(result, req.body.check ? undefined : t(req.lang, 'common.saved'));
    },
  );

  app.get(
    JobApi.path.roster,
    routeOptions(JobApi.rule.roster, 'A week of jobs as a grid (rows: departments or workers; columns: days)', {
      query: JobRosterQuery,
      reply: JobRoster,
    }),
    async (req) => ok(await jobRoster(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );
};
