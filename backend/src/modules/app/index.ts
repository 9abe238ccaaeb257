/**
 * The worker app API (/backend/api/v1/app/*, issue 28; docs/worker-app-api.md). Called by the
 * workers' phones with a device token (`auth: 'device'`, core/auth/device-auth.ts; devices are
 * added by staff under workforce/workerDevice), never with a staff session. Rate limited per
 * client address like the other endpoints open to the outside. Thin: the work-record clock
 * (modules/workforce/work-record/clock.ts) checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WorkerAppClockBody, WorkerAppPath, WorkerAppShift, WorkerAppShifts } from '@shiftdesk/shared/api';
import { ok } from '../../core/base/envelope';
import { t } from '../../core/base/i18n';
import { withTransaction } from '../../core/data/unit-of-work';
import { routeOptions } from '../../core/routes/route-options';
import { clockIn, clockOut, listAppShifts } from '../workforce/work-record/clock';

/**
 * Device routes, counted per client address: a site's workers often share one address (its
 * Wi-Fi), so the cap leaves room for a whole shift punching in the same minute.
 */
const device = () => ({ auth: 'device' as const, rateLimit: { max: 120, timeWindow: '1 minute' } });

export const appModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    WorkerAppPath.shifts,
    routeOptions(device(), 'Worker app: my shifts from yesterday to 7 days ahead, with their punches (device token)', {
      reply: WorkerAppShifts,
    }),
    async (req) => ok({ list: await listAppShifts(app.ctx.db, req.device!) }),
  );

  app.post(
    WorkerAppPath.clockIn,
    routeOptions(
      device(),
      'Worker app: clock in on one of my shifts now, with the phone’s location (from 2 hours before the start until its end)',
      { body: WorkerAppClockBody, reply: WorkerAppShift },
    ),
    async (req) =>
      ok(
        await withTransaction(app.ctx, (tx) => clockIn(tx, req.device!, req.body)),
        t(req.lang, 'workerApp.clockedIn'),
      ),
  );

  app.post(
    WorkerAppPath.clockOut,
    routeOptions(
      device(),
      'Worker app: clock out of the shift I clocked into, now, with the phone’s location (until 12 hours after its end); its hours are computed',
      { body: WorkerAppClockBody, reply: WorkerAppShift },
    ),
    async (req) =>
      ok(
        await withTransaction(app.ctx, (tx) => clockOut(tx, req.device!, req.body)),
        t(req.lang, 'workerApp.clockedOut'),
      ),
  );
};
