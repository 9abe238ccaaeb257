/**
 * Adjust a work record's punches (route /jobs/workRecord/edit/:id, expose
 * `workforce/workRecord/edit/index`): clock-in and clock-out in Singapore time, the early-start
 * and overtime approvals, and the reason the History keeps. While staff type, the server's
 * preview (POST preview, debounced) shows beside the stored numbers exactly what the edit will
 * store. The PUT carries the `version` read, so a record someone else changed meanwhile answers
 * 409: its message shows, with a reload of the record.
 */
import '../../../i18n';
import {
  ApiError,
  api,
  dayjs,
  type FormField,
  FormPage,
  formatDateTime,
  langHeaders,
  TIMEZONE,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  WorkRecordApi,
  WorkRecordEditBody,
  type WorkRecordNumbers,
  type WorkRecordPreviewBody,
  type WorkRecordRow,
  workRecordMachine,
} from '@shiftdesk/shared/api';
import { Alert, Button, Card, Form, Result, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { workRecordDetailPath } from '../fields';
import { NumbersTable } from '../Numbers';

const { url } = WorkRecordApi;
/** Quiet time after the last keystroke before the preview is asked. */
export const PREVIEW_DELAY_MS = 400;
const FORMAT = 'YYYY-MM-DD HH:mm';

interface EditValues {
  clockInAt?: Dayjs | null;
  clockOutAt?: Dayjs | null;
  earlyStartApproved: boolean;
  overtimeApproved: boolean;
  sentHomeEarly: boolean;
  reason: string;
}

// The pickers show and take Singapore wall-clock time whatever the browser's zone: a stored
// instant becomes a plain local date-time with Singapore's digits, and back.
const toPicker = (iso: string | null) => (iso ? dayjs(formatDateTime(iso, FORMAT)) : null);
const toInstant = (d: Dayjs) => dayjs.tz(d.format(FORMAT), TIMEZONE).toISOString();

/** The punches as the preview and the edit take them, or null while they cannot be computed. */
function punchesOf(id: number, v: Partial<EditValues>): WorkRecordPreviewBody | null {
  if (!v.clockInAt || !v.clockOutAt?.isAfter(v.clockInAt)) return null;
  return {
    id,
    clockInAt: toInstant(v.clockInAt),
    clockOutAt: toInstant(v.clockOutAt),
    earlyStartApproved: !!v.earlyStartApproved,
    overtimeApproved: !!v.overtimeApproved,
    sentHomeEarly: !!v.sentHomeEarly,
  };
}

type PreviewState = { numbers: WorkRecordNumbers | null; loading: boolean; error: string | null };

/** The server's numbers for the punches being typed (inside the form: it watches the fields). */
function Preview({ row }: { row: WorkRecordRow }) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<EditValues>();
  const clockInAt = Form.useWatch('clockInAt', form);
  const clockOutAt = Form.useWatch('clockOutAt', form);
  const earlyStartApproved = Form.useWatch('earlyStartApproved', form);
  const overtimeApproved = Form.useWatch('overtimeApproved', form);
  const sentHomeEarly = Form.useWatch('sentHomeEarly', form);
  const body = punchesOf(row.id, { clockInAt, clockOutAt, earlyStartApproved, overtimeApproved, sentHomeEarly });
  const key = body ? JSON.stringify(body) : '';
  // The stored punches need no request: their numbers are the row's.
  const stored = key === JSON.stringify(punchesOf(row.id, fromRow(row)));
  const [state, setState] = useState<PreviewState>({ numbers: null, loading: false, error: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the body
  useEffect(() => {
    if (!body || stored) {
      setState({ numbers: null, loading: false, error: null });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    const timer = setTimeout(() => {
      api
        .post<WorkRecordNumbers>(url.preview, body, { silent: true, headers: langHeaders() })
        .then((numbers) => live && setState({ numbers, loading: false, error: null }))
        .catch(
          (e) =>
            live && setState({ numbers: null, loading: false, error: e instanceof ApiError ? e.message : String(e) }),
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, stored]);

  const after = stored ? row : state.numbers;
  const status = !body
    ? clockInAt && clockOutAt
      ? t('workRecord.edit.outBeforeIn')
      : t('workRecord.edit.previewNeedsPunches')
    : state.error
      ? t('workRecord.edit.previewFailed', { message: state.error })
      : state.loading
        ? t('workRecord.edit.previewLoading')
        : '';
  return (
    <section aria-label={t('workRecord.edit.preview')} style={{ marginTop: 8 }}>
      <Typography.Title level={5}>{t('workRecord.edit.preview')}</Typography.Title>
      {/* Announced as the numbers change, so a screen reader hears the result of a new punch. */}
      <div aria-live="polite" style={{ minHeight: 22, marginBottom: 8 }}>
        {state.error ? (
          <Alert type="warning" showIcon title={status} />
        ) : (
          <Typography.Text type="secondary">{status}</Typography.Text>
        )}
      </div>
      <Spin spinning={state.loading}>
        <NumbersTable now={row} after={body && !state.error ? after : null} />
      </Spin>
    </section>
  );
}

const fromRow = (r: WorkRecordRow): Partial<EditValues> => ({
  clockInAt: toPicker(r.clockInAt),
  clockOutAt: toPicker(r.clockOutAt),
  earlyStartApproved: r.earlyStartApproved,
  overtimeApproved: r.overtimeApproved,
  sentHomeEarly: r.sentHomeEarly,
});

function WorkRecordEdit({ id, onReload }: { id: number; onReload: () => void }) {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditValues>();
  const query = useMemo(() => ({ id }), [id]);
  const record = useCrudList<WorkRecordRow>(id > 0 ? url.get : null, query);
  const [conflict, setConflict] = useState(false);
  const r = record.data;
  const back = () => navigate(workRecordDetailPath(id));

  if (!record.loading && (record.error || !r)) return <Result status="404" title={t('workRecord.detail.notFound')} />;
  // The form fills once, from the loaded row (and its version).
  if (!r) return <Card loading />;
  if (!workRecordMachine.can(r.status, 'adjust')) {
    return (
      <Result
        status="warning"
        title={t('workRecord.edit.notEditable', { state: labels.state(r.status) })}
        extra={<Button onClick={back}>{t('workRecord.edit.toDetail')}</Button>}
      />
    );
  }

  const f = (
    name: FormField<EditValues>['name'],
    more: Partial<FormField<EditValues>> = {},
  ): FormField<EditValues> => ({
    name,
    label: t(`workRecord.fields.${name}`),
    ...more,
  });
  const picker = {
    type: 'date' as const,
    props: {
      showTime: { format: 'HH:mm' },
      format: FORMAT,
      needConfirm: false,
      defaultPickerValue: dayjs(r.shiftDate),
      style: { width: '100%' },
    },
  };
  const fields: FormField<EditValues>[] = [
    f('clockInAt', picker),
    f('clockOutAt', {
      ...picker,
      rules: [
        ({ getFieldValue }) => ({
          validator: (_: unknown, v: Dayjs | null) => {
            const start = getFieldValue('clockInAt') as Dayjs | null;
            return !v || !start || v.isAfter(start)
              ? Promise.resolve()
              : Promise.reject(new Error(t('workRecord.edit.outBeforeIn')));
          },
        }),
      ],
    }),
    f('earlyStartApproved', { type: 'switch', switchValues: [true, false] }),
    f('overtimeApproved', { type: 'switch', switchValues: [true, false] }),
    f('sentHomeEarly', { type: 'switch', switchValues: [true, false], extra: t('workRecord.edit.sentHomeHint') }),
    f('reason', { type: 'textarea', props: { maxLength: 500, showCount: true } }),
  ];

  return (
    <FormPage<EditValues>
      id={id}
      form={form}
      columns={2}
      title={t('workRecord.edit.title', { name: r.workerName })}
      extraTitle={<Typography.Text type="secondary">{`${r.jobCode} · ${r.shiftDate}`}</Typography.Text>}
      schema={WorkRecordEditBody}
      load={async () => ({ ...fromRow(r), reason: '' })}
      fields={fields}
      okText={t('workRecord.edit.save')}
      onSubmit={async (v) => {
        const punches = punchesOf(id, v);
        if (!punches) throw new ApiError(t('workRecord.edit.outBeforeIn'), 400);
        setConflict(false);
        try {
          return await api.put(
            url.edit,
            { ...punches, reason: v.reason, version: r.version },
            { silent: true, headers: langHeaders() },
          );
        } catch (e) {
          // The form shows the server's message; this page adds the way out.
          if (e instanceof ApiError && e.code === 409) setConflict(true);
          throw e;
        }
      }}
      onClose={back}
    >
      <Typography.Paragraph type="secondary">{t('workRecord.edit.hint')}</Typography.Paragraph>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('workRecord.edit.conflict')}
          action={
            <Button size="small" onClick={onReload}>
              {t('workRecord.edit.reload')}
            </Button>
          }
        />
      ) : null}
      <Preview row={r} />
    </FormPage>
  );
}

export default function WorkRecordEditPage() {
  const id = Number(useParams().id);
  // A reload after a conflict mounts the page afresh: the record, its version and the form.
  const [loads, setLoads] = useState(0);
  return (
    <WorkRecordEdit
      key={`${id}#${loads}`}
      id={Number.isInteger(id) && id > 0 ? id : -1}
      onReload={() => setLoads((n) => n + 1)}
    />
  );
}
