/**
 * The five standard routes of a business entity — list, get, add, edit, delete — declared once.
 * A module's routes.ts passes the entity's descriptor (defineEntity: paths and rules), its TypeBox
 * schemas, one summary per route and its service; anything beyond the five (revise, state
 * actions through registerTransitionRoutes) is declared beside this call as usual.
 *
 * Writes run in `withTransaction` (events after commit), lists get the caller's data scope,
 * deletes take the ids once each, and every answer is the usual envelope. Every spec says its
 * `scope`: the rows' RowScope (by id a caller reaches only what their list shows, History
 * included), or `'shared'` for reference data every holder of the rule sees whole.
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
import { type SQL, and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Static, type TSchema, Type } from 'typebox';
import type { Db } from '../../db/client';
import { getAccess, type UserAccess } from '../auth/access';
import { type Caller, callerOf } from '../data/caller';
import type { AuthUser, RouteProtection } from './context';
import { dataScopeFilter, type ScopeColumns } from '../lists/data-scope';
import { ok } from '../base/envelope';
import { NotFoundError } from '../base/errors';
import { type MessageKey, t } from '../base/i18n';
import { registerHistoryScope } from '../data/machine-registry';
import { type Tx, withTransaction } from '../data/unit-of-work';

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

/** An entity whose rows belong to a staff department: by id as in its list (ARCHITECTURE §4). */
export interface RowScope {
  table: PgTable & { id: PgColumn };
  /** The department / owner columns its list is scoped on (of `table`, or of `via.table`) */
  columns: ScopeColumns;
  /**
   * Rows owned through another table (a conduct record through its worker): the table holding
   * `columns` and how a row of `table` joins it (an inner join, as the list makes).
   */
  via?: { table: PgTable; on: SQL };
  /** The entity's 404: a row outside the caller's scope answers as if it did not exist */
  notFound: MessageKey;
}

/**
 * What every route spec says about its rows: their RowScope, or `'shared'` for reference data
 * (positions, certificate types, dictionaries…) that every holder of the rule sees whole.
 * Required, so that a new entity cannot forget it.
 */
export type EntityScope = RowScope | 'shared';

/** The scope of a table with the usual owner columns (`dept_id`, `created_by`). */
export const ownedScope = (table: RowScope['table'] & { deptId: PgColumn; createdBy: PgColumn }, notFound: MessageKey): RowScope => ({
  table,
  columns: { dept: table.deptId, user: table.createdBy },
  notFound,
});

/**
 * 404 unless the caller may see every one of `ids` under their data scope, so get / edit /
 * delete / state actions by id reach no more than the list shows. One query for all the ids
 * (joined to `via` when the rows are owned through another table).
 */
export async function assertInScope(app: FastifyInstance, req: FastifyRequest, scope: RowScope, ids: readonly number[]) {
  const where = dataScopeFilter(await getAccess(req), req.user!, scope.columns);
  if (!where) return;
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const cond = and(inArray(scope.table.id, wanted), where);
  const rows = () => app.ctx.db.select({ id: scope.table.id }).from(scope.table as PgTable);
  const seen = scope.via ? await rows().innerJoin(scope.via.table, scope.via.on).where(cond) : await rows().where(cond);
  if (seen.length < wanted.length) throw new NotFoundError(scope.notFound);
}

type InScope = (req: FastifyRequest, ids: number[]) => Promise<void>;
const noScope: InScope = () => Promise.resolve();

/**
 * The by-id check of an entity's routes, for the kit's registrars: none for shared data;
 * otherwise assertInScope, and its History registered as readable only where the record is.
 */
export function scopeCheck(app: FastifyInstance, entity: string, scope: EntityScope): InScope {
  if (scope === 'shared') return noScope;
  registerScopedHistory(app, entity, scope);
  return (req, ids) => assertInScope(app, req, scope, ids);
}

/** The History of a scoped entity's record is readable only where the record is (403 otherwise). */
function registerScopedHistory(app: FastifyInstance, entity: string, scope: RowScope): void {
  registerHistoryScope(entity, (req, id) =>
    assertInScope(app, req, scope, [id]).then(
      () => true,
      () => false,
    ),
  );
}

