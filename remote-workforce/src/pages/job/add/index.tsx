/**
 * Jobs → Add job (route /jobs/job/add, expose `workforce/job/add/index`): the kit's FormPage in
 * sections. The job is made from an active contract order, so the order is picked first and the
 * positions offered are the ones it rates (with the rates the job will keep); the shift is a
 * Singapore date with start and end times, a night shift ending the next day. The new job's
 * manage page opens after the save; the server's field errors land on their fields.
 */
import '../../../i18n';
import { type FormField, FormPage, formatMoney, RemoteSelect, useCrudList } from '@shiftdesk/shared';
import {
  BOOKING_MODES,
  CertificateTypeRef,
  ContractOrderApi,
  type ContractOrderRow,
  JOB_VISIBILITIES,
  JobAddBody,
  JobApi,
  type JobCreated,
  RESIDENCIES,
} from '@shiftdesk/shared/api';
import { Checkbox, Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';
import { JOBS_PATH, jobManagePath } from '../fields';
import { type JobFormValues, NEW_JOB, shiftInstants, toJobBody } from '../form';

type F = FormField<JobFormValues>;
const TIME = { type: 'date' as const, props: { picker: 'time', format: 'HH:mm', minuteStep: 5, needConfirm: false } };

export default function JobAddPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<JobFormValues>();
  const orderId = Form.useWatch('contractOrderId', form);
  const positionId = Form.useWatch('positionId', form);
  const [date, start, end] = [
    Form.useWatch('shiftDate', form),
    Form.useWatch('startAt', form),
    Form.useWatch('endAt', form),
  ];
  const orderQuery = useMemo(() => ({ id: orderId }), [orderId]);
  const order = useCrudList<ContractOrderRow>(orderId ? ContractOrderApi.url.get : null, orderQuery);
  const rates = orderId && order.data?.id === orderId ? order.data.rates : [];
  const savedTo = useRef<string | null>(null);

  // A position the newly picked order does not rate must not ride along.
  useEffect(() => {
    if (positionId && order.data?.id === orderId && !order.data.rates.some((r) => r.positionId === positionId)) {
      form.setFieldValue('positionId', undefined);
    }
  }, [form, orderId, positionId, order.data]);

  const f = (name: F['name'], more: Partial<F> = {}): F => ({ name, label: t(`job.fields.${name}`), ...more });
  const shift = shiftInstants(date, start, end);
  const optionsOf = (key: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`job.${key}.${v}`) }));

  const sections: { key: string; title: string; fields: F[] }[] = [
    {
      key: 'order',
      title: t('job.form.sections.order'),
      fields: [
        f('contractOrderId', {
          type: 'custom',
          full: true,
          extra: t('job.form.orderHint'),
          render: () => (
            <RemoteSelect<ContractOrderRow>
              url={ContractOrderApi.url.list}
              query={{ status: 'active' }}
              keywordParam="number"
              placeholder={t('job.form.pickOrder')}
              toOption={(o) => ({
                value: o.id,
                label: `${o.number} v${o.version} · ${o.clientName} · ${o.deptName} (${o.validFrom} → ${o.validTo})`,
              })}
            />
          ),
        }),
        f('positionId', {
          type: 'select',
          disabled: !orderId,
          placeholder: orderId ? undefined : t('job.form.pickOrderFirst'),
          extra: orderId && order.data && !order.loading && !rates.length ? t('job.form.noRates') : undefined,
          options: rates.map((r) => ({
            value: r.positionId,
            label: t('job.form.rateOption', {
              position: r.positionName,
              pay: formatMoney(r.payRate),
              bill: formatMoney(r.billRate),
            }),
          })),
          props: {
            // The position names the job until staff type another title.
            onChange: (id: number) => {
              const rate = rates.find((r) => r.positionId === id);
              if (rate && !form.getFieldValue('title')) form.setFieldValue('title', rate.positionName);
            },
          },
        }),
        f('title', { full: true }),
      ],
    },
    {
      key: 'shift',
      title: t('job.form.sections.shift'),
      fields: [
        f('shiftDate', { type: 'date', required: true }),
        f('startAt', TIME),
        f('endAt', {
          ...TIME,
          extra: shift?.nextDay ? t('job.form.endsNextDay', { date: shift.endDate }) : t('job.form.sameDay'),
        }),
        f('breakMinutes', { type: 'number', props: { min: 0, max: 480, step: 15 } }),
        f('breakPaid', { type: 'switch', switchValues: [true, false] }),
      ],
    },
    {
      key: 'staffing',
      title: t('job.form.sections.staffing'),
      fields: [
        f('headcount', { type: 'number', props: { min: 1, max: 500, precision: 0 } }),
        f('visibility', { type: 'radio', options: optionsOf('visibility', JOB_VISIBILITIES) }),
        f('bookingMode', { type: 'radio', options: optionsOf('bookingMode', BOOKING_MODES), full: true }),
      ],
    },
    {
      key: 'requirements',
      title: t('job.form.sections.requirements'),
      fields: [
        f('requiredCertificateTypeIds', {
          type: 'reference',
          reference: { to: CertificateTypeRef, many: true },
          full: true,
        }),
        f('minimumAge', { type: 'number', placeholder: t('job.any'), props: { min: 13, max: 100, precision: 0 } }),
        f('minimumCreditScore', {
          type: 'number',
          placeholder: t('job.any'),
          props: { min: 0, max: 100, precision: 0 },
        }),
        f('residencies', {
          type: 'custom',
          full: true,
          extra: t('job.form.residencyHint'),
          render: () => (
            <Checkbox.Group options={RESIDENCIES.map((r) => ({ value: r, label: t(`worker.residency.${r}`) }))} />
          ),
        }),
      ],
    },
    {
      key: 'details',
      title: t('job.form.sections.details'),
      fields: [
        f('dressCode'),
        f('siteContact'),
        f('address', { type: 'textarea', extra: t('job.form.addressHint') }),
        f('description', { type: 'textarea' }),
      ],
    },
  ];

  return (
    <FormPage<JobFormValues>
      form={form}
      columns={2}
      title={t('job.form.addTitle')}
      schema={JobAddBody}
      initialValues={NEW_JOB}
      sections={sections}
      transform={(v) => toJobBody(v)}
      submit={{ add: JobApi.url.add }}
      onSaved={(res) => {
        savedTo.current = jobManagePath((res as JobCreated).id);
      }}
      onClose={() => navigate(savedTo.current ?? JOBS_PATH)}
    />
  );
}
