/**
 * State machines of the business entities (DOMAIN.md): one declared table per entity, shared
 * by the server (the one `transition()` helper checks it) and the pages (they offer only the
 * actions it allows). Pure TypeScript: no I/O, importable anywhere.
 */

export type ReasonMode = 'required' | 'optional';

export interface ActionSpec<S extends string> {
  /** States the action may start from. */
  readonly from: readonly S[];
  /** The state it lands in. */
  readonly to: S;
  /** Whether the action takes a reason (recorded on the audit row). */
  readonly reason?: ReasonMode;
  /**
   * Taken by the system (timers, sweeps, other services), never offered as a button: e.g.
   * `expire`, `autoApprove`, `fill`.
   */
  readonly system?: boolean;
}

export interface MachineSpec<S extends string, A extends string> {
  /** camelCase entity name, as in audit rows and permission rules (`contractOrder`). */
  readonly entity: string;
  /** Module of the entity (`finance`, `workforce`): its rules are `api/v1/<module>/<entity>/<action>`. */
  readonly module: string;
  readonly states: readonly S[];
  readonly initial: S;
  readonly actions: { readonly [K in A]: ActionSpec<S> };
}

export interface Machine<S extends string = string, A extends string = string> extends MachineSpec<S, A> {
  /** Whether `action` may be taken from `state`. */
  can(state: string, action: string): boolean;
  /** The state `action` leads to from `state`, or null when it is not allowed there. */
  next(state: string, action: string): S | null;
  /** Actions allowed from `state` (system ones included unless `{user: true}`), in declaration order. */
  actionsFrom(state: string, opts?: { user?: boolean }): A[];
  /** The action's declaration, or undefined for an unknown action. */
  action(action: string): ActionSpec<S> | undefined;
  isState(value: string): value is S;
}

/** Any machine, whatever its states and actions (registries and generic code use it). */
export type AnyMachine = Machine<string, string>;

/**
 * Declares a machine and checks the declaration itself (unknown states in `from`/`to` are a
 * programming error, thrown at import so a typo never reaches a user).
 */
export function defineMachine<const S extends string, const A extends string>(spec: MachineSpec<S, A>): Machine<S, A> {
  const states = new Set<string>(spec.states);
  if (!states.has(spec.initial)) throw new Error(`${spec.entity}: initial state ${spec.initial} is not declared`);
  const entries = Object.entries(spec.actions) as [A, ActionSpec<S>][];
  for (const [name, a] of entries) {
    for (const s of [...a.from, a.to]) {
      if (!states.has(s)) throw new Error(`${spec.entity}.${name}: unknown state ${s}`);
    }
  }
  const lookup = (action: string): ActionSpec<S> | undefined =>
    Object.hasOwn(spec.actions, action) ? spec.actions[action as A] : undefined;
  const next = (state: string, action: string): S | null => {
    const a = lookup(action);
    return a && (a.from as readonly string[]).includes(state) ? a.to : null;
  };
  return {
    ...spec,
    can: (state, action) => next(state, action) !== null,
    next,
    actionsFrom: (state, opts) =>
      entries
        .filter(([, a]) => (a.from as readonly string[]).includes(state) && !(opts?.user && a.system))
        .map(([n]) => n),
    action: lookup,
    isState: (value): value is S => states.has(value),
  };
}

/** State type of a machine: `StateOf<typeof invoiceMachine>`. */
export type StateOf<M> = M extends Machine<infer S, string> ? S : never;
/** Action type of a machine. */
export type ActionOf<M> = M extends Machine<string, infer A> ? A : never;
