/**
 * The add / edit form of an incentive scheme (drafts only): name, type, the criteria numbers the
 * type uses (shown and required by it: minimum minutes per shift, minimum shifts, days in a
 * row), the amount typed in dollars and sent as integer cents read from its digits, the period,
 * the clients whose shifts count (none: every client) and a description.
 */
import { type CrudEditorProps, dayjs, FormModal } from '@shiftdesk/shared';
import {
  ClientRef,
  INCENTIVE_TYPES,
  type IncentiveAddBody,
  IncentiveApi,
  type IncentiveCriteria,
  type IncentiveSchemeRow,
  type IncentiveType,
} from '@shiftdesk/shared/api';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { centsOf, dollarsText, moneyRule } from '../invoice/money';
import { CRITERIA } from './fields';

export type SchemeValues = {
  name: string;
  type: IncentiveType;
  minShifts?: number;
  streakDays?: number;
  minMinutes?: number;
  amount: string;
  periodStart?: Dayjs | null;
  periodEnd?: Dayjs | null;
  clientIds?: number[];
  description?: string;
};

const CRITERIA_LIMITS: Record<keyof IncentiveCriteria, { min: number; max: number }> = {
  minShifts: { min: 1, max: 366 },
  streakDays: { min: 2, max: 366 },
  minMinutes: { min: 0, max: 1440 },
};
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** The form's values of a scheme (or a new one's). */
export function schemeValues(r?: IncentiveSchemeRow): Partial<SchemeValues> {
  if (!r) return { type: 'shifts_in_period', amount: '', clientIds: [], description: '' };
  return {
    name: r.name,
    type: r.type,
    ...r.criteria,
    amount: dollarsText(r.amount),
    periodStart: dayjs(r.periodStart),
    periodEnd: dayjs(r.periodEnd),
    clientIds: r.clientIds ?? [],
    description: r.description,
  };
}

/** The body: only the criteria the type uses, cents from the dollars, dates as YYYY-MM-DD. */
export function schemeBody(v: SchemeValues): IncentiveAddBody {
  const criteria: IncentiveCriteria = {};
  for (const k of CRITERIA[v.type]) if (typeof v[k] === 'number') criteria[k] = v[k];
  return {
    name: v.name.trim(),
    type: v.type,
    criteria,
    amount: centsOf(v.amount) as number,
    periodStart: day(v.periodStart),
    periodEnd: day(v.periodEnd),
    clientIds: v.clientIds ?? [],
    description: v.description?.trim() ?? '',
  };
}

export function SchemeEditor({ editing, onClose, onSaved }: CrudEditorProps<IncentiveSchemeRow>) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<SchemeValues>();
  const type = (Form.useWatch('type', form) as IncentiveType | undefined) ?? editing?.row?.type ?? 'shifts_in_period';
  const row = editing?.row;
  const f = (k: string) => t(`incentive.fields.${k}`);
  const enter = (label: string) => [{ required: true, message: t('incentive.form.required', { label }) }];
  const pick = (label: string) => [{ required: true, message: t('rule.select', { ns: 'crud', label }) }];
  const shown = CRITERIA[type] ?? [];

  return (
    <FormModal<SchemeValues>
      open={!!editing}
      id={row?.id}
      form={form}
      width={720}
      title={t(`incentive.form.${row ? 'editTitle' : 'addTitle'}`)}
      initialValues={schemeValues(row)}
      transform={schemeBody}
      submit={{ add: IncentiveApi.url.add, edit: IncentiveApi.url.edit }}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        {
          name: 'name',
          label: f('name'),
          required: true,
          rules: [...enter(f('name')), { max: 100 }],
          props: { maxLength: 100 },
        },
        {
          name: 'type',
          label: f('type'),
          type: 'select',
          required: true,
          rules: pick(f('type')),
          options: INCENTIVE_TYPES.map((v) => ({ value: v, label: t(`incentive.type.${v}`) })),
          props: { allowClear: false },
        },
        ...(['minShifts', 'streakDays', 'minMinutes'] as const).map((k) => ({
          name: k,
          label: f(k),
          type: 'number' as const,
          hidden: !shown.includes(k),
          // Its own required rule: the kit's (without a body schema) checks the value as text. A
          // per-shift bonus may leave its minimum minutes empty: every shift counts.
          rules: [
            {
              required: k !== 'minMinutes',
              type: 'number' as const,
              message: t('incentive.form.required', { label: f(k) }),
            },
          ],
          props: { ...CRITERIA_LIMITS[k], precision: 0 },
        })),
        {
          name: 'amount',
          label: t('incentive.form.amount'),
          required: true,
          extra: t('incentive.form.amountHint'),
          rules: [
            { required: true, message: t('incentive.form.amountRequired') },
            moneyRule(t, { sign: 'positive', max: 10_000_000 }),
          ],
          props: { inputMode: 'decimal', prefix: 'S$', autoComplete: 'off', allowClear: false },
        },
        { name: 'periodStart', label: f('periodStart'), type: 'date', required: true, rules: pick(f('periodStart')) },
        {
          name: 'periodEnd',
          label: f('periodEnd'),
          type: 'date',
          required: true,
          rules: [
            ...pick(f('periodEnd')),
            ({ getFieldValue }) => ({
              validator: (_r: unknown, v: Dayjs | null) => {
                const from = getFieldValue('periodStart') as Dayjs | null;
                return !v || !from || !v.isBefore(from, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('incentive.form.periodEndBefore')));
              },
            }),
          ],
        },
        {
          name: 'clientIds',
          label: f('clientIds'),
          type: 'reference',
          full: true,
          extra: t('incentive.form.clientsHint'),
          reference: {
            to: ClientRef,
            many: true,
            denied: t('incentive.clientsDenied'),
            none: t('incentive.noClients'),
          },
        },
        {
          name: 'description',
          label: f('description'),
          type: 'textarea',
          full: true,
          rules: [{ max: 1000 }],
          props: { maxLength: 1000, showCount: true },
        },
      ]}
    />
  );
}
