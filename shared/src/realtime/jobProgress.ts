/**
 * The `jobProgress` socket event: a long job's progress, sent to the user who started it
 * ({job, name, done, total, state}). Parsing and the numbers the shell's notification shows.
 */
export interface JobProgress {
  job: string;
  name: string;
  done: number;
  total: number;
  state: 'active' | 'completed' | 'failed';
}

const STATES = new Set(['active', 'completed', 'failed']);

/** The event's data when well formed, else null (a bad frame is ignored, never thrown on). */
export function parseJobProgress(data: unknown): JobProgress | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.job !== 'string' || !d.job) return null;
  const done = Number(d.done);
  const total = Number(d.total);
  if (!Number.isFinite(done) || !Number.isFinite(total) || done < 0 || total < 0) return null;
  const state = typeof d.state === 'string' && STATES.has(d.state) ? (d.state as JobProgress['state']) : 'active';
  return { job: d.job, name: typeof d.name === 'string' ? d.name : '', done, total, state };
}

/** Whole percent 0–100; a job done with everything (done = total) is 100 even at total 0. */
export function jobPercent(p: Pick<JobProgress, 'done' | 'total' | 'state'>): number {
  if (p.state === 'completed') return 100;
  if (p.total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((p.done * 100) / p.total)));
}

/** Finished when it failed, said so, or reached done = total. */
export function jobFinished(p: JobProgress): boolean {
  return p.state !== 'active' || (p.total > 0 && p.done >= p.total);
}