export interface CrudRoutesSpec<Q extends TSchema, R extends TSchema, A extends TSchema, E extends TSchema> {
  /** The entity's defineEntity descriptor (any with at least the five actions). */
  api: { entity: string; path: Record<CrudAction, string>; rule: Record<CrudAction, string> };
  schemas: { query: Q; row: R; add: A; edit: E };
  /** One line each, shown in the OpenAPI document (a route without one refuses to start). */
  summaries: Record<CrudAction, string>;
  /** Field messages for add/edit validation errors (see RouteProtection). */
  fieldMessages?: RouteProtection['fieldMessages'];
  service: CrudService<Static<Q>, Static<R>, Static<A>, Static<E>>;
  /** What `add` answers beyond `{id}` (e.g. the new record's state), read after the commit */
  created?: { schema: TSchema; data(db: Db, id: number): Promise<{ id: number }> };
  /**
   * Rows owned by staff departments: get / edit / delete by id (and the History) keep to the
   * caller's data scope, as the list does; `'shared'` for reference data.
   */
  scope: EntityScope;
}

/**
 * An entity with only some of the five routes (records that are never edited or deleted, such
 * as ban records or MCs, whose changes are state actions): list and get always, add when given.
 */
export interface SomeCrudRoutesSpec<Q extends TSchema, R extends TSchema, A extends TSchema> {
  api: { entity: string; path: Record<'list' | 'get', string> & Partial<Record<'add', string>>; rule: Record<'list' | 'get', string> & Partial<Record<'add', string>> };
  schemas: { query: Q; row: R; add?: A };
  summaries: Record<'list' | 'get', string> & Partial<Record<'add', string>>;
  fieldMessages?: RouteProtection['fieldMessages'];
  service: Pick<CrudService<Static<Q>, Static<R>, Static<A>, never>, 'list' | 'get'> &
    Partial<Pick<CrudService<Static<Q>, Static<R>, Static<A>, never>, 'add'>>;
  /** As CrudRoutesSpec's: get by id (and the History) keep to the caller's data scope. */
  scope: EntityScope;
}

export function registerSomeCrudRoutes<Q extends TSchema, R extends TSchema, A extends TSchema>(
  typed: FastifyInstance,
  spec: SomeCrudRoutesSpec<Q, R, A>,
): void {
  const { api, schemas, summaries, fieldMessages, service } = spec;
  const app = typed as FastifyInstance;
  registerListGet(app, api, schemas, summaries, service, scopeCheck(app, api.entity, spec.scope));
  const { add } = service;
  if (add && schemas.add && api.path.add && api.rule.add && summaries.add) {
    registerAdd(app, { path: api.path.add, rule: api.rule.add, summary: summaries.add, body: schemas.add, fieldMessages }, add);
  }
}

/** One paged list route: GET `path` with the query schema, answered by `list` with the caller's data scope. */
export function registerListRoute<Q extends TSchema, R extends TSchema>(
  typed: FastifyInstance,
  o: {
    path: string;
    rule: string;
    summary: string;
    query: Q;
    row: R;
    list: (db: Db, query: Static<Q>, scope: ListScope) => Promise<PageResultOf<Static<R>>>;
  },
): void {
  const app = typed as FastifyInstance;
  app.get(
    o.path,
    {
      config: { rule: o.rule },
      schema: { summary: o.summary, querystring: o.query, response: { 200: Envelope(PageResult(o.row)) } },
    },
    async (req) => ok(await o.list(app.ctx.db, req.query as Static<Q>, { access: await getAccess(req), user: req.user! })),
  );
}

/**
 * The XLSX of a list: GET `path` with the list's query schema, answered by the workbook `run`
 * makes under the caller's data scope, as an attachment. Declared once so that every list export
 * documents the same two answers (the workbook, or the JSON envelope of an error) and sends the
 * bytes the same way. `run` takes what a list service takes; one of shared data ignores the scope.
 */
