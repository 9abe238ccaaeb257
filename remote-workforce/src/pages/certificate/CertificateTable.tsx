/**
 * The worker certificates table, on the certificates page and on a worker's manage page: file
 * preview, verify / reject (confirmed, reject with a reason) from the machine, edit while
 * pending, delete while pending or rejected.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudPaging,
  type CrudSort,
  CrudTable,
  PermissionButton,
  RowActions,
  TransitionButton,
  useDelete,
} from '@shiftdesk/shared';
import { WorkerCertificateApi, type WorkerCertificateRow, workerCertificateMachine } from '@shiftdesk/shared/api';
import { Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CertificateForm } from './CertificateForm';
import { certificateFields } from './fields';
import { PaperPreview } from './PaperFile';

const { url, rule } = WorkerCertificateApi;

export interface CertificateTableProps {
  rows: readonly WorkerCertificateRow[];
  loading: boolean;
  error: boolean;
  onReload: () => void;
  filtered: boolean;
  pagination?: CrudPaging | false;
  sort?: CrudSort;
  /** The manage page's worker: no worker column, the form is for this worker */
  workerId?: number;
  tableKey: string;
  tools?: ReactNode;
}

export function CertificateTable(p: CertificateTableProps) {
  const { t } = useTranslation(NS);
  const del = useDelete();
  const [editing, setEditing] = useState<WorkerCertificateRow | 'new' | null>(null);
  const columns = [
    ...certificateFields.columns(t).filter((c) => !(p.workerId && c.key === 'workerName')),
    actionsColumn<WorkerCertificateRow>(
      t('actions'),
      () => [],
      {
        render: (_: unknown, r: WorkerCertificateRow) => (
          <Space size={0} wrap>
            <PaperPreview
              fileUrl={`${url.file}?id=${r.id}`}
              fileType={r.fileType}
              title={`${r.typeName} – ${r.workerName}`}
              rule={rule.file}
            />
            {workerCertificateMachine.actionsFrom(r.status, { user: true }).map((a) => (
              <TransitionButton
                key={a}
                machine={workerCertificateMachine}
                state={r.status}
                action={a}
                url={url[a as 'verify' | 'reject']}
                rule={rule[a as 'verify' | 'reject']}
                id={r.id}
                onDone={p.onReload}
                buttonProps={{ type: 'link', size: 'small', danger: a === 'reject' }}
              />
            ))}
            <RowActions
              actions={[
                r.status === 'pending' && { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
                (r.status === 'pending' || r.status === 'rejected') && {
                  key: 'delete',
                  kind: 'delete',
                  rule: rule.delete,
                  onClick: () =>
                    del({ url: url.delete, ids: [r.id], name: `${r.typeName} – ${r.workerName}`, onDone: p.onReload }),
                },
              ]}
            />
          </Space>
        ),
      },
    ),
  ];
  return (
    <>
      <CrudTable<WorkerCertificateRow>
        rows={p.rows}
        loading={p.loading}
        error={p.error}
        onReload={p.onReload}
        filtered={p.filtered}
        pagination={p.pagination}
        sort={p.sort}
        tableKey={p.tableKey}
        title={t('certificate.tableTitle')}
        columns={columns}
        toolbar={
          <>
            <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </PermissionButton>
            {p.tools}
          </>
        }
      />
      <CertificateForm editing={editing} workerId={p.workerId} onSaved={p.onReload} onClose={() => setEditing(null)} />
    </>
  );
}
