/**
 * A large worker import, checked during the request and staged: written here all or nothing
 * in one transaction, with progress to the requester (`jobProgress` over the socket). A run that
 * fails (say a worker with one of the NRICs was added meanwhile) writes nothing; the batch is
 * marked failed once its retries are spent.
 */
import { withTransaction } from '../../core/data/unit-of-work';
import { failStagedImport, runStagedImport } from '../../modules/workforce/worker-import/service';
import type { QueueDefinition } from '../registry';

export const IMPORT_WORKERS_QUEUE = 'workforce.importWorkers';

export const importWorkersJob: QueueDefinition<{ batchId: number; actorName: string }> = {
  name: IMPORT_WORKERS_QUEUE,
  retryLimit: 1,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  deadLetter: true,
  async handler(job, { db, events, log, progress }) {
    const { batchId } = job.data;
    try {
      // "Completed" (done = total) is only said once the rows are committed and readable.
      const imported = await withTransaction({ db, events }, (tx) =>
        runStagedImport(tx, batchId, job.data.actorName, (done, total) => done < total && progress(done, total)),
      );
      if (imported) progress(imported, imported);
      log.info({ batchId, imported }, 'workers imported');
      return { imported };
    } catch (err) {
      if (job.retryCount >= importWorkersJob.retryLimit)
        await withTransaction({ db, events }, (tx) => failStagedImport(tx, batchId, (err as Error).message));
      throw err;
    }
  },
};
