/**
 * /workforce/booking/{list,get}, POST apply (a worker applies: confirmed, waitlisted or pending by
 * the job's booking mode), the machine's PUT confirm / reject / waitlist, PUT cancel (who
 * cancelled decides the credit event) and PUT reconfirm. Thin: the services check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingApi,
  BookingApplied,
  BookingApplyBody,
  BookingCancelBody,
  BookingListQuery,
  BookingReconfirmBody,
  BookingRow,
  bookingMachine,
  JobAssignErrorEnvelope,
  TransitionResult,
} from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { NoData, routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfBooking } from '../../../db/schema';
import { jobScope } from '../job/service';
import { applyBooking, cancelBooking, onConfirmed, onDecided, reconfirmBooking } from './actions';
import { bookingScope, getBooking, listBookings } from './service';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSomeCrudRoutes(app, {
    scope: bookingScope,
    api: BookingApi,
    schemas: { query: BookingListQuery, row: BookingRow },
    summaries: {
      list: 'Job bookings (paged; data scope of their jobs): date range, client, job, worker, status, source',
      get: 'A booking with its job, worker and decisions',
    },
    service: { list: listBookings, get: getBooking },
  });

  registerTransitionRoutes(app, {
    machine: bookingMachine,
    table: wfBooking,
    scope: bookingScope,
    // cancel says who cancelled (its own body).
    except: ['cancel'],
    effects: {
      confirm: (tx, m) => onConfirmed(tx, m.actor, m.id),
      reject: (tx, m) => onDecided(tx, m.actor, m.id, m.reason),
      waitlist: (tx, m) => onDecided(tx, m.actor, m.id, m.reason),
    },
  });

  const apply = routeOptions(
    BookingApi.rule.apply,
    'A worker applies to a published job (eligibility checked: 409 with data.rules; auto-accept jobs confirm or waitlist at once)',
    { body: BookingApplyBody, reply: BookingApplied },
  );
  app.post(
    BookingApi.path.apply,
    { ...apply, schema: { ...apply.schema, response: { ...apply.schema.response, '4xx': JobAssignErrorEnvelope } } },
    async (req) => {
      await assertInScope(app, req, jobScope, [req.body.jobId]);
      const made = await withTransaction(app.ctx, (tx) => applyBooking(tx, callerOf(req), req.body));
      return ok(made, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    BookingApi.path.cancel,
    routeOptions(
      BookingApi.rule.cancel,
      'Cancel a confirmed booking and its work record (a worker’s cancel is a late or early credit event by its notice; the place goes to the waitlist)',
      { body: BookingCancelBody, reply: TransitionResult },
    ),
    async (req) => {
      await assertInScope(app, req, bookingScope, [req.body.id]);
      const moved = await withTransaction(app.ctx, (tx) => cancelBooking(tx, callerOf(req), req.body));
      return ok({ ...moved, status: moved.to }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    BookingApi.path.reconfirm,
    routeOptions(BookingApi.rule.reconfirm, 'The worker re-confirmed the shift (36–16 h before its start)', {
      body: BookingReconfirmBody,
      reply: NoData,
    }),
    async (req) => {
      await assertInScope(app, req, bookingScope, [req.body.id]);
      await withTransaction(app.ctx, (tx) => reconfirmBooking(tx, callerOf(req), req.body.id));
      return ok(null, t(req.lang, 'booking.reconfirmed'));
    },
  );
};
