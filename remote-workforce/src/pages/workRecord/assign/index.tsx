/**
 * Jobs → Work records → Assign (route /jobs/workRecord/assign/:id, expose
 * `workforce/workRecord/assign/index`; `:id` is the JOB's id): puts one or more workers on a
 * published job (DOMAIN.md "assign"), each through the eligibility check, with the job module's
 * own assign form (`job/AssignWorkers`, calling `job/assign`). After an assignment the work
 * records of that job are listed; a job no longer taking workers says so before anything is sent.
 */
import '../../../i18n';
import { useMachineLabels } from '@shiftdesk/shared';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { AssignWorkers } from '../../job/AssignWorkers';
import { JobMissing, useJob } from '../../job/JobSummary';
import { WORK_RECORD_PATH } from '../fields';

/** Job states that take workers (the server's own list: a swap on a full job, a back-fill on a running one). */
const ASSIGNABLE = new Set(['published', 'filled', 'in_progress']);
/** The work-record list filtered by one job. */
const jobRecordsPath = (jobId: number) => `${WORK_RECORD_PATH}?jobId=${jobId}`;

export default function WorkRecordAssignPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const labels = useMachineLabels();
  const id = Number(useParams().id);
  const job = useJob(id);

  if (!job.data) return <JobMissing job={job} />;
  const source = job.data;
  return (
    <Card title={t('workRecord.assign.title')}>
      {ASSIGNABLE.has(source.status) ? null : (
        <Alert
          type="warning"
          showIcon
          title={t('workRecord.assign.notOpen', { state: labels.state(source.status) })}
          style={{ marginBottom: 16 }}
        />
      )}
      <AssignWorkers
        job={source}
        name="work-record-assign"
        onAssigned={() => navigate(jobRecordsPath(source.id))}
        extra={<Button onClick={() => navigate(jobRecordsPath(source.id))}>{t('workRecord.assign.records')}</Button>}
      />
    </Card>
  );
}
