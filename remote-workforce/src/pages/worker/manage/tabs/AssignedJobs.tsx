/** Manage worker → assignedJobs (its records arrive with a later issue). */
import { LaterTab } from './Later';

export default function AssignedJobsTab(_: { workerId: number }) {
  return <LaterTab kind="assignedJobs" />;
}