export function registerXlsxExportRoute<Q extends TSchema>(
  typed: FastifyInstance,
  o: {
    path: string;
    rule: string;
    summary: string;
    query: Q;
    run: (db: Db, query: Static<Q>, scope: ListScope) => Promise<{ fileName: string; xlsx: Buffer }>;
  },
): void {
  const app = typed as FastifyInstance;
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  app.get(
    o.path,
    {
      config: { rule: o.rule },
      schema: {
        summary: o.summary,
        querystring: o.query,
        response: {
          200: {
            description: 'The workbook; errors come as the JSON envelope',
            content: {
              [xlsxType]: { schema: Type.String({ format: 'binary' }) },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const file = await o.run(app.ctx.db, req.query as Static<Q>, { access: await getAccess(req), user: req.user! });
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.xlsx);
    },
  );
}

function registerListGet<Q extends TSchema, R extends TSchema>(
  app: FastifyInstance,
  api: { path: Record<'list' | 'get', string>; rule: Record<'list' | 'get', string> },
  schemas: { query: Q; row: R },
  summaries: Record<'list' | 'get', string>,
  service: Pick<CrudService<Static<Q>, Static<R>, never, never>, 'list' | 'get'>,
  inScope: InScope,
): void {
  registerListRoute(app, {
    path: api.path.list,
    rule: api.rule.list,
    summary: summaries.list,
    query: schemas.query,
    row: schemas.row,
    list: service.list,
  });
  app.get(
    api.path.get,
    {
      config: { rule: api.rule.get },
      schema: { summary: summaries.get, querystring: IdQuery, response: { 200: Envelope(schemas.row) } },
    },
    async (req) => {
      const { id } = req.query as { id: number };
      await inScope(req, [id]);
      return ok(await service.get(app.ctx.db, id));
    },
  );
}

function registerAdd<A extends TSchema>(
  app: FastifyInstance,
  o: {
    path: string;
    rule: string;
    summary: string;
    body: A;
    fieldMessages?: RouteProtection['fieldMessages'];
    created?: CrudRoutesSpec<TSchema, TSchema, A, TSchema>['created'];
  },
  add: (tx: Tx, caller: Caller, body: Static<A>) => Promise<number>,
): void {
  app.post(
    o.path,
    {
      config: { rule: o.rule, fieldMessages: o.fieldMessages },
      schema: { summary: o.summary, body: o.body, response: { 200: Envelope(o.created?.schema ?? CreatedId) } },
    },
    async (req) => {
      const id = await withTransaction(app.ctx, (tx) => add(tx, callerOf(req), req.body as Static<A>));
      return ok(o.created ? await o.created.data(app.ctx.db, id) : { id }, t(req.lang, 'common.saved'));
    },
  );
}

export function registerCrudRoutes<Q extends TSchema, R extends TSchema, A extends TSchema, E extends TSchema>(
  typed: FastifyInstance,
  spec: CrudRoutesSpec<Q, R, A, E>,
): void {
  const { api, schemas, summaries, fieldMessages, service, created } = spec;
  // The spec is typed from the schemas; the routes are registered without the type provider, whose
  // reply inference cannot follow generic schemas (validation still runs on the schemas given).
  const app = typed as FastifyInstance;
  const inScope = scopeCheck(app, api.entity, spec.scope);
  registerListGet(app, api, schemas, summaries, service, inScope);
  registerAdd(
    app,
    { path: api.path.add, rule: api.rule.add, summary: summaries.add, body: schemas.add, fieldMessages, created },
    service.add,
  );
  app.put(
    api.path.edit,
    {
      config: { rule: api.rule.edit, fieldMessages },
      schema: { summary: summaries.edit, body: schemas.edit, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await inScope(req, [(req.body as { id: number }).id]);
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
      const ids = [...new Set((req.body as { ids: number[] }).ids)];
      await inScope(req, ids);
      await withTransaction(app.ctx, (tx) => service.remove(tx, ids));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
}
