/**
 * "Apply for a worker": staff record the application a worker made by phone. Pick a published job
 * and an active worker, POST booking/apply; the answer says what became of it (confirmed at once
 * with its work record, waitlisted because the job is full, or pending a decision). A refusal
 * names every failed eligibility rule (409 `data.rules`), or the server's reason (a closed job,
 * an existing booking).
 */

import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ApiError,
  api,
  formatDateTime,
  langHeaders,
  PermissionButton,
  RemoteSelect,
  StateTag,
} from '@shiftdesk/shared';
import { BookingApi, type BookingApplied, JobApi, type JobRow, WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { sgTime } from '../job/fields';
import { Refusal } from './actions';

type Values = { jobId?: number; workerId?: number };

export function ApplyButton({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton rule={BookingApi.rule.apply} icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('booking.actions.apply')}
      </PermissionButton>
      {open ? <ApplyDialog onClose={() => setOpen(false)} onApplied={onApplied} /> : null}
    </>
  );
}

function ApplyDialog({ onClose, onApplied }: { onClose: () => void; onApplied: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [made, setMade] = useState<BookingApplied | null>(null);
  const [today] = useState(() => formatDateTime(new Date().toISOString(), 'YYYY-MM-DD'));

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const r = await api.post<BookingApplied>(
        BookingApi.url.apply,
        { jobId: v.jobId, workerId: v.workerId },
        { silent: true, headers: langHeaders() },
      );
      setMade(r);
      onApplied();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setError(e);
    } finally {
      setBusy(false);
    }
  };
  const again = () => {
    setMade(null);
    setError(null);
    form.setFieldValue('workerId', undefined);
  };

  return (
    <Modal
      open
      title={t('booking.apply.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        made ? (
          <Space wrap>
            <Button onClick={again}>{t('booking.apply.another')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('booking.apply.close')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={onClose}>{t('booking.apply.close')}</Button>
            <Button type="primary" loading={busy} onClick={() => void submit().catch(() => {})}>
              {t('booking.apply.submit')}
            </Button>
          </Space>
        )
      }
    >
      {made ? (
        <section aria-live="polite">
          <Space wrap style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t('booking.apply.resultTitle', { id: made.id })}</Typography.Text>
            <StateTag state={made.status} />
          </Space>
          <Alert
            type={made.status === 'confirmed' ? 'success' : 'info'}
            showIcon
            title={t(`booking.apply.result.${made.status}`, {
              record: made.workRecordId ?? '',
              defaultValue: '',
            })}
          />
        </section>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('booking.apply.hint')}</Typography.Paragraph>
          <Form form={form} layout="vertical" name="booking-apply">
            <Form.Item
              name="jobId"
              label={t('booking.apply.job')}
              htmlFor="booking-apply-job"
              rules={[{ required: true, message: t('booking.apply.jobRequired') }]}
            >
              <RemoteSelect<JobRow>
                id="booking-apply-job"
                url={JobApi.url.list}
                // Published shifts from today (Singapore) on: a started one takes no applications.
                query={{ status: 'published', dateFrom: today }}
                placeholder={t('booking.apply.pickJob')}
                toOption={(j) => ({
                  value: j.id,
                  label: `${j.code} · ${j.title} · ${j.shiftDate} ${sgTime(j.startAt)}`,
                })}
              />
            </Form.Item>
            <Form.Item
              name="workerId"
              label={t('booking.apply.worker')}
              htmlFor="booking-apply-worker"
              rules={[{ required: true, message: t('booking.apply.workerRequired') }]}
            >
              <RemoteSelect<WorkerRow>
                id="booking-apply-worker"
                url={WorkerApi.url.list}
                query={{ status: 'active' }}
                placeholder={t('booking.apply.pickWorker')}
                toOption={(w) => ({ value: w.id, label: `${w.name} · ${w.phone} · ${w.nric}` })}
              />
            </Form.Item>
          </Form>
          {error ? <Refusal error={error} rulesTitle={t('booking.apply.refused')} /> : null}
        </>
      )}
    </Modal>
  );
}
