/** Workforce → Add worker (route /workforce/worker/add, expose `workforce/worker/add/index`). */
import '../../../i18n';
import { WorkerForm } from '../WorkerForm';

export default function WorkerAddPage() {
  return <WorkerForm />;
}
