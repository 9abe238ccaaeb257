/**
 * Jobs → Assign workers (route /jobs/job/employees/:id, expose `workforce/job/employees/index`):
 * the job's assign form (`AssignWorkers`: pick active workers, check each one's verdict, assign;
 * a refusal names every failed rule). After an assignment the job's work records are shown.
 */
import '../../../i18n';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { AssignWorkers } from '../AssignWorkers';
import { jobManagePath } from '../fields';
import { JobMissing, useJob } from '../JobSummary';

export default function JobEmployeesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const job = useJob(id);

  if (!job.data) return <JobMissing job={job} />;
  const source = job.data;
  return (
    <Card title={t('job.assign.title')}>
      <AssignWorkers
        job={source}
        name="job-assign"
        onAssigned={() => navigate(`${jobManagePath(source.id)}?tab=workRecords`)}
        extra={<Button onClick={() => navigate(jobManagePath(source.id))}>{t('job.manage')}</Button>}
      />
    </Card>
  );
}
