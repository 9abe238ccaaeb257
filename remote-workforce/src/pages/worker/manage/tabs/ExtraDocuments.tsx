/** Manage worker → Extra documents: other papers kept about this worker, each with its file. */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { actionsColumn, CrudTable, FormModal, PermissionButton, RowActions, useCrudList, useDelete } from '@shiftdesk/shared';
import {
  type PageResultOf,
  WorkerDocumentAddBody,
  WorkerDocumentApi,
  WorkerDocumentEditBody,
  type WorkerDocumentRow,
} from '@shiftdesk/shared/api';
import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { toIsoDay, toPicker } from '../../../certificate/dates';
import { documentFields } from '../../../certificate/fields';
import { PaperPreview, PaperUpload } from '../../../certificate/PaperFile';

const { url, rule } = WorkerDocumentApi;

export default function ExtraDocumentsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const del = useDelete();
  const query = useMemo(() => ({ workerId, pageSize: 200 }), [workerId]);
  const list = useCrudList<PageResultOf<WorkerDocumentRow>>(url.list, query);
  const [editing, setEditing] = useState<WorkerDocumentRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const columns = [
    ...documentFields.columns(t),
    actionsColumn<WorkerDocumentRow>(t('actions'), () => [], {
      render: (_: unknown, r: WorkerDocumentRow) => (
        <Space size={0} wrap>
          <PaperPreview fileUrl={`${url.file}?id=${r.id}`} fileType={r.fileType} title={r.title} rule={rule.file} />
          <RowActions
            actions={[
              { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
              {
                key: 'delete',
                kind: 'delete',
                rule: rule.delete,
                onClick: () => del({ url: url.delete, ids: [r.id], name: r.title, onDone: list.reload }),
              },
            ]}
          />
        </Space>
      ),
    }),
  ];
  return (
    <>
      <CrudTable<WorkerDocumentRow>
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={!!list.error}
        onReload={list.reload}
        filtered={false}
        pagination={false}
        tableKey="workforce.worker.documents"
        title={t('certificate.documentsTableTitle')}
        columns={columns}
        toolbar={
          <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </PermissionButton>
        }
      />
      <FormModal<WorkerDocumentAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('certificate.form.editDocumentTitle') : t('certificate.form.addDocumentTitle')}
        schema={row ? WorkerDocumentEditBody : WorkerDocumentAddBody}
        initialValues={
          row
            ? {
                title: row.title,
                number: row.number,
                issuer: row.issuer,
                issuedOn: toPicker(row.issuedOn) as never,
                expiresOn: toPicker(row.expiresOn) as never,
                fileKey: row.fileKey,
                remark: row.remark,
              }
            : {}
        }
        transform={(v) => ({ ...v, workerId, issuedOn: toIsoDay(v.issuedOn), expiresOn: toIsoDay(v.expiresOn) })}
        fields={[
          ...documentFields.form(t),
          {
            name: 'fileKey',
            label: t('certificate.documentFields.file'),
            type: 'custom',
            full: true,
            render: () => <PaperUpload uploadUrl={url.upload} rule={rule.upload} />,
          },
        ]}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
