/**
 * Domain events inside one instance: modules say what happened, other modules (realtime,
 * push) decide who hears of it. Keeps e.g. the role routes free of socket code.
 */
import { EventEmitter } from 'node:events';
import type { PayrollProgressEvent } from '@shiftdesk/shared/api';

export interface DomainEvents {
  /** A role's menus or status, or a user's roles changed: these users' permissions differ now. */
  permissionsChanged: { userIds: number[] };
  /** Logout or force logout: these sessions are over. */
  sessionsRevoked: { sessionIds: string[] };
  /** A notice was published to everyone (`all`) or to these users. */
  noticePublished: { id: number; title: string; tag: number; type: number; all: boolean; userIds: number[] };
  /** The micro-frontend registry changed. */
  remotesChanged: Record<string, never>;
  /** A business record changed state (core/data/transition.ts); published only after its commit. */
  stateChanged: StateChange;
  /** A job moved on (or failed): its requester hears of it as socket event `jobProgress`. */
  jobProgress: {
    job: string;
    name: string;
    done: number;
    total: number;
    state: 'active' | 'completed' | 'failed';
    /** Who asked for it; null for scheduled jobs (nobody is told) */
    userId: number | null;
  };
  /** A payroll month's calculation moved on or ended: socket event `payrollProgress`. */
  payrollProgress: PayrollProgressEvent;
}

export interface StateChange {
  entity: string;
  id: number;
  action: string;
  from: string;
  to: string;
  actorId: number | null;
}

export class DomainEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}

/** Tells the users whose permissions changed to reload them (their screens, menus, data); nobody, no message. */
export function permissionsChanged(events: DomainEventBus, userIds: number[]): void {
  if (userIds.length) events.emit('permissionsChanged', { userIds });
}
