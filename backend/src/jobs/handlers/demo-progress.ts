/**
 * A long job that only reports progress: lets an operator check from the monitor page that the
 * queue, the workers and the progress notifications work end to end on this deployment.
 */
import type { QueueDefinition } from '../registry';

export interface DemoProgressData {
  steps: number;
  stepMs: number;
  /** Fail on every attempt (to see the failed state and the dead-letter list). */
  fail?: boolean;
}

export const demoProgress: QueueDefinition<DemoProgressData> = {
  name: 'system.demoProgress',
  retryLimit: 0,
  retryDelay: 1,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
  deadLetter: true,
  async handler(job, { progress }) {
    const { steps, stepMs, fail } = job.data;
    progress(0, steps);
    for (let i = 1; i <= steps; i++) {
      await new Promise((r) => setTimeout(r, stepMs));
      if (fail && i === Math.ceil(steps / 2)) throw new Error('demo job failed on purpose');
      progress(i, steps);
    }
    return { steps };
  },
};
