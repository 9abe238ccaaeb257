/**
 * Transactions with after-commit work. A service that changes state must not tell the world
 * (sockets, other instances, other modules) before its change is durable, nor at all when it is
 * rolled back: it queues the message with `afterCommit(tx, …)`, and `withTransaction` runs the
 * queue once the commit succeeded (and drops it on rollback).
 */
import type { Db } from '../../db/client';
import type { DomainEventBus, DomainEvents } from '../base/events';
import { isUniqueViolation } from '../base/sql';

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Task = () => void | Promise<void>;

interface Queue {
  tasks: Task[];
  events: DomainEventBus;
  db: Db;
}

const queues = new WeakMap<object, Queue>();

export interface UnitOfWorkContext {
  db: Db;
  events: DomainEventBus;
}

/**
 * Runs `fn` in one transaction; after the commit, runs what it queued in order. A failing
 * after-commit task never undoes the commit: it is reported to `onTaskError` (default: console).
 */
export async function withTransaction<T>(
  ctx: UnitOfWorkContext,
  fn: (tx: Tx) => Promise<T>,
  onTaskError: (err: unknown) => void = (err) => console.error('after-commit task failed', err),
): Promise<T> {
  let tasks: Task[] = [];
  const attempt = () => {
    // What a rolled-back attempt queued never runs.
    tasks = [];
    const mine = tasks;
    return ctx.db.transaction(async (tx) => {
      queues.set(tx, { tasks: mine, events: ctx.events, db: ctx.db });
      try {
        return await fn(tx);
      } finally {
        queues.delete(tx);
      }
    });
  };
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    // A unique violation means a concurrent transaction committed the same key between this
    // one's own "is it free?" check and its write. Once more: the check now sees that row and
    // answers with the entity's own 409 (50 racing creates: 1 created, 49 told why).
    if (!isUniqueViolation(err)) throw err;
    result = await attempt();
  }
  for (const task of tasks) {
    try {
      await task();
    } catch (err) {
      onTaskError(err);
    }
  }
  return result;
}

/** Queues `task` to run after `tx` commits. `tx` must come from `withTransaction`. */
export function afterCommit(tx: Tx, task: Task): void {
  queueOf(tx).tasks.push(task);
}

/** Publishes a domain event on the app's bus once `tx` has committed. */
export function publishAfterCommit<K extends keyof DomainEvents>(tx: Tx, name: K, payload: DomainEvents[K]): void {
  const q = queueOf(tx);
  q.tasks.push(() => q.events.emit(name, payload));
}

/**
 * The database `tx` belongs to, when `withTransaction` opened it: code that reaches per-app
 * services from inside a transaction (the job queue of that database) looks them up by it, since
 * one process may run several apps on several databases (tests, seeds of a new database).
 */
export function transactionDb(tx: Tx): Db | undefined {
  return queues.get(tx)?.db;
}

function queueOf(tx: Tx): Queue {
  const q = queues.get(tx);
  // A plain db.transaction has no queue: its events would be lost, so refuse loudly.
  if (!q) throw new Error('after-commit work needs a transaction opened by withTransaction()');
  return q;
}
