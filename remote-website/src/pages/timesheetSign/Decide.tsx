/**
 * The client's two answers: approve (name and drawn signature — the shell's signature pad) or
 * dispute (what is wrong, and optionally a comment on single rows). Each posts the link's token;
 * the server marks the link used in the same transaction, so a second submit is refused.
 */
import {
  ApiError,
  api,
  formatMinutes,
  formatMoney,
  langHeaders,
  SignaturePad,
  type SignaturePadHandle,
} from '@shiftdesk/shared';
import { TimesheetSignoffPaths, type TimesheetSignoffResult, type TimesheetSignoffView } from '@shiftdesk/shared/api';
import { Alert, Button, Form, Input, Segmented, Select, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const SIGNOFF_URL = {
  get: `/api/v1/pub${TimesheetSignoffPaths.get}`,
  approve: `/api/v1/pub${TimesheetSignoffPaths.approve}`,
  dispute: `/api/v1/pub${TimesheetSignoffPaths.dispute}`,
} as const;

interface Props {
  token: string;
  view: TimesheetSignoffView;
  onDone: (r: TimesheetSignoffResult, kind: 'approved' | 'disputed') => void;
  /** The link stopped working meanwhile (used, expired, changed): the page shows why. */
  onRefused: (e: ApiError) => void;
}

function useSubmit(onRefused: Props['onRefused']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (e) {
      if (e instanceof ApiError && [404, 409, 410].includes(e.code)) onRefused(e);
      else setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function ApproveForm({ token, view, onDone, onRefused }: Props) {
  const { t } = useTranslation(NS);
  const a = (k: string, o: Record<string, unknown> = {}) => t(`timesheetSign.approve.${k}`, o);
  const [form] = Form.useForm<{ signerName: string }>();
  const pad = useRef<SignaturePadHandle>(null);
  const [strokes, setStrokes] = useState(0);
  const [missing, setMissing] = useState(false);
  const { busy, error, run } = useSubmit(onRefused);

  const submit = async () => {
    const v = await form.validateFields();
    const signature = pad.current?.toDataURL() ?? '';
    setMissing(!signature);
    if (!signature) return;
    await run(async () => {
      const r = await api.post<TimesheetSignoffResult>(
        SIGNOFF_URL.approve,
        { token, signerName: v.signerName.trim(), signature },
        { silent: true, headers: langHeaders() },
      );
      onDone(r, 'approved');
    });
  };

  return (
    <Form form={form} layout="vertical" name="timesheet-sign-approve" onFinish={() => void submit()}>
      <Typography.Paragraph>
        {a('confirm', {
          count: view.totals.recordCount,
          hours: formatMinutes(view.totals.billMinutes),
          amount: formatMoney(view.totals.billAmount),
        })}
      </Typography.Paragraph>
      <Form.Item
        name="signerName"
        label={a('signerName')}
        rules={[{ required: true, whitespace: true, message: a('signerRequired') }]}
      >
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Typography.Text strong id="timesheet-sign-pad">
        {a('signature')}
      </Typography.Text>
      <div style={{ height: 200, marginTop: 8 }}>
        <SignaturePad
          ref={pad}
          ariaLabel={a('signature')}
          placeholder={a('signHere')}
          onChange={(empty, count) => {
            setStrokes(count);
            if (!empty) setMissing(false);
          }}
        />
      </div>
      <Space style={{ marginTop: 8 }}>
        <Button disabled={!strokes} onClick={() => pad.current?.undo()}>
          {a('undo')}
        </Button>
        <Button disabled={!strokes} onClick={() => pad.current?.clear()}>
          {a('clear')}
        </Button>
      </Space>
      {missing ? (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          {a('signatureRequired')}
        </Typography.Paragraph>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} /> : null}
      <Button type="primary" htmlType="submit" size="large" loading={busy} block style={{ marginTop: 16 }}>
        {a('submit')}
      </Button>
    </Form>
  );
}

type DisputeValues = { signerName: string; comment: string; rows?: Record<string, string> };

function DisputeForm({ token, view, onDone, onRefused }: Props) {
  const { t } = useTranslation(NS);
  const d = (k: string) => t(`timesheetSign.dispute.${k}`);
  const [form] = Form.useForm<DisputeValues>();
  const [picked, setPicked] = useState<number[]>([]);
  const { busy, error, run } = useSubmit(onRefused);
  const rowLabel = (id: number) => {
    const r = view.rows.find((x) => x.workRecordId === id);
    return r ? `${r.workerName} · ${r.shiftDate}` : `#${id}`;
  };

  const submit = async () => {
    const v = await form.validateFields();
    const rows = picked
      .map((id) => ({ workRecordId: id, comment: (v.rows?.[id] ?? '').trim() }))
      .filter((r) => r.comment);
    await run(async () => {
      const r = await api.post<TimesheetSignoffResult>(
        SIGNOFF_URL.dispute,
        { token, signerName: v.signerName.trim(), comment: v.comment.trim(), ...(rows.length ? { rows } : {}) },
        { silent: true, headers: langHeaders() },
      );
      onDone(r, 'disputed');
    });
  };

  return (
    <Form form={form} layout="vertical" name="timesheet-sign-dispute" onFinish={() => void submit()}>
      <Typography.Paragraph type="secondary">{d('intro')}</Typography.Paragraph>
      <Form.Item
        name="signerName"
        label={t('timesheetSign.approve.signerName')}
        rules={[{ required: true, whitespace: true, message: t('timesheetSign.approve.signerRequired') }]}
      >
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="comment"
        label={d('comment')}
        rules={[{ required: true, whitespace: true, message: d('commentRequired') }]}
      >
        <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Form.Item label={d('rowComments')}>
        <Select
          mode="multiple"
          placeholder={d('pickRow')}
          value={picked}
          onChange={setPicked}
          options={view.rows.map((r) => ({ value: r.workRecordId, label: rowLabel(r.workRecordId) }))}
          optionFilterProp="label"
          aria-label={d('pickRow')}
        />
      </Form.Item>
      {picked.map((id) => (
        <Form.Item key={id} name={['rows', String(id)]} label={rowLabel(id)}>
          <Input maxLength={1000} placeholder={t('timesheetSign.col.comment')} />
        </Form.Item>
      ))}
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} /> : null}
      <Button danger htmlType="submit" size="large" loading={busy} block style={{ marginTop: 8 }}>
        {d('submit')}
      </Button>
    </Form>
  );
}

export function Decide(p: Props) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<'approve' | 'dispute'>('approve');
  return (
    <>
      <Segmented<'approve' | 'dispute'>
        block
        size="large"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'approve', label: t('timesheetSign.approve.title') },
          { value: 'dispute', label: t('timesheetSign.dispute.title') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'approve' ? <ApproveForm {...p} /> : <DisputeForm {...p} />}
    </>
  );
}
