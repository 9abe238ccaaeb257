/**
 * An entity's endpoints, named once: `defineEntity('system', 'post', ['list', 'add'])` gives the
 * permission rule of each action (`api/v1/system/post/add`, checked by the route's
 * `config.rule`, by PermissionButton and granted through the menu seed's buttons), the client
 * URL (`/api/v1/system/post/add`) and the route path inside the module's prefix (`/post/add`).
 * A rule string typed once cannot drift between the route, the page and the seed.
 */
export interface EntityEndpoints<M extends string, E extends string, A extends string> {
  readonly module: M;
  readonly entity: E;
  readonly actions: readonly A[];
  /** `api/v1/<module>/<entity>`: the base of the menu seed's buttons. */
  readonly base: `api/v1/${M}/${E}`;
  /** Permission rule of each action. */
  readonly rule: { readonly [K in A]: `api/v1/${M}/${E}/${K}` };
  /** Client URL of each action (the HTTP client adds the `/backend` prefix). */
  readonly url: { readonly [K in A]: `/api/v1/${M}/${E}/${K}` };
  /** Route path of each action, relative to the module's `/backend/api/v1/<module>` prefix. */
  readonly path: { readonly [K in A]: `/${E}/${K}` };
}

export function defineEntity<const M extends string, const E extends string, const A extends string>(
  module: M,
  entity: E,
  actions: readonly A[],
): EntityEndpoints<M, E, A> {
  const map = <V>(f: (a: A) => V) =>
    Object.freeze(Object.fromEntries(actions.map((a) => [a, f(a)]))) as { readonly [K in A]: V };
  const base = `api/v1/${module}/${entity}` as const;
  return Object.freeze({
    module,
    entity,
    actions,
    base,
    rule: map((a) => `${base}/${a}`) as EntityEndpoints<M, E, A>['rule'],
    url: map((a) => `/${base}/${a}`) as EntityEndpoints<M, E, A>['url'],
    path: map((a) => `/${entity}/${a}`) as EntityEndpoints<M, E, A>['path'],
  });
}

/**
 * How other entities point at this one by id (a position's certificate types, an order's
 * client): read through its list endpoint under its list rule, named by `label`. Declared once
 * next to the entity, so every page showing, filtering, picking or exporting such ids agrees.
 * Pure data: the CRUD kit (`ref` fields) does the reading.
 */
export interface Reference<Row = unknown> {
  readonly entity: { readonly entity: string; readonly url: { readonly list: string }; readonly rule: { readonly list: string } };
  /** The name a row is shown by. */
  readonly label: (row: Row) => string;
  /** Rows that may be newly picked (others stay named where they are already used). */
  readonly pickable?: (row: Row) => boolean;
  /**
   * The list's id-list filter, when it has one: names are then looked up by ids, one request per
   * page of rows, and picked with a server search. Without it the list is a small master list,
   * read whole (up to `REFERENCE_ALL_LIMIT` rows) once and searched locally.
   */
  readonly idsParam?: string;
  /** The list's keyword filter for the server search (default `name`). */
  readonly keywordParam?: string;
  /** Fixed filters of the server search (e.g. `{ status: 'active' }`). */
  readonly query?: Readonly<Record<string, unknown>>;
}

/** Rows of a small master list read at once for its names and options. */
export const REFERENCE_ALL_LIMIT = 500;

export function defineReference<Row>(
  entity: Reference<Row>['entity'],
  spec: Omit<Reference<Row>, 'entity'>,
): Reference<Row> {
  return Object.freeze({ entity, ...spec });
}
