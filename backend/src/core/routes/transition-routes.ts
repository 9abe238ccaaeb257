/**
 * The state-action routes of an entity, generated from its machine: one
 * `PUT /<entity>/<action>` with body `{id, reason?}` per action a user may take (system actions
 * get no route), each with its own rule `api/v1/<module>/<entity>/<action>`. Register inside the
 * module's plugin (prefix `/backend/api/v1/<module>`). What an action does besides moving the
 * state (credit a wallet, create a worker…) goes in `effects`, run in the same transaction.
 * A record outside the caller's data scope answers the entity's 404 before anything moves.
 */
import {
  type AnyMachine,
  actionLabels,
  Envelope,
  entityLabels,
  TransitionBody,
  TransitionResult,
} from '@shiftdesk/shared/api';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { type Actor, actorOf } from '../data/audit-trail';
import { type Caller, callerOf } from '../data/caller';
import { type EntityScope, scopeCheck } from './crud-routes';
import { ok } from '../base/envelope';
import { t } from '../base/i18n';
import { stateLabel, type TransitionResult as Moved, transition } from '../data/transition';
import { type Tx, withTransaction } from '../data/unit-of-work';

export interface TransitionEffectInput extends Moved {
  actor: Actor;
  reason: string;
  /** Who acts (department, language), for effects that create records or answer messages */
  caller: Caller;
}

export interface TransitionRoutesOptions {
  machine: AnyMachine;
  /** Default: the table registered for the machine */
  table?: PgTable | string;
  /**
   * The entity's rows, as in its CRUD spec: an action by id keeps to the caller's data scope
   * (404), or `'shared'` when every holder of the rule may act on every row.
   */
  scope: EntityScope;
  /** Extra work of an action, in the transition's transaction (throw to refuse and roll back) */
  effects?: Partial<Record<string, (tx: Tx, moved: TransitionEffectInput) => Promise<void>>>;
  /** Actions the module routes itself because their body carries more than id and reason */
  except?: readonly string[];
}

export function registerTransitionRoutes(app: FastifyInstance, o: TransitionRoutesOptions): void {
  const { machine } = o;
  const inScope = scopeCheck(app, machine.entity, o.scope);
  for (const [action, spec] of Object.entries(machine.actions)) {
    if (spec.system || o.except?.includes(action)) continue;
    app.put<{ Body: TransitionBody }>(
      `/${machine.entity}/${action}`,
      {
        config: { rule: `api/v1/${machine.module}/${machine.entity}/${action}` },
        schema: {
          summary: `${actionLabels[action]?.[0] ?? action} a ${entityLabels[machine.entity]?.[0] ?? machine.entity} (${spec.from.join(' | ')} → ${spec.to})`,
          body: TransitionBody,
          response: { 200: Envelope(TransitionResult) },
        },
      },
      async (req) => {
        await inScope(req, [req.body.id]);
        const actor = actorOf(req);
        const reason = req.body.reason?.trim() ?? '';
        const moved = await withTransaction(app.ctx, async (tx) => {
          const r = await transition(tx, { machine, table: o.table, id: req.body.id, action, actor, reason });
          await o.effects?.[action]?.(tx, { ...r, actor, reason, caller: callerOf(req) });
          return r;
        });
        const entity = entityLabels[machine.entity] ?? [machine.entity, machine.entity];
        const name: readonly [string, string] = [entity[0].charAt(0).toUpperCase() + entity[0].slice(1), entity[1]];
        return ok(
          { ...moved, status: moved.to },
          t(req.lang, 'transition.done', {
            entity: name,
            id: moved.id,
            to: stateLabel(moved.to),
          }),
        );
      },
    );
  }
}
