/** Runs a queue's handler in the test's process, as the queue's worker would, keeping its progress. */
import type { JobContext, QueueDefinition } from '../../src/jobs/registry';
import type { TestApp } from '../helpers';

export async function runJobHandler<D extends Record<string, unknown>, R>(
  t: TestApp,
  queue: QueueDefinition<D>,
  data: D,
): Promise<{ result: R; progress: [number, number][] }> {
  const progress: [number, number][] = [];
  const jc: JobContext = {
    db: t.db,
    events: t.app.ctx.events,
    log: t.app.log,
    dataDir: t.app.ctx.dataDir,
    storage: t.app.ctx.storage,
    progress: (done, total) => progress.push([done, total]),
  };
  const job = { id: `direct-${queue.name}-${Date.now()}`, name: queue.name, data, retryCount: 0 };
  return { result: (await queue.handler(job, jc)) as R, progress };
}
