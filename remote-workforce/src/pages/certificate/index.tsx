/**
 * Workforce → Certificates (route /workforce/certificate, expose `workforce/certificate/index`):
 * worker certificates (filters: worker, type, status, expiring within 30 days; verify / reject;
 * file preview) and the certificate types.
 */
import '../../i18n';
import { ExportButton, q, SearchForm, useCrudPage, useMachineLabels } from '@shiftdesk/shared';
import {
  WORKER_CERTIFICATE_STATUSES,
  WorkerCertificateApi,
  type WorkerCertificateListQuery,
  type WorkerCertificateRow,
} from '@shiftdesk/shared/api';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CertificateTable } from './CertificateTable';
import CertificateTypes from './CertificateTypes';
import { certificateFields } from './fields';
import { useTypeOptions } from './options';

const { url, rule } = WorkerCertificateApi;
const schema = {
  workerName: q.string(),
  typeId: q.int(),
  status: q.oneOf(WORKER_CERTIFICATE_STATUSES),
  expiringWithinDays: q.int(),
};
const SORTABLE = ['workerName', 'typeName', 'expiresOn', 'status', 'createdAt'];

function WorkerCertificates() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { options: typeOptions } = useTypeOptions(true);
  const page = useCrudPage<WorkerCertificateRow, typeof schema>(url.list, schema, { sortable: SORTABLE });
  const search = [
    { name: 'workerName', label: t('certificate.fields.worker') },
    { name: 'typeId', label: t('certificate.fields.type'), type: 'select', options: typeOptions },
    {
      name: 'status',
      label: t('certificate.fields.status'),
      type: 'select',
      options: WORKER_CERTIFICATE_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) })),
    },
    {
      name: 'expiringWithinDays',
      label: t('certificate.fields.expiresOn'),
      type: 'select',
      options: [{ value: 30, label: t('certificate.fields.expiringSoon') }],
    },
  ] satisfies { name: keyof WorkerCertificateListQuery; label: string; type?: 'select'; options?: unknown[] }[];
  const exportColumns = certificateFields
    .exportColumns(t)
    .map((c) =>
      c.title === t('certificate.fields.status') ? { ...c, value: (r: WorkerCertificateRow) => labels.stateTitle(r.status) } : c,
    );
  return (
    <>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CertificateTable
        {...page.table}
        tableKey="workforce.workerCertificate"
        tools={
          <ExportButton<WorkerCertificateRow>
            rule={rule.list}
            options={() => ({ url: url.list, query: page.apiQuery, fileName: t('certificate.exportName'), columns: exportColumns })}
          />
        }
      />
    </>
  );
}

export default function CertificatePage() {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState('certificates');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'certificates', label: t('certificate.tabs.certificates'), children: <WorkerCertificates /> },
          { key: 'types', label: t('certificate.tabs.types'), children: <CertificateTypes /> },
        ]}
      />
    </Card>
  );
}

