/**
 * "Import attendance" on the work-record list (issue 28): staff upload the sign-in sheet a
 * client sent back; the server matches each row to the worker's shift on that date and answers
 * the diff (POST attendanceCheck, nothing written). The rows that would change are ticked; each
 * shows the punches now and on the sheet (a changed punch highlighted, in bold too) and the pay
 * hours and amounts before and after, expandable into the edit page's numbers table. Rows with
 * problems are listed by row and column and never applied. Apply (PUT attendanceApply) sets the
 * ticked rows all or nothing, with the reason shown; a record changed since the check is a 409.
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import {
  ApiError,
  api,
  downloadTemplate,
  formatMoney,
  langHeaders,
  PermissionButton,
  uploadSheet,
  useFeedback,
  useViewportWidth,
} from '@shiftdesk/shared';
import {
  type AttendanceApplyBody,
  type AttendanceApplyResult,
  type AttendanceCheckResult,
  type AttendanceCheckRow,
  AttendanceImportApi,
  type WorkRecordNumbers,
} from '@shiftdesk/shared/api';
import { Alert, Button, Input, Modal, Space, Table, Tag, Typography, theme, Upload } from 'antd';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { hm, punchTime } from './fields';
import { NumbersTable } from './Numbers';

const { url, rule } = AttendanceImportApi;
const NARROW = 768;

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; result: AttendanceCheckResult }
  | { kind: 'failed'; message: string };

const STATUS_COLOR = { change: 'processing', same: 'default', error: 'error' } as const;

/** A pair of punches as `HH:mm–HH:mm` (`+1` on the next day), or null when there are none. */
function span(inAt: string | null, outAt: string | null, date: string): string | null {
  if (!inAt && !outAt) return null;
  return `${punchTime(inAt, date) || '?'}–${punchTime(outAt, date) || '?'}`;
}

