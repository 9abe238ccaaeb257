/**
 * The server monitor's recent history: a sample every few seconds kept in a ring, so the page's
 * charts show the last minutes the moment it opens instead of starting from one dot. Sampling
 * starts with the first look at the monitor and stops once nobody has looked for a while, so an
 * idle server does no work for it.
 */
import os from 'node:os';
import type { MonitorSample } from '@shiftdesk/shared/api';

export const HISTORY_INTERVAL_MS = 5_000;
export const HISTORY_SIZE = 60;
/** Stop sampling after this long without a request. */
export const HISTORY_IDLE_MS = 10 * 60_000;

export interface CpuTimes {
  idle: number;
  total: number;
}

export function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const c of os.cpus()) {
    const tm = c.times;
    idle += tm.idle;
    total += tm.user + tm.nice + tm.sys + tm.idle + tm.irq;
  }
  return { idle, total };
}

/** Busy share of all cores between two readings, 0–100 with one decimal. */
export function busyShare(a: CpuTimes, b: CpuTimes): number {
  const total = b.total - a.total;
  if (total <= 0) return 0;
  return Math.round((1 - (b.idle - a.idle) / total) * 1000) / 10;
}

export const percent = (used: number, total: number) => (total > 0 ? Math.round((used / total) * 1000) / 10 : 0);

export class MonitorHistory {
  private samples: MonitorSample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private last: CpuTimes | null = null;
  private lastSeen = 0;

  constructor(
    private readonly opts = { intervalMs: HISTORY_INTERVAL_MS, size: HISTORY_SIZE, idleMs: HISTORY_IDLE_MS },
    private readonly now = () => Date.now(),
  ) {}

  /** The samples so far (oldest first); (re)starts sampling. */
  read(): MonitorSample[] {
    this.lastSeen = this.now();
    if (!this.timer) {
      this.last = cpuTimes();
      this.timer = setInterval(() => this.tick(), this.opts.intervalMs);
      this.timer.unref();
    }
    return [...this.samples];
  }

  tick(): void {
    if (this.now() - this.lastSeen > this.opts.idleMs) {
      this.stop();
      return;
    }
    const times = cpuTimes();
    const total = os.totalmem();
    this.samples.push({
      time: new Date(this.now()).toISOString(),
      cpu: this.last ? busyShare(this.last, times) : 0,
      memory: percent(total - os.freemem(), total),
      heapUsed: process.memoryUsage().heapUsed,
    });
    if (this.samples.length > this.opts.size) this.samples.splice(0, this.samples.length - this.opts.size);
    this.last = times;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
