/** Manage worker → workRecords (its records arrive with a later issue). */
import { LaterTab } from './Later';

export default function WorkRecordsTab(_: { workerId: number }) {
  return <LaterTab kind="workRecords" />;
}
