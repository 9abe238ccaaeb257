/** The certificate types tab: list, add / edit (unique names, flags, reminder days), delete while unused. */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  CrudTable,
  ExportButton,
  FormModal,
  PermissionButton,
  useCrudList,
  useDelete,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  CERTIFICATE_TYPE_STATUSES,
  CertificateTypeAddBody,
  CertificateTypeApi,
  CertificateTypeEditBody,
  type CertificateTypeRow,
  DEFAULT_REMINDER_DAYS,
  type PageResultOf,
} from '@shiftdesk/shared/api';
import { Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { typeFields } from './fields';

const { url, rule } = CertificateTypeApi;

export default function CertificateTypes() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const del = useDelete();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string>();
  const query = useMemo(() => ({ pageSize: 500, name: name || undefined, status }), [name, status]);
  const list = useCrudList<PageResultOf<CertificateTypeRow>>(url.list, query);
  const [editing, setEditing] = useState<CertificateTypeRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const yesNo = (v: boolean) => (v ? t('certificate.yes') : t('certificate.no'));
  const statusOptions = CERTIFICATE_TYPE_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) }));
  const dayOptions = [60, 30, 14, 7, 3, 1, 0].map((d) => ({ value: d, label: String(d) }));

  const columns = [
    ...typeFields.columns(t).map((c) =>
      c.key === 'expires' || c.key === 'blocksEligibility'
        ? { ...c, render: (_: unknown, r: CertificateTypeRow) => yesNo(r[c.key as 'expires']) }
        : c.key === 'reminderDays'
          ? { ...c, render: (_: unknown, r: CertificateTypeRow) => (r.expires ? r.reminderDays.join(' / ') : '—') }
          : c,
    ),
    actionsColumn<CertificateTypeRow>(t('actions'), (r) => [
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: rule.delete,
        onClick: () => del({ url: url.delete, ids: [r.id], name: r.name, onDone: list.reload }),
      },
    ]),
  ];
  const formFields = typeFields.form(t).map((f) =>
    f.name === 'status'
      ? { ...f, options: statusOptions }
      : f.name === 'reminderDays'
        ? {
            ...f,
            extra: t('certificate.form.reminderDaysHelp'),
            render: () => <Select mode="multiple" options={dayOptions} style={{ width: '100%' }} />,
          }
        : f,
  );

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('certificate.typeFields.name')}
          onSearch={setName}
          style={{ width: 220 }}
          aria-label={t('certificate.typeFields.name')}
        />
        <Select
          allowClear
          placeholder={t('certificate.typeFields.status')}
          options={statusOptions}
          value={status}
          onChange={setStatus}
          style={{ width: 140 }}
        />
      </Space>
      <CrudTable<CertificateTypeRow>
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={!!list.error}
        onReload={list.reload}
        filtered={!!(name || status)}
        pagination={false}
        tableKey="workforce.certificateType"
        title={t('certificate.typesTableTitle')}
        columns={columns}
        toolbar={
          <>
            <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </PermissionButton>
            <ExportButton<CertificateTypeRow>
              rule={rule.list}
              options={() => ({ url: url.list, query, fileName: t('certificate.typesExportName'), columns: typeFields.exportColumns(t) })}
            />
          </>
        }
        batchDelete={{ url: url.delete, rule: rule.delete }}
      />
      <FormModal<CertificateTypeAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('certificate.form.editTypeTitle') : t('certificate.form.addTypeTitle')}
        schema={row ? CertificateTypeEditBody : CertificateTypeAddBody}
        initialValues={
          row
            ? {
                name: row.name,
                description: row.description,
                expires: row.expires,
                blocksEligibility: row.blocksEligibility,
                reminderDays: row.reminderDays,
                status: row.status,
              }
            : { description: '', expires: true, blocksEligibility: true, reminderDays: [...DEFAULT_REMINDER_DAYS], status: 'active' }
        }
        fields={formFields}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
