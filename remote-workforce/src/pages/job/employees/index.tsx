/**
 * Jobs → Assign workers (route /jobs/job/employees/:id, expose `workforce/job/employees/index`):
 * pick active workers, Check asks the server for each one's verdict without writing
 * (`check: true`), Assign puts them on the job. The server checks again when assigning: a
 * refusal (409) names every failed rule of every worker in `data.rules`, shown the same way as
 * the check, and nobody is assigned. After an assignment the job's work records are shown.
 */
import '../../../i18n';
import { ApiError, api, langHeaders, RemoteSelect, useFeedback } from '@shiftdesk/shared';
import {
  type EligibilityFailureRow,
  JobApi,
  type JobAssignBody,
  type JobAssignResult,
  WorkerApi,
  type WorkerRow,
} from '@shiftdesk/shared/api';
import { Alert, Button, Card, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { byWorker, Verdict } from '../eligibility';
import { jobManagePath } from '../fields';
import { JobMissing, JobSummary, useJob } from '../JobSummary';

type Picked = { value: number; label: string };
const MAX_WORKERS = 100;

export default function JobEmployeesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const ui = useFeedback();
  const id = Number(useParams().id);
  const job = useJob(id);
  const [workers, setWorkers] = useState<Picked[]>([]);
  // The verdicts and the worker ids they answer (a changed choice makes them stale).
  const [verdicts, setVerdicts] = useState<{
    key: string;
    rules: Map<number, EligibilityFailureRow[]>;
    refused: boolean;
  } | null>(null);
  const [busy, setBusy] = useState<'check' | 'assign' | null>(null);

  if (!job.data) return <JobMissing job={job} />;
  const source = job.data;
  const ids = workers.map((w) => w.value);
  const key = ids.join(',');
  const shown = verdicts && verdicts.key === key ? verdicts : null;
  const body = (check: boolean): JobAssignBody => ({
    jobId: source.id,
    workerIds: ids,
    ...(check ? { check: true } : {}),
  });
  const cfg = { silent: true, headers: langHeaders() };

  const check = async () => {
    setBusy('check');
    try {
      const r = await api.post<JobAssignResult>(JobApi.url.assign, body(true), cfg);
      setVerdicts({ key, rules: byWorker(r.rules), refused: false });
    } catch (e) {
      if (e instanceof ApiError && e.code !== 401) ui.message.error(e.message);
    } finally {
      setBusy(null);
    }
  };
  const assign = async () => {
    setBusy('assign');
    try {
      const r = await api.post<JobAssignResult>(JobApi.url.assign, body(false), cfg);
      ui.message.success(t('job.assign.assigned', { count: r.workRecordIds.length }));
      navigate(`${jobManagePath(source.id)}?tab=workRecords`);
    } catch (e) {
      const rules = e instanceof ApiError ? (e.data as { rules?: EligibilityFailureRow[] } | null)?.rules : undefined;
      if (e instanceof ApiError && e.code === 409 && Array.isArray(rules)) {
        setVerdicts({ key, rules: byWorker(rules), refused: true });
      } else if (e instanceof ApiError && e.code !== 401) {
        ui.message.error(e.message);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('job.assign.title')}>
      <JobSummary job={source} />
      <Form layout="vertical" name="job-assign" style={{ marginTop: 16 }} onFinish={() => void check()}>
        <Form.Item
          label={t('job.assign.workers')}
          htmlFor="job-assign-workers"
          extra={t('job.assign.staffing', { assigned: source.assigned, headcount: source.headcount })}
          validateStatus={ids.length > MAX_WORKERS ? 'error' : undefined}
          help={ids.length > MAX_WORKERS ? t('job.assign.tooMany', { max: MAX_WORKERS }) : undefined}
        >
          <RemoteSelect<WorkerRow>
            id="job-assign-workers"
            mode="multiple"
            labelInValue
            value={workers}
            onChange={(v) => setWorkers((v as Picked[] | undefined) ?? [])}
            url={WorkerApi.url.list}
            query={{ status: 'active' }}
            placeholder={t('job.assign.pickWorkers')}
            toOption={(w) => ({ value: w.id, label: `${w.name} · ${w.phone} · ${w.nric}` })}
          />
        </Form.Item>
        <Space wrap>
          <Button htmlType="submit" disabled={!ids.length || ids.length > MAX_WORKERS} loading={busy === 'check'}>
            {t('job.assign.check')}
          </Button>
          <Button
            type="primary"
            disabled={!ids.length || ids.length > MAX_WORKERS || busy === 'check'}
            loading={busy === 'assign'}
            onClick={() => void assign()}
          >
            {t('job.assign.assign')}
          </Button>
          <Button onClick={() => navigate(jobManagePath(source.id))}>{t('job.manage')}</Button>
        </Space>
      </Form>
      <section aria-label={t('job.assign.verdicts')} aria-live="polite" style={{ marginTop: 16 }}>
        {shown?.refused ? (
          <Alert type="error" showIcon title={t('job.assign.refused')} style={{ marginBottom: 12 }} />
        ) : null}
        {shown ? (
          <Table<Picked>
            size="small"
            rowKey="value"
            pagination={false}
            dataSource={workers}
            columns={[
              { key: 'worker', title: t('job.assign.worker'), render: (_: unknown, w: Picked) => w.label },
              {
                key: 'verdict',
                title: t('job.assign.verdict'),
                render: (_: unknown, w: Picked) => <Verdict failures={shown.rules.get(w.value) ?? []} />,
              },
            ]}
          />
        ) : ids.length ? (
          <Typography.Text type="secondary">{t('job.assign.checkFirst')}</Typography.Text>
        ) : null}
      </section>
    </Card>
  );
}
