/**
 * The worker's add / edit page body: the kit's FormPage with sections (identity, residency,
 * contact, bank or PayNow, emergency contact, skills, photo). NRIC check letter and SG phone are
 * checked here with the shared rules before any request; the server's duplicate refusal (409
 * naming the existing worker) lands on the NRIC or phone field.
 */
import { api, type FormField, FormPage, langHeaders, useCrudList } from '@shiftdesk/shared';
import { WorkerAddBody, WorkerApi, WorkerEditBody, type WorkerRow } from '@shiftdesk/shared/api';
import { isValidNric, isValidSgPhone } from '@shiftdesk/shared/rules';
import { Card, Form, Result } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { WorkerPicker } from '../conduct/WorkerPicker';
import { AvatarUpload } from './AvatarUpload';
import { ENGAGEMENT_TYPES, GENDERS, optionsOf, PASS_TYPES, RESIDENCIES } from './fields';
import { changedOnly, NEW_WORKER, toBody, toFormValues, type WorkerFormValues } from './form';

const { url } = WorkerApi;
type F = FormField<WorkerFormValues>;

export function WorkerForm({ id }: { id?: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<WorkerFormValues>();
  const residency = Form.useWatch('residency', form);
  const query = useMemo(() => ({ id }), [id]);
  const row = useCrudList<WorkerRow>(id ? url.get : null, query);
  const w = row.data;
  const editing = id !== undefined;
  // After a save the page goes to the worker (the new one when adding); Cancel goes back.
  const savedTo = useRef<string | null>(null);
  const back = () => navigate(savedTo.current ?? (id ? `/workforce/worker/manage/${id}` : '/workforce/worker'));

  if (editing && !row.loading && (row.error || !w)) return <Result status="404" title={t('worker.notFound')} />;
  // The form fills once, from the loaded row.
  if (editing && !w) return <Card loading />;

  const f = (name: F['name'], more: Partial<F> = {}): F => ({ name, label: t(`worker.fields.${name}`), ...more });
  const validator = (ok: (v: string) => boolean, message: string) => ({
    validator: (_: unknown, v: string | undefined) =>
      !v || ok(v) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  const masked = editing && w;
  const date = { type: 'date' as const, props: { style: { width: '100%' } } };

  const sections = [
    {
      key: 'identity',
      title: t('worker.sections.identity'),
      fields: [
        f('name'),
        f('nric', {
          // A masked NRIC is not in the form: left empty it stays as stored.
          required: !masked,
          placeholder: masked ? w.nric : 'S1234567D',
          extra: t('worker.form.nricHint'),
          rules: [validator(isValidNric, t('worker.form.nricInvalid'))],
          props: { maxLength: 9, style: { textTransform: 'uppercase' } },
          patternMessage: t('worker.form.nricInvalid'),
        }),
        f('dateOfBirth', date),
        f('gender', { type: 'radio', options: optionsOf(t, 'gender', GENDERS) }),
        f('nationality'),
        f('engagementType', { type: 'radio', options: optionsOf(t, 'engagement', ENGAGEMENT_TYPES) }),
      ],
    },
    {
      key: 'residency',
      title: t('worker.sections.residency'),
      fields: [
        f('residency', { type: 'radio', options: optionsOf(t, 'residency', RESIDENCIES), full: true }),
        f('prStartDate', {
          ...date,
          hidden: residency !== 'pr',
          rules: [{ required: true, message: t('worker.form.prStartRequired') }],
        }),
        f('passType', {
          type: 'select',
          options: optionsOf(t, 'passType', PASS_TYPES),
          hidden: residency !== 'foreigner',
          rules: [{ required: true, message: t('worker.form.passTypeRequired') }],
        }),
        f('passExpiry', {
          ...date,
          hidden: residency !== 'foreigner',
          rules: [{ required: true, message: t('worker.form.passExpiryRequired') }],
        }),
      ],
    },
    {
      key: 'contact',
      title: t('worker.sections.contact'),
      fields: [
        f('phone', {
          placeholder: '9123 4567',
          extra: t('worker.form.phoneHint'),
          rules: [validator(isValidSgPhone, t('worker.form.phoneInvalid'))],
        }),
        f('email'),
        f('address', { type: 'textarea', full: true }),
      ],
    },
    {
      key: 'payment',
      title: t('worker.sections.payment'),
      fields: [
        f('bankName'),
        f('bankAccount', { placeholder: masked && w.bankAccount ? w.bankAccount : '123-456789-0' }),
        f('payNow', { extra: t('worker.form.paymentRequired') }),
      ],
    },
    {
      key: 'emergency',
      title: t('worker.sections.emergency'),
      fields: [
        f('emergencyName'),
        f('emergencyPhone', { rules: [validator(isValidSgPhone, t('worker.form.phoneInvalid'))] }),
        f('emergencyRelation'),
      ],
    },
    {
      key: 'skills',
      title: t('worker.sections.skills'),
      fields: [
        f('skills', {
          type: 'multiSelect',
          props: { mode: 'tags', tokenSeparators: [','] },
          placeholder: t('worker.form.tagsPlaceholder'),
        }),
        f('languages', {
          type: 'multiSelect',
          props: { mode: 'tags', tokenSeparators: [','] },
          placeholder: t('worker.form.tagsPlaceholder'),
        }),
        f('joinedAt', date),
        f('referredBy', {
          type: 'custom',
          extra: t('worker.form.referredByHint'),
          render: () => (
            <WorkerPicker
              allowClear
              // Shown by name before any search loads the referrer as an option.
              labelRender={(o) =>
                o.label ?? (o.value === w?.referredBy && w?.referredByName ? w.referredByName : `#${o.value}`)
              }
            />
          ),
        }),
        f('remark', { type: 'textarea', full: true }),
      ],
    },
  ];

  return (
    <FormPage<WorkerFormValues>
      id={id}
      form={form}
      columns={2}
      title={editing ? t('worker.form.editTitle', { name: w?.name ?? '' }) : t('worker.form.addTitle')}
      schema={editing ? WorkerEditBody : WorkerAddBody}
      initialValues={editing ? undefined : NEW_WORKER}
      load={editing && w ? async () => toFormValues(w) : undefined}
      sections={sections}
      onSubmit={async (v) => {
        const body = toBody(v, editing) as Record<string, unknown>;
        const cfg = { silent: true, headers: langHeaders() };
        if (!editing || !w) return api.post<{ id: number }>(url.add, body, cfg);
        const before = toBody(toFormValues(w) as WorkerFormValues, true) as Record<string, unknown>;
        return api.put(url.edit, { id, ...changedOnly(body, before) }, cfg);
      }}
      onSaved={(res) => {
        savedTo.current = `/workforce/worker/manage/${editing ? id : (res as { id: number }).id}`;
      }}
      onClose={back}
    >
      <section aria-label={t('worker.sections.photo')}>
        <AvatarUpload id={id} avatarUrl={w?.avatarUrl ?? null} name={w?.name ?? ''} onUploaded={row.reload} />
      </section>
    </FormPage>
  );
}
