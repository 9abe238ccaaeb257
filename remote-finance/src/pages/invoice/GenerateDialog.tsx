/**
 * "Generate": for holders of generateAll, either a whole month (POST generateAll {month}, a queued
 * job: the list reloads when the socket reports it ended) or, as for everyone else, picked
 * timesheets. Picking lists timesheets the client signed off (approved or auto-approved; invoiced ones
 * again after their invoice was voided), read from the workforce timesheet list filtered by
 * status and client, several at once and across filters, then POST generate {timesheetIds}. The
 * server makes one draft per contract department and PO number and answers the first in full.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ApiError,
  api,
  DialogButton,
  langHeaders,
  onSocketEvent,
  ReferenceSelect,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  ClientRef,
  InvoiceApi,
  type InvoiceGenerateResult,
  type PageResultOf,
  TimesheetApi,
  type TimesheetRow,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, App, DatePicker, Empty, Flex, Form, Modal, Segmented, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const BILLABLE = ['approved', 'auto_approved', 'invoiced'] as const;
type Billable = (typeof BILLABLE)[number];
type Scope = 'timesheets' | 'month';
/** What generateAll answers (the contract names no type for it yet). */
type QueuedJob = { jobId: string };
const PAGE_SIZE = 50;

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
  onGenerated: (made: InvoiceGenerateResult) => void;
  /** The month's job ended: the list has new rows. */
  onQueuedDone: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={InvoiceApi.rule.generate}
      type="primary"
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
      {t('invoice.actions.generate')}
    </DialogButton>
  );
}

function GenerateDialog({
  onClose,
  onGenerated,
  onQueued,
}: {
  onClose: () => void;
  onGenerated: (made: InvoiceGenerateResult) => void;
  onQueued: (jobId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const { message } = App.useApp();
  const [scope, setScope] = useState<Scope>('timesheets');
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [status, setStatus] = useState<Billable>('approved');
  const [clientId, setClientId] = useState<number | undefined>();
  const [pageNum, setPageNum] = useState(1);
  // Kept by id so a pick survives a change of filter or page.
  const [picked, setPicked] = useState<Map<number, TimesheetRow>>(new Map());
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const query = useMemo(
    () => ({ status, ...(clientId ? { clientId } : {}), pageNum, pageSize: PAGE_SIZE }),
    [status, clientId, pageNum],
  );
  const list = useCrudList<PageResultOf<TimesheetRow>>(TimesheetApi.url.list, query);
  const rows = list.data?.list ?? [];

  const setRows = (keep: (id: number) => boolean, add: TimesheetRow[]) => {
    setPicked((old) => {
      const next = new Map([...old].filter(([id]) => keep(id)));
      for (const r of add) next.set(r.id, r);
      return next;
    });
    setMissing(false);
  };

  const submitMonth = async () => {
    if (!month) {
      setMissing(true);
      return;
    }
    const m = month.format('YYYY-MM');
    const { jobId } = await api.post<QueuedJob>(
      InvoiceApi.url.generateAll,
      { month: m },
      { silent: true, headers: langHeaders() },
    );
    message.info(t('invoice.generate.queued', { month: m }));
    onQueued(jobId);
  };

  const submit = async () => {
    if (scope === 'month') {
      setBusy(true);
      setError(null);
      try {
        await submitMonth();
      } catch (e) {
        if (!(e instanceof ApiError && e.code === 401)) setError(e);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!picked.size) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const made = await api.post<InvoiceGenerateResult>(
        InvoiceApi.url.generate,
        { timesheetIds: [...picked.keys()] },
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
      title={t('invoice.generate.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('invoice.actions.generate')}
      okButtonProps={{ loading: busy }}
      width={860}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('invoice.generate.intro')}</Typography.Paragraph>
      {has(InvoiceApi.rule.generateAll) ? (
        <Form layout="vertical" name="invoice-generate-scope">
          <Form.Item label={t('invoice.generate.scope')}>
            <Segmented<Scope>
              value={scope}
              onChange={(v) => {
                setScope(v);
                setMissing(false);
              }}
              options={[
                { value: 'timesheets', label: t('invoice.generate.byTimesheet') },
                { value: 'month', label: t('invoice.generate.byMonth') },
              ]}
            />
          </Form.Item>
        </Form>
      ) : null}
      {scope === 'month' ? (
        <Form layout="vertical" name="invoice-generate-month">
          <Form.Item
            label={t('invoice.generate.month')}
            htmlFor="invoice-generate-month-picker"
            extra={t('invoice.generate.monthHint')}
            validateStatus={missing ? 'error' : undefined}
            help={missing ? t('invoice.generate.monthRequired') : undefined}
          >
            <DatePicker
              id="invoice-generate-month-picker"
              picker="month"
              value={month}
              onChange={(m) => {
                setMonth(m);
                setMissing(false);
              }}
            />
          </Form.Item>
        </Form>
      ) : (
        <>
          <Form layout="vertical" name="invoice-generate">
            <Flex wrap gap={16}>
              <Form.Item label={t('invoice.generate.status')}>
                <Segmented<Billable>
                  value={status}
                  onChange={(v) => {
                    setStatus(v);
                    setPageNum(1);
                  }}
                  options={BILLABLE.map((s) => ({ value: s, label: labels.stateTitle(s) }))}
                />
              </Form.Item>
              <Form.Item
                label={t('invoice.generate.client')}
                htmlFor="invoice-generate-client"
                style={{ minWidth: 280 }}
              >
                <ReferenceSelect
                  id="invoice-generate-client"
                  to={ClientRef}
                  all
                  allowClear
                  placeholder={t('invoice.generate.anyClient')}
                  value={clientId}
                  onChange={(v) => {
                    setClientId((v as number | undefined) ?? undefined);
                    setPageNum(1);
                  }}
                />
              </Form.Item>
            </Flex>
          </Form>
          <Table<TimesheetRow>
            size="small"
            rowKey="id"
            aria-label={t('invoice.generate.timesheets')}
            loading={list.loading}
            dataSource={rows}
            scroll={{ x: 720, y: 360 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            rowSelection={{
              selectedRowKeys: [...picked.keys()],
              preserveSelectedRowKeys: true,
              onChange: (_keys, selected) => {
                const onPage = new Set(rows.map((r) => r.id));
                const chosen = selected.filter(Boolean);
                setRows((id) => !onPage.has(id), chosen);
              },
              getCheckboxProps: (r) => ({ 'aria-label': r.number }) as never,
            }}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPageNum,
            }}
            columns={[
              { key: 'number', title: t('client.detail.timesheets.fields.number'), dataIndex: 'number', width: 150 },
              {
                key: 'client',
                title: t('invoice.fields.client'),
                ellipsis: true,
                render: (_, r) => `${r.clientName} / ${r.deptName}`,
              },
              {
                key: 'period',
                title: t('invoice.fields.period'),
                width: 200,
                render: (_, r) => `${r.period} (${r.periodFrom} – ${r.periodTo})`,
              },
              {
                key: 'amount',
                title: t('client.detail.timesheets.fields.billAmount'),
                align: 'right',
                width: 120,
                render: (_, r) => formatMoney(r.billAmount),
              },
            ]}
          />
          <Typography.Text type={missing ? 'danger' : 'secondary'} role={missing ? 'alert' : undefined}>
            {missing ? t('invoice.generate.pickOne') : t('invoice.generate.picked', { count: picked.size })}
          </Typography.Text>
        </>
      )}
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
