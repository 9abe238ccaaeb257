/** Workforce → Edit worker (route /workforce/worker/edit/:id, expose `workforce/worker/edit/index`). */
import '../../../i18n';
import { useParams } from 'react-router-dom';
import { WorkerForm } from '../WorkerForm';

export default function WorkerEditPage() {
  const id = Number(useParams().id);
  return <WorkerForm key={id} id={Number.isInteger(id) && id > 0 ? id : -1} />;
}
