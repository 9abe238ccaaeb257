/**
 * "Generate": a client, one of its contract departments and a period — an ISO week or a month,
 * whichever the client is billed by (the server refuses the other with the reason) — or every
 * department with work waiting in the period (a queued job: the shell shows its progress and the
 * list reloads when it completes). The period's name and days are shown before anything is sent,
 * so a week picked in a Sunday-first calendar cannot surprise anyone.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { ApiError, api, DialogButton, langHeaders, onSocketEvent, useAuth } from '@shiftdesk/shared';
import { TimesheetApi, type TimesheetDetail, type TimesheetGenerateAllResult } from '@shiftdesk/shared/api';
import { isoMonth, isoWeek, periodRange } from '@shiftdesk/shared/rules';
import { Alert, App, DatePicker, Form, Modal, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ClientPicker, ContractDeptPicker } from '../conduct/ClientPickers';

type Kind = 'week' | 'month';
type Scope = 'one' | 'all';
type Values = { clientId?: number; contractDeptId?: number; day?: Dayjs };

export function periodOf(kind: Kind, day: Dayjs): string {
  const date = day.format('YYYY-MM-DD');
  return kind === 'week' ? isoWeek(date) : isoMonth(date);
}

/** Calls `done` once when the job `jobId` reports it completed or failed over the socket. */
function whenJobEnds(jobId: string, done: () => void) {
  const off = onSocketEvent('jobProgress', (data) => {
    const e = data as { job?: string; state?: string };
    if (e.job !== jobId || (e.state !== 'completed' && e.state !== 'failed')) return;
    off();
    done();
  });
}

export function GenerateButton({
  onGenerated,
  onQueuedDone,
}: {
  onGenerated: (t: TimesheetDetail) => void;
  /** The bulk job ended: the list has new rows. */
  onQueuedDone: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={TimesheetApi.rule.generate}
      icon={<PlusOutlined />}
      dialog={({ close }) => (
        <GenerateDialog
          onClose={close}
          onGenerated={(made) => {
            close();
            onGenerated(made);
          }}
          onQueued={(jobId) => {
            close();
            whenJobEnds(jobId, onQueuedDone);
          }}
        />
      )}
    >
      {t('timesheet.actions.generate')}
    </DialogButton>
  );
}

function GenerateDialog({
  onClose,
  onGenerated,
  onQueued,
}: {
  onClose: () => void;
  onGenerated: (t: TimesheetDetail) => void;
  onQueued: (jobId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<Kind>('week');
  const [scope, setScope] = useState<Scope>('one');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const day = Form.useWatch('day', form);
  const period = day ? periodOf(kind, day) : null;
  const range = period ? periodRange(period) : null;

  const submit = async () => {
    const v = await form.validateFields();
    if (!v.day) return;
    setBusy(true);
    setError(null);
    try {
      if (scope === 'all') {
        const { jobId } = await api.post<TimesheetGenerateAllResult>(
          TimesheetApi.url.generateAll,
          { period: periodOf(kind, v.day) },
          { silent: true, headers: langHeaders() },
        );
        message.info(t('timesheet.generate.queued', { period: periodOf(kind, v.day) }));
        onQueued(jobId);
        return;
      }
      if (!v.contractDeptId) return;
      const made = await api.post<TimesheetDetail>(
        TimesheetApi.url.generate,
        { contractDeptId: v.contractDeptId, period: periodOf(kind, v.day) },
        { silent: true, headers: langHeaders() },
      );
      onGenerated(made);
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('timesheet.generate.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('timesheet.actions.generate')}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('timesheet.generate.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="timesheet-generate">
        {has(TimesheetApi.rule.generateAll) ? (
          <Form.Item label={t('timesheet.generate.scope')}>
            <Segmented<Scope>
              value={scope}
              onChange={setScope}
              options={[
                { value: 'one', label: t('timesheet.generate.one') },
                { value: 'all', label: t('timesheet.generate.all') },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          hidden={scope === 'all'}
          name="clientId"
          label={t('timesheet.fields.clientId')}
          rules={[{ required: scope === 'one', message: t('timesheet.generate.clientRequired') }]}
        >
          <ClientPicker />
        </Form.Item>
        <Form.Item
          hidden={scope === 'all'}
          name="contractDeptId"
          label={t('timesheet.fields.contractDeptId')}
          rules={[{ required: scope === 'one', message: t('timesheet.generate.deptRequired') }]}
        >
          <ContractDeptPicker />
        </Form.Item>
        <Form.Item label={t('timesheet.generate.kind')}>
          <Segmented<Kind>
            value={kind}
            onChange={setKind}
            options={[
              { value: 'week', label: t('timesheet.generate.week') },
              { value: 'month', label: t('timesheet.generate.month') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="day"
          label={t('timesheet.fields.period')}
          rules={[{ required: true, message: t('timesheet.generate.periodRequired') }]}
          extra={period && range ? `${period}: ${range.from} – ${range.to}` : t('timesheet.periodHint')}
        >
          <DatePicker picker={kind} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error instanceof ApiError ? error.message : String(error)}
          style={{ marginTop: 12 }}
        />
      ) : null}
    </Modal>
  );
}
