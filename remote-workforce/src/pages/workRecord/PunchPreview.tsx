/**
 * Punches in Singapore wall-clock time and the server's preview of what they give: the edit page
 * and the timesheet's adjustment after approval show the same numbers while staff type.
 */
import '../../i18n';
import { ApiError, api, dayjs, type FormField, formatDateTime, langHeaders, TIMEZONE } from '@shiftdesk/shared';
import {
  WorkRecordApi,
  type WorkRecordNumbers,
  type WorkRecordPreviewBody,
  type WorkRecordRow,
} from '@shiftdesk/shared/api';
import { Alert, Form, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { NumbersTable } from './Numbers';

const { url } = WorkRecordApi;
/** Quiet time after the last keystroke before the preview is asked. */
export const PREVIEW_DELAY_MS = 400;
export const FORMAT = 'YYYY-MM-DD HH:mm';

export interface EditValues {
  clockInAt?: Dayjs | null;
  clockOutAt?: Dayjs | null;
  earlyStartApproved: boolean;
  overtimeApproved: boolean;
  sentHomeEarly: boolean;
  reason: string;
}

// The pickers show and take Singapore wall-clock time whatever the browser's zone: a stored
// instant becomes a plain local date-time with Singapore's digits, and back.
export const toPicker = (iso: string | null) => (iso ? dayjs(formatDateTime(iso, FORMAT)) : null);
export const toInstant = (d: Dayjs) => dayjs.tz(d.format(FORMAT), TIMEZONE).toISOString();

/** The punches as the preview and the edit take them, or null while they cannot be computed. */
export function punchesOf(id: number, v: Partial<EditValues>): WorkRecordPreviewBody | null {
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
export function Preview({ row }: { row: WorkRecordRow }) {
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

export const fromRow = (r: WorkRecordRow): Partial<EditValues> => ({
  clockInAt: toPicker(r.clockInAt),
  clockOutAt: toPicker(r.clockOutAt),
  earlyStartApproved: r.earlyStartApproved,
  overtimeApproved: r.overtimeApproved,
  sentHomeEarly: r.sentHomeEarly,
});

/** The form's fields: the two punches (checked in order), the approvals and the reason. */
export function punchFields(t: TFunction, shiftDate: string): FormField<EditValues>[] {
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
      defaultPickerValue: dayjs(shiftDate),
      style: { width: '100%' },
    },
  };
  return [
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
}