export function AttendanceImport({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const narrow = useViewportWidth() < NARROW;
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [selected, setSelected] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [applying, setApplying] = useState(false);
  const reasonId = useId();
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);
  const k = (key: string, o: Record<string, unknown> = {}) => t(`workRecord.attendance.${key}`, o);

  const close = () => {
    setOpen(false);
    setPhase({ kind: 'idle' });
    setRefusal(null);
  };

  const template = () => downloadTemplate(url.attendanceTemplate, 'attendance-template.xlsx');

  const upload = async (file: File) => {
    setPhase({ kind: 'checking' });
    setRefusal(null);
    try {
      const result = await uploadSheet<AttendanceCheckResult>(url.attendanceCheck, file);
      setPhase({ kind: 'checked', result });
      setSelected(result.rows.filter((r) => r.status === 'change').map((r) => r.row));
      setReason(result.reason);
    } catch (e) {
      setPhase({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const result = phase.kind === 'checked' ? phase.result : null;
  const chosen = result ? result.rows.filter((r) => r.status === 'change' && selected.includes(r.row)) : [];

  const apply = async () => {
    if (!result || !chosen.length) return;
    setApplying(true);
    setRefusal(null);
    const body: AttendanceApplyBody = {
      rows: chosen.map((r) => ({
        id: r.id as number,
        clockInAt: r.newClockInAt as string,
        clockOutAt: r.newClockOutAt as string,
        version: r.version as number,
      })),
      reason: reason.trim() || undefined,
      fileName: result.fileName || undefined,
    };
    try {
      const done = await api.put<AttendanceApplyResult>(url.attendanceApply, body, {
        silent: true,
        headers: langHeaders(),
      });
      message.success(k('applied', { count: done.count }));
      close();
      onApplied();
    } catch (e) {
      setRefusal({
        message: e instanceof Error ? e.message : String(e),
        conflict: e instanceof ApiError && e.code === 409,
      });
    } finally {
      setApplying(false);
    }
  };

  // A cell the sheet changes: the warning tokens (light and dark alike), and bold for those who
  // cannot tell the colour.
  const changed: CSSProperties = { background: token.colorWarningBg, fontWeight: token.fontWeightStrong };
  const moved = (now: string, after: string, differs: boolean): ReactNode =>
    differs ? <strong>{k('arrow', { now, after })}</strong> : now;
  const numberCell =
    (key: keyof WorkRecordNumbers, show: (n: number) => string) => (_: unknown, r: AttendanceCheckRow) => {
      if (!r.now) return k('none');
      if (!r.after) return show(r.now[key]);
      return moved(show(r.now[key]), show(r.after[key]), r.after[key] !== r.now[key]);
    };

  const errors = result
    ? result.rows.flatMap((r) => r.errors.map((e, i) => ({ key: `${r.row}.${i}`, row: r.row, ...e })))
    : [];

  const picker = (
    <Upload
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button type={result ? 'default' : 'primary'} icon={<UploadOutlined />} loading={phase.kind === 'checking'}>
        {result ? k('again') : k('choose')}
      </Button>
    </Upload>
  );

  return (
    <>
      <PermissionButton rule={rule.attendanceCheck} icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {k('open')}
      </PermissionButton>
      <Modal
        open={open}
        title={k('title')}
        onCancel={close}
        width={narrow ? '100%' : 1100}
        style={narrow ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
        destroyOnHidden
        footer={
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button onClick={close}>{k('close')}</Button>
            {result ? (
              <PermissionButton
                rule={rule.attendanceApply}
                type="primary"
                disabled={!chosen.length}
                loading={applying}
                onClick={() => void apply()}
              >
                {k('apply', { count: chosen.length })}
              </PermissionButton>
            ) : null}
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{k('hint')}</Typography.Text>
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void template()}>
              {k('template')}
            </Button>
            {picker}
          </Space>
          {phase.kind === 'checking' ? <Typography.Text role="status">{k('checking')}</Typography.Text> : null}
          {phase.kind === 'failed' ? (
            <Alert type="error" showIcon role="alert" title={k('failed', { message: phase.message })} />
          ) : null}
          {result ? (
            <>
              <Typography.Text role="status" strong>
                {`${result.fileName ? `${result.fileName}: ` : ''}${k('summary', result.counts)}`}
              </Typography.Text>
              {refusal ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={k('refused', { message: refusal.message })}
                  description={refusal.conflict ? k('conflict') : undefined}
                />
              ) : null}
              {errors.length ? (
                <section aria-label={k('errorsTitle')}>
                  <Typography.Title level={5}>{k('errorsTitle')}</Typography.Title>
                  <Table
                    size="small"
                    rowKey="key"
                    pagination={errors.length > 10 ? { pageSize: 10 } : false}
                    scroll={{ x: true }}
                    dataSource={errors}
                    columns={[
                      { key: 'row', dataIndex: 'row', title: k('row'), width: 70 },
                      {
                        key: 'field',
                        dataIndex: 'field',
                        title: k('column'),
                        width: 130,
                        render: (f: string) => k(`columns.${f}`, { defaultValue: f }),
                      },
                      { key: 'message', dataIndex: 'message', title: k('message') },
                    ]}
                  />
                </section>
              ) : null}
              <section aria-label={k('diffTitle')}>
                <Typography.Title level={5}>{k('diffTitle')}</Typography.Title>
                <Table<AttendanceCheckRow>
                  size="small"
                  rowKey="row"
                  pagination={result.rows.length > 50 ? { pageSize: 50 } : false}
                  scroll={{ x: 'max-content' }}
                  dataSource={result.rows}
                  rowSelection={{
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (r) => ({
                      disabled: r.status !== 'change',
                      'aria-label': k('selectRow', { row: r.row }),
                    }),
                  }}
                  expandable={{
                    rowExpandable: (r) => !!r.now && !!r.after,
                    expandedRowRender: (r) =>
                      r.now ? (
                        <section aria-label={k('numbersOf', { row: r.row })}>
                          <NumbersTable now={r.now} after={r.after} />
                        </section>
                      ) : null,
                  }}
                  columns={[
                    { key: 'row', dataIndex: 'row', title: k('row'), width: 60 },
                    {
                      key: 'worker',
                      title: k('worker'),
                      render: (_, r) => (
                        <>
                          {r.workerName || k('none')}
                          {r.jobCode ? (
                            <Typography.Text type="secondary" style={{ display: 'block' }}>
                              {`${r.jobCode} #${r.id}`}
                            </Typography.Text>
                          ) : null}
                        </>
                      ),
                    },
                    { key: 'date', dataIndex: 'date', title: k('date') },
                    {
                      key: 'status',
                      title: k('status'),
                      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{k(`statuses.${r.status}`)}</Tag>,
                    },
                    {
                      key: 'now',
                      title: k('now'),
                      render: (_, r) => span(r.clockInAt, r.clockOutAt, r.date) ?? k('none'),
                    },
                    {
                      key: 'sheet',
                      title: k('sheet'),
                      onCell: (r) => ({ style: r.status === 'change' ? changed : undefined }),
                      render: (_, r) =>
                        span(r.newClockInAt, r.newClockOutAt, r.date) ??
                        (r.sheetIn || r.sheetOut ? `${r.sheetIn || '?'}–${r.sheetOut || '?'}` : k('none')),
                    },
                    { key: 'payHours', title: k('payHours'), align: 'right', render: numberCell('payMinutes', hm) },
                    { key: 'pay', title: k('pay'), align: 'right', render: numberCell('payAmount', formatMoney) },
                    { key: 'bill', title: k('bill'), align: 'right', render: numberCell('billAmount', formatMoney) },
                  ]}
                />
              </section>
              <div>
                <label htmlFor={reasonId}>
                  <Typography.Text>{k('reason')}</Typography.Text>
                </label>
                <Input id={reasonId} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
              </div>
            </>
          ) : null}
        </Space>
      </Modal>
    </>
  );
}
