/** Job queue: queue sizes and dead-lettered jobs (server monitor page), retry, the demo job. */
import { type Static, Type } from 'typebox';

export const JobQueueStat = Type.Object({
  name: Type.String(),
  queued: Type.Integer(),
  active: Type.Integer(),
  failed: Type.Integer(),
  deadLetters: Type.Integer(),
  total: Type.Integer(),
});
export type JobQueueStat = Static<typeof JobQueueStat>;

export const DeadJob = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  /** The job's data as JSON with secrets replaced by *** (shortened) */
  data: Type.String(),
  error: Type.String(),
  attempts: Type.Integer(),
  failedAt: Type.String({ format: 'date-time' }),
});
export type DeadJob = Static<typeof DeadJob>;

export const JobsOverviewResult = Type.Object({
  /** false when this instance runs no job queue */
  enabled: Type.Boolean(),
  queues: Type.Array(JobQueueStat),
  dead: Type.Array(DeadJob),
});
export type JobsOverviewResult = Static<typeof JobsOverviewResult>;

export const JobRetryBody = Type.Object(
  { queue: Type.String({ minLength: 1, maxLength: 100 }), id: Type.String({ format: 'uuid', maxLength: 36 }) },
  { additionalProperties: false },
);
export type JobRetryBody = Static<typeof JobRetryBody>;

export const JobDemoBody = Type.Object(
  {
    steps: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    stepMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 5000, default: 300 })),
    fail: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type JobDemoBody = Static<typeof JobDemoBody>;

export const JobSentResult = Type.Object({ job: Type.String() });
export type JobSentResult = Static<typeof JobSentResult>;

/** Socket event `jobProgress` */
export interface JobProgressEvent {
  job: string;
  name: string;
  done: number;
  total: number;
  state: 'active' | 'completed' | 'failed';
}
