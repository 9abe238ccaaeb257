/**
 * Where each business machine lives: its real table (registered by the entity's module once
 * the table exists) and the permission rule that lets a user read a record's History. Entities
 * without a machine (clients, positions …) may register a History rule for their `recordAudit`
 * lines too.
 */
import { type AnyMachine, allMachines, machineOf } from '@shiftdesk/shared/api';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from './unit-of-work';

export interface MachineTable {
  table: PgTable;
  /** Property of the table holding the state (default `status`) */
  statusKey?: string;
  /**
   * Inserts a valid record in `state` and returns its id. The machine walk test
   * (test/machines.test.ts) needs it to walk every state × action on the real table.
   */
  sample: (tx: Tx, state: string) => Promise<number>;
}

const tables = new Map<string, MachineTable>();
const historyRules = new Map<string, string>();
const historyScopes = new Map<string, HistoryScope>();

/** Whether the user of `req` may see this record (its data scope); false answers 403. */
export type HistoryScope = (req: FastifyRequest, entityId: number) => Promise<boolean>;

/**
 * Called by an entity's module when it is loaded (top level of its routes/service file, so that
 * building the app registers it): `registerMachineTable(invoiceMachine, { table: invoice, sample })`.
 * The machine walk test builds the app, then walks every machine on its registered table.
 */
export function registerMachineTable(machine: AnyMachine, t: MachineTable): void {
  tables.set(machine.entity, t);
}

/**
 * A `sample` that inserts one row: `values` gets the state and a random number below `spread`
 * for the row's unique names and codes.
 */
export function sampleRow<T extends PgTable & { id: PgColumn }>(
  table: T,
  values: (n: number, state: string) => PgInsertValue<T>,
  spread = 10_000_000,
): MachineTable['sample'] {
  return async (tx, state) => {
    const n = Math.floor(Math.random() * spread);
    const [row] = (await tx.insert(table).values(values(n, state)).returning({ id: table.id })) as { id: number }[];
    return row.id;
  };
}

export function machineTable(machine: AnyMachine): MachineTable | undefined {
  return tables.get(machine.entity);
}

/** History of a non-machine entity (`recordAudit` lines) readable with `rule`. */
export function registerHistoryRule(entity: string, rule: string): void {
  historyRules.set(entity, rule);
}

/** Limits an entity's History to the records the user may see (e.g. its department scope). */
export function registerHistoryScope(entity: string, scope: HistoryScope): void {
  historyScopes.set(entity, scope);
}

export function historyScope(entity: string): HistoryScope | undefined {
  return historyScopes.get(entity);
}

/**
 * The rule that lets a user read `entity`'s History: whoever can `get` the record
 * (`api/v1/<module>/<entity>/get`), or what its module registered. Undefined = unknown entity.
 */
export function historyRule(entity: string): string | undefined {
  const registered = historyRules.get(entity);
  if (registered) return registered;
  const m = machineOf(entity);
  return m ? `api/v1/${m.module}/${m.entity}/get` : undefined;
}

/** Every declared machine with its registered table, if any (the machine walk test uses it). */
export function declaredMachines(): { machine: AnyMachine; table?: MachineTable }[] {
  return allMachines.map((machine) => ({ machine, table: tables.get(machine.entity) }));
}
