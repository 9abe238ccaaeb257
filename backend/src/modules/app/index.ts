/**
 * The worker app API (/backend/api/v1/app/*, issue 28; docs/worker-app-api.md). Called by the
 * workers' phones with a device token (`auth: 'device'`, core/auth/device-auth.ts; devices are
 * added by staff under workforce/workerDevice), never with a staff session. Rate limited per
 * client address like the other endpoints open to the outside. Thin: the work-record clock
 * (modules/workforce/work-record/clock.ts) checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkerAppAppealBody,
  WorkerAppCancelBody,
  WorkerAppClockBody,
  WorkerAppPath,
  WorkerAppShift,
  WorkerAppShifts,
  WorkerAppWallet,
  WorkerAppWithdrawBody,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { ok } from '../../core/base/envelope';
import { t } from '../../core/base/i18n';
import { withTransaction } from '../../core/data/unit-of-work';
import { routeOptions } from '../../core/routes/route-options';
import { appealWindowHours } from '../finance/appeal/service';
import { appAppeal, appCancelWithdrawal, appWallet, appWithdraw } from '../finance/wallet/app';
import { withdrawalLimits } from '../finance/wallet/withdrawal';
import { clockIn, clockOut, listAppShifts } from '../workforce/work-record/clock';

const IdReply = Type.Object({ id: Type.Integer() });

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

  app.get(
    WorkerAppPath.wallet,
    routeOptions(device(), 'Worker app: my wallet: balances, what I may withdraw, my latest entries and withdrawals', {
      reply: WorkerAppWallet,
    }),
    async (req) => ok(await appWallet(app.ctx.db, req.device!, await appealWindowHours(app.ctx.db))),
  );

  app.post(
    WorkerAppPath.withdraw,
    routeOptions(
      device(),
      'Worker app: request a withdrawal to my bank account or PayNow (held until paid; the key makes a retry one request)',
      { body: WorkerAppWithdrawBody, reply: IdReply },
    ),
    async (req) => {
      // Read before the transaction: the embedded database has one connection.
      const limits = await withdrawalLimits(app.ctx.db);
      const id = await withTransaction(app.ctx, (tx) => appWithdraw(tx, req.device!, req.lang, req.body, limits));
      return ok({ id }, t(req.lang, 'workerApp.withdrawalRequested'));
    },
  );

  app.post(
    WorkerAppPath.cancelWithdrawal,
    routeOptions(
      device(),
      'Worker app: cancel my withdrawal request while nobody has decided it (the hold is released)',
      {
        body: WorkerAppCancelBody,
        reply: IdReply,
      },
    ),
    async (req) =>
      ok(
        { id: await withTransaction(app.ctx, (tx) => appCancelWithdrawal(tx, req.device!, req.body)) },
        t(req.lang, 'workerApp.withdrawalCancelled'),
      ),
  );

  app.post(
    WorkerAppPath.appeal,
    routeOptions(
      device(),
      'Worker app: appeal against one of my credits (a shift, an allowance, an incentive) within the window after it; the shift is disputed until staff decide',
      { body: WorkerAppAppealBody, reply: IdReply },
    ),
    async (req) => {
      const windowHours = await appealWindowHours(app.ctx.db);
      const id = await withTransaction(app.ctx, (tx) => appAppeal(tx, req.device!, req.lang, req.body, windowHours));
      return ok({ id }, t(req.lang, 'workerApp.appealFiled'));
    },
  );
};
