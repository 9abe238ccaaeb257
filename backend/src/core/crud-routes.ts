/**
 * The five standard routes of a business entity — list, get, add, edit, delete — declared once.
 * A module's routes.ts passes the entity's descriptor (defineEntity: paths and rules), its TypeBox
 * schemas, one summary per route and its service; anything beyond the five (revise, state
 * actions through registerTransitionRoutes) is declared beside this call as usual.
 *
 * Writes run in `withTransaction` (events after commit), lists get the caller's data scope,
 * deletes take the ids once each, and every answer is the usual envelope.
 */

import {
  CreatedId,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  type PageResultOf,
} from '@shiftdesk/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../db/client';
import { getAccess, type UserAccess } from './access';
import { type Caller, callerOf } from './caller';
import type { AuthUser, RouteProtection } from './context';
import { ok } from './envelope';
import { t } from './i18n';
import { type Tx, withTransaction } from './unit-of-work';

export type CrudAction = 'list' | 'get' | 'add' | 'edit' | 'delete';

/** What a list service gets to apply the caller's data scope (services of shared data ignore it). */
export interface ListScope {
  access: UserAccess;
  user: AuthUser;
}

export interface CrudService<Q, R, A, E> {
  list(db: Db, query: Q, scope: ListScope): Promise<PageResultOf<R>>;
  get(db: Db, id: number): Promise<R>;
  add(tx: Tx, caller: Caller, body: A): Promise<number>;
  edit(tx: Tx, caller: Caller, body: E): Promise<void>;
  remove(tx: Tx, ids: number[]): Promise<void>;
}

export interface CrudRoutesSpec<Q extends TSchema, R extends TSchema, A extends TSchema, E extends TSchema> {
  /** The entity's defineEntity descriptor (any with at least the five actions). */
  api: { path: Record<CrudAction, string>; rule: Record<CrudAction, string> };
  schemas: { query: Q; row: R; add: A; edit: E };
  /** One line each, shown in the OpenAPI document (a route without one refuses to start). */
  summaries: Record<CrudAction, string>;
  /** Field messages for add/edit validation errors (see RouteProtection). */
  fieldMessages?: RouteProtection['fieldMessages'];
  service: CrudService<Static<Q>, Static<R>, Static<A>, Static<E>>;
  /** What `add` answers beyond `{id}` (e.g. the new record's state), read after the commit */
  created?: { schema: TSchema; data(db: Db, id: number): Promise<{ id: number }> };
}

export function registerCrudRoutes<Q extends TSchema, R extends TSchema, A extends TSchema, E extends TSchema>(
  typed: FastifyInstance,
  spec: CrudRoutesSpec<Q, R, A, E>,
): void {
  const { api, schemas, summaries, fieldMessages, service, created } = spec;
  // The spec is typed from the schemas; the routes are registered without the type provider, whose
  // reply inference cannot follow generic schemas (validation still runs on the schemas given).
  const app = typed as FastifyInstance;
  app.get(
    api.path.list,
    {
      config: { rule: api.rule.list },
      schema: {
        summary: summaries.list,
        querystring: schemas.query,
        response: { 200: Envelope(PageResult(schemas.row)) },
      },
    },
    async (req) =>
      ok(await service.list(app.ctx.db, req.query as Static<Q>, { access: await getAccess(req), user: req.user! })),
  );
  app.get(
    api.path.get,
    {
      config: { rule: api.rule.get },
      schema: { summary: summaries.get, querystring: IdQuery, response: { 200: Envelope(schemas.row) } },
    },
    async (req) => ok(await service.get(app.ctx.db, (req.query as { id: number }).id)),
  );
  app.post(
    api.path.add,
    {
      config: { rule: api.rule.add, fieldMessages },
      schema: { summary: summaries.add, body: schemas.add, response: { 200: Envelope(created?.schema ?? CreatedId) } },
    },
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => service.add(tx, callerOf(req), req.body as Static<A>));
      return ok(created ? await created.data(app.ctx.db, id) : { id }, t(req.lang, 'common.saved'));
    },
  );
  app.put(
    api.path.edit,
    {
      config: { rule: api.rule.edit, fieldMessages },
      schema: { summary: summaries.edit, body: schemas.edit, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await withTransaction(app.ctx, (tx) => service.edit(tx, callerOf(req), req.body as Static<E>));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );
  app.delete(
    api.path.delete,
    {
      config: { rule: api.rule.delete },
      schema: { summary: summaries.delete, body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await withTransaction(app.ctx, (tx) => service.remove(tx, [...new Set((req.body as { ids: number[] }).ids)]));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
}
