/**
 * GET /workforce/analysis/employee and /jobOrder (issue 34): the two dashboards' figures over a
 * range of shift dates, in the caller's data scope. Thin: the range check, then the service.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalysisApi, AnalysisQuery, EmployeeAnalysis, JobOrderAnalysis } from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/auth/access';
import { ok } from '../../../core/base/envelope';
import { routeOptions } from '../../../core/routes/route-options';
import { employeeAnalysis } from './employee';
import { jobOrderAnalysis } from './job-order';
import { checkRange } from './periods';

export const analysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    AnalysisApi.path.employee,
    routeOptions(
      AnalysisApi.rule.employee,
      'Employee analysis: applicants, active workers, shifts, no-shows, lateness and late cancels by week or month; credit scores and expiring certificates now',
      { query: AnalysisQuery, reply: EmployeeAnalysis },
    ),
    async (req) => {
      checkRange(req.lang, req.query);
      return ok(await employeeAnalysis(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! }));
    },
  );

  app.get(
    AnalysisApi.path.jobOrder,
    routeOptions(
      AnalysisApi.rule.jobOrder,
      'Job-order analysis: jobs, fill, time to fill, cancellations, revenue and margin by week or month and by client, department or position (top 50); receivables by age now',
      { query: AnalysisQuery, reply: JobOrderAnalysis },
    ),
    async (req) => {
      checkRange(req.lang, req.query);
      return ok(await jobOrderAnalysis(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! }));
    },
  );
};
