/**
 * Jobs → Work records → Pre-booking (route /jobs/workRecord/preBooking, expose
 * `workforce/workRecord/preBooking/index`; DOMAIN.md "Pre-booking"): book workers on a DRAFT job
 * before it is published. Pick the draft job (or come with `?jobId=`), then the job module's own
 * assign form (`job/AssignWorkers`: each worker's verdict with `check: true`, then `job/assign`,
 * which on a draft job makes confirmed bookings with source `pre_booking` and scheduled work
 * records). Afterwards the page leads to the job's bookings. A job that is not a draft says so
 * and leads to the assign page instead.
 */
import '../../../i18n';
import { RemoteSelect, useMachineLabels } from '@shiftdesk/shared';
import { JobApi, type JobAssignResult, type JobRow } from '@shiftdesk/shared/api';
import { Alert, Button, Card, Form, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { jobBookingsPath } from '../../booking/fields';
import { AssignWorkers } from '../../job/AssignWorkers';
import { sgTime } from '../../job/fields';
import { JobMissing, useJob } from '../../job/JobSummary';

const assignPath = (jobId: number) => `/jobs/workRecord/assign/${jobId}`;

const jobLabel = (j: JobRow) => `${j.code} · ${j.title} · ${j.shiftDate} ${sgTime(j.startAt)}`;

function JobPicker({ job, onPick }: { job: JobRow | null; onPick: (id: number | undefined) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Form layout="vertical" name="pre-booking-job">
      <Form.Item label={t('booking.preBooking.job')} htmlFor="pre-booking-job" style={{ marginBottom: 16 }}>
        <RemoteSelect<JobRow>
          id="pre-booking-job"
          labelInValue
          url={JobApi.url.list}
          query={{ status: 'draft' }}
          value={job ? { value: job.id, label: jobLabel(job) } : undefined}
          onChange={(v) => onPick((v as { value?: number } | undefined)?.value)}
          placeholder={t('booking.preBooking.pickJob')}
          style={{ width: '100%', maxWidth: 560 }}
          toOption={(j) => ({ value: j.id, label: jobLabel(j) })}
        />
      </Form.Item>
    </Form>
  );
}

function PreBookJob({
  job,
  onDone,
}: {
  job: ReturnType<typeof useJob>;
  onDone: (r: JobAssignResult, job: JobRow) => void;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const labels = useMachineLabels();
  if (!job.data) return <JobMissing job={job} />;
  const source = job.data;
  if (source.status !== 'draft')
    return (
      <Alert
        type="warning"
        showIcon
        title={t('booking.preBooking.notDraft', { state: labels.state(source.status) })}
        action={
          <Button size="small" onClick={() => navigate(assignPath(source.id))}>
            {t('booking.preBooking.assignInstead')}
          </Button>
        }
      />
    );
  return (
    <AssignWorkers
      job={source}
      name="pre-booking-assign"
      onAssigned={(r) => onDone(r, source)}
      extra={<Button onClick={() => navigate(jobBookingsPath(source.id))}>{t('booking.preBooking.bookings')}</Button>}
    />
  );
}

export default function PreBookingPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [sp, setSp] = useSearchParams();
  const raw = Number(sp.get('jobId'));
  const jobId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const job = useJob(jobId ?? 0);
  const [done, setDone] = useState<{ jobId: number; count: number; code: string } | null>(null);
  const pick = (id: number | undefined) => {
    setDone(null);
    setSp(id ? { jobId: String(id) } : {}, { replace: true });
  };

  if (done && done.jobId === jobId)
    return (
      <Card title={t('booking.preBooking.title')}>
        <Result
          status="success"
          title={t('booking.preBooking.done', { count: done.count })}
          subTitle={`${done.code} · ${t('booking.preBooking.doneSub')}`}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <Button type="primary" onClick={() => navigate(jobBookingsPath(done.jobId))}>
                {t('booking.preBooking.bookings')}
              </Button>
              <Button onClick={() => setDone(null)}>{t('booking.preBooking.more')}</Button>
              <Button onClick={() => pick(undefined)}>{t('booking.preBooking.otherJob')}</Button>
            </Space>
          }
        />
      </Card>
    );
  return (
    <Card title={t('booking.preBooking.title')}>
      <Typography.Paragraph type="secondary">{t('booking.preBooking.intro')}</Typography.Paragraph>
      <JobPicker job={jobId && job.data?.id === jobId ? job.data : null} onPick={pick} />
      {jobId ? (
        <PreBookJob
          key={jobId}
          job={job}
          onDone={(r, made) => {
            setDone({ jobId: made.id, count: r.workRecordIds.length, code: made.code });
            // Its staffing changed: "pre-book more" shows the job as it is now.
            job.reload();
          }}
        />
      ) : null}
    </Card>
  );
}
