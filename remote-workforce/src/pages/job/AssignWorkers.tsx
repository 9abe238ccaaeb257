/**
 * Putting workers on one job, as Jobs → Assign workers (`job/employees`) and Work records →
 * Assign (`workRecord/assign`) both do: the job's short header, a search of active workers,
 * Check asks the server for each one's verdict without writing (`check: true`), Assign puts them
 * on the job. The server checks again when assigning: a refusal (409) names every failed rule of
 * every worker in `data.rules`, shown the same way as the check, and nobody is assigned. What
 * happens after an assignment (which page opens) is the page's.
 */
import { ApiError, api, langHeaders, RemoteSelect, useFeedback } from '@shiftdesk/shared';
import {
  type EligibilityFailureRow,
  JobApi,
  type JobAssignBody,
  type JobAssignResult,
  type JobRow,
  WorkerApi,
  type WorkerRow,
} from '@shiftdesk/shared/api';
import { Alert, Button, Form, Space, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { byWorker, Verdict } from './eligibility';
import { JobSummary } from './JobSummary';

type Picked = { value: number; label: string };
/** The most workers one assignment takes (the API's limit). */
export const MAX_WORKERS = 100;

export interface AssignWorkersProps {
  job: JobRow;
  /** After the server put the workers on the job (e.g. open its work records). */
  onAssigned: (result: JobAssignResult) => void;
  /** The form's name, unique among the pages that may be open at once (antd makes field ids from it). */
  name: string;
  /** More buttons after Check and Assign (a way back). */
  extra?: ReactNode;
}

export function AssignWorkers({ job, onAssigned, name, extra }: AssignWorkersProps) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [workers, setWorkers] = useState<Picked[]>([]);
  // The verdicts and the worker ids they answer (a changed choice makes them stale).
  const [verdicts, setVerdicts] = useState<{
    key: string;
    rules: Map<number, EligibilityFailureRow[]>;
    refused: boolean;
  } | null>(null);
  const [busy, setBusy] = useState<'check' | 'assign' | null>(null);

  const ids = workers.map((w) => w.value);
  const key = ids.join(',');
  const shown = verdicts && verdicts.key === key ? verdicts : null;
  const selectId = `${name}-workers`;
  const body = (check: boolean): JobAssignBody => ({
    jobId: job.id,
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
      onAssigned(r);
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
    <>
      <JobSummary job={job} />
      <Form layout="vertical" name={name} style={{ marginTop: 16 }} onFinish={() => void check()}>
        <Form.Item
          label={t('job.assign.workers')}
          htmlFor={selectId}
          extra={t('job.assign.staffing', { assigned: job.assigned, headcount: job.headcount })}
          validateStatus={ids.length > MAX_WORKERS ? 'error' : undefined}
          help={ids.length > MAX_WORKERS ? t('job.assign.tooMany', { max: MAX_WORKERS }) : undefined}
        >
          <RemoteSelect<WorkerRow>
            id={selectId}
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
          {extra}
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
    </>
  );
}
