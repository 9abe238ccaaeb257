/**
 * Bulk import from an XLSX file: download the template, upload a file, and either
 * - the server refuses it (400 `{rows:[{row, field, message}]}`, nothing written): the rows in
 *   a table, so the user fixes the file and uploads again;
 * - it imports at once (`{imported}`): a summary;
 * - it runs as a job (`{jobId}`, large files): a progress bar fed by the socket's
 *   `jobProgress` events of that job, then the summary (or the failure).
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Alert, Button, Modal, Progress, Result, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/errors';
import { type JobProgress, jobFinished, jobPercent, onSocketEvent, parseJobProgress } from '../realtime';
import { CRUD_NS } from './i18n';
import { downloadTemplate, uploadSheet } from './sheetTransfer';

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** What the upload endpoint answers when it accepted the file. */
export interface ImportAnswer {
  imported: number;
  /** Set when the rows are written by a queued job. */
  jobId: string | null;
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** GET: the template XLSX. */
  templateUrl: string;
  templateFileName: string;
  /** POST multipart (field `file`). */
  uploadUrl: string;
  /** Column header of a row error's field (defaults to the field name). */
  fieldLabel?: (field: string) => string;
  /** After rows were imported. */
  onImported?: (count: number) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; errors: ImportRowError[] }
  | { kind: 'running'; job: string; done: number; total: number }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string };

const rowErrors = (data: unknown): ImportRowError[] | null => {
  const list = (data as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(list) || !list.length || !list.every((e) => e && typeof e === 'object' && 'row' in e)) return null;
  return list as ImportRowError[];
};

export function ImportDialog(p: ImportDialogProps) {
  const { t } = useTranslation(CRUD_NS);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const running = phase.kind === 'running' ? phase.job : null;

  // Events are heard from the moment the dialog opens: a quick job may report before the
  // upload's answer names it, so the latest event of each job is kept until we know ours.
  const latest = useRef(new Map<string, JobProgress>());
  const apply = useRef<(ev: JobProgress) => void>(() => {});
  apply.current = (ev) => {
    if (ev.job !== running) return;
    if (ev.state === 'failed') setPhase({ kind: 'failed', message: ev.name });
    else if (jobFinished(ev)) {
      setPhase({ kind: 'done', count: ev.total });
      p.onImported?.(ev.total);
    } else setPhase({ kind: 'running', job: ev.job, done: ev.done, total: ev.total });
  };
  useEffect(() => {
    if (!p.open) return;
    const seen = latest.current;
    const off = onSocketEvent('jobProgress', (data) => {
      const ev = parseJobProgress(data);
      if (!ev) return;
      seen.set(ev.job, ev);
      apply.current(ev);
    });
    return () => {
      off();
      seen.clear();
    };
  }, [p.open]);
  useEffect(() => {
    const ev = running ? latest.current.get(running) : undefined;
    if (ev) apply.current(ev);
  }, [running]);

  useEffect(() => {
    if (p.open) setPhase({ kind: 'idle' });
  }, [p.open]);

  const template = () => downloadTemplate(p.templateUrl, p.templateFileName);

  const upload = async (file: File) => {
    setPhase({ kind: 'checking' });
    try {
      const res = await uploadSheet<ImportAnswer>(p.uploadUrl, file);
      if (res.jobId) setPhase({ kind: 'running', job: res.jobId, done: 0, total: 0 });
      else {
        setPhase({ kind: 'done', count: res.imported ?? 0 });
        p.onImported?.(res.imported ?? 0);
      }
    } catch (e) {
      const errors = e instanceof ApiError ? rowErrors(e.data) : null;
      if (errors) setPhase({ kind: 'refused', errors });
      else setPhase({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const picker = (
    <Upload
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={phase.kind === 'checking'}>
        {phase.kind === 'idle' || phase.kind === 'checking' ? t('import.choose') : t('import.again')}
      </Button>
    </Upload>
  );

  return (
    <Modal
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      width={720}
      destroyOnHidden
      footer={<Button onClick={p.onClose}>{t('import.close')}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{t('import.hint')}</Typography.Text>
        {phase.kind !== 'running' ? (
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void template()}>
              {t('import.template')}
            </Button>
            {picker}
          </Space>
        ) : null}
        {phase.kind === 'checking' ? <Typography.Text>{t('import.checking')}</Typography.Text> : null}
        {phase.kind === 'refused' ? (
          <>
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('import.refused', { count: new Set(phase.errors.map((e) => e.row)).size })}
            />
            <Table<ImportRowError & { key: number }>
              size="small"
              rowKey="key"
              pagination={phase.errors.length > 10 ? { pageSize: 10 } : false}
              scroll={{ x: true }}
              dataSource={phase.errors.map((e, i) => ({ ...e, key: i }))}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
                {
                  key: 'field',
                  dataIndex: 'field',
                  title: t('import.field'),
                  width: 160,
                  render: (f: string) => p.fieldLabel?.(f) ?? f,
                },
                { key: 'message', dataIndex: 'message', title: t('import.message') },
              ]}
            />
          </>
        ) : null}
        {phase.kind === 'running' ? (
          <div role="status">
            <Typography.Text>{t('import.progress', { done: phase.done, total: phase.total })}</Typography.Text>
            <Progress
              aria-label={t('import.progress', { done: phase.done, total: phase.total })}
              percent={jobPercent({ ...phase, state: 'active' })}
              status="active"
            />
          </div>
        ) : null}
        {phase.kind === 'done' ? <Result status="success" title={t('import.done', { count: phase.count })} /> : null}
        {phase.kind === 'failed' ? (
          <Alert type="error" showIcon role="alert" title={t('import.failed', { message: phase.message })} />
        ) : null}
      </Space>
    </Modal>
  );
}
