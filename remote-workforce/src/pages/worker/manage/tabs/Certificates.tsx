/** Manage worker → Certificates: this worker's certificates, added here with their file, verified or rejected. */
import { useCrudList } from '@shiftdesk/shared';
import { type PageResultOf, WorkerCertificateApi, type WorkerCertificateRow } from '@shiftdesk/shared/api';
import { useMemo } from 'react';
import { CertificateTable } from '../../../certificate/CertificateTable';

export default function CertificatesTab({ workerId }: { workerId: number }) {
  const query = useMemo(() => ({ workerId, pageSize: 200, orderBy: 'expiresOn', orderDir: 'asc' }), [workerId]);
  const list = useCrudList<PageResultOf<WorkerCertificateRow>>(WorkerCertificateApi.url.list, query);
  return (
    <CertificateTable
      rows={list.data?.list ?? []}
      loading={list.loading}
      error={!!list.error}
      onReload={list.reload}
      filtered={false}
      pagination={false}
      workerId={workerId}
      tableKey="workforce.worker.certificates"
    />
  );
}
