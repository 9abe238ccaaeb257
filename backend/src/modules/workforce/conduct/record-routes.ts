/**
 * The routes of a worker's record that changes only by its machine (bans, MCs, allowances):
 * list, get and add, then one PUT per user action. Owned through the worker, as the list is, so
 * a record whose worker the caller cannot see answers as if it did not exist.
 */
import { type AnyMachine, entityLabels, PageQuery } from '@shiftdesk/shared/api';
import type { Static, TObject, TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MessageKey } from '../../../core/base/i18n';
import type { Caller } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import { type RowScope, registerSomeCrudRoutes, type SomeCrudRoutesSpec } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes, type TransitionRoutesOptions } from '../../../core/routes/transition-routes';
import { type RecordEffect, workerOwnedScope } from './worker';

/** A conduct record as its service's conductRecord describes it. */
export type WorkerRecord<Q extends TSchema, R extends TSchema, A extends TSchema> = Pick<
  SomeCrudRoutesSpec<Q, R, A>['service'],
  'list' | 'get'
> & {
  add: (tx: Tx, caller: Caller, body: Static<A>) => Promise<number>;
  table: RowScope['table'] & { workerId: PgColumn };
  notFound: MessageKey;
  machine: AnyMachine;
  /** Per action: its effect in the transition's transaction */
  effects: Partial<Record<string, RecordEffect>>;
};

/** What the routes add to the record: where it is served, its schemas and add's summary. */
export interface WorkerRecordRoutes<Q extends TObject, R extends TSchema, A extends TSchema>
  extends Pick<SomeCrudRoutesSpec<Q, R, A>, 'api' | 'fieldMessages'> {
  schemas: { query: Q; row: R; add: A };
  /** list's and get's are named from the entity and its list's filters */
  addSummary: string;
}

export function registerWorkerRecordRoutes<Q extends TObject, R extends TSchema, A extends TSchema>(
  app: FastifyInstance,
  record: WorkerRecord<Q, R, A>,
  o: WorkerRecordRoutes<Q, R, A>,
): void {
  const { table, notFound, machine, list, get, add } = record;
  const scope = workerOwnedScope(table, table.workerId, notFound);
  registerSomeCrudRoutes(app, {
    ...o,
    scope,
    summaries: { ...listGetSummaries(machine.entity, o.schemas.query), add: o.addSummary },
    service: { list, get, add },
  });
  const effects: NonNullable<TransitionRoutesOptions['effects']> = {};
  for (const [action, effect] of Object.entries(record.effects)) {
    if (effect) effects[action] = async (tx, moved) => void (await effect(tx, moved.actor, moved.id, moved.reason));
  }
  registerTransitionRoutes(app, { machine, table, scope, effects });
}

/**
 * 'Ban records (paged; by worker, scope, state, client)' and 'A ban record': the entity's label
 * and the list's filters, in the query's order (a status is the record's state, an id its thing).
 */
function listGetSummaries(entity: string, query: TObject): { list: string; get: string } {
  const label = entityLabels[entity]?.[0] ?? entity;
  const filters = Object.keys(query.properties)
    .filter((key) => !(key in PageQuery.properties) && key !== 'orderBy')
    .map((key) => (key === 'status' ? 'state' : key.replace(/Id$/, '')));
  return {
    list: `${label.charAt(0).toUpperCase()}${label.slice(1)}s (paged; by ${filters.join(', ')})`,
    get: `${/^[aeiou]/.test(label) ? 'An' : 'A'} ${label}`,
  };
}
