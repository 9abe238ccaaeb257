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
