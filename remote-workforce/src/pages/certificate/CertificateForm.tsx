/** Add / edit a worker certificate: worker (unless fixed by the manage page), type, dates, the file. */
import { FormModal } from '@shiftdesk/shared';
import {
  WorkerCertificateAddBody,
  WorkerCertificateApi,
  WorkerCertificateEditBody,
  type WorkerCertificateRow,
} from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { toIsoDay, toPicker } from './dates';
import { certificateFields } from './fields';
import { useTypeOptions, WorkerSelect } from './options';
import { PaperUpload } from './PaperFile';

const { url, rule } = WorkerCertificateApi;

export function CertificateForm(p: {
  /** The certificate being edited, 'new', or null (closed) */
  editing: WorkerCertificateRow | 'new' | null;
  /** The manage page's worker: no worker field */
  workerId?: number;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const { options } = useTypeOptions();
  const row = p.editing && p.editing !== 'new' ? p.editing : undefined;
  const fields = [
    ...(p.workerId
      ? []
      : [
          {
            name: 'workerId' as const,
            label: t('certificate.fields.worker'),
            type: 'custom' as const,
            render: () => <WorkerSelect placeholder={t('certificate.form.workerPlaceholder')} />,
          },
        ]),
    { name: 'typeId' as const, label: t('certificate.fields.type'), type: 'select' as const, options },
    ...certificateFields
      .form(t)
      .map((f) => (f.name === 'expiresOn' ? { ...f, extra: t('certificate.form.expiresHelp') } : f)),
    {
      name: 'fileKey' as const,
      label: t('certificate.fields.file'),
      type: 'custom' as const,
      full: true,
      render: () => <PaperUpload uploadUrl={url.upload} rule={rule.upload} />,
    },
  ];
  return (
    <FormModal<WorkerCertificateAddBody>
      open={!!p.editing}
      id={row?.id}
      title={row ? t('certificate.form.editTitle') : t('certificate.form.addTitle')}
      schema={row ? WorkerCertificateEditBody : WorkerCertificateAddBody}
      initialValues={
        row
          ? {
              workerId: row.workerId,
              typeId: row.typeId,
              number: row.number,
              issuer: row.issuer,
              issuedOn: toPicker(row.issuedOn) as never,
              expiresOn: toPicker(row.expiresOn) as never,
              fileKey: row.fileKey,
              remark: row.remark,
            }
          : { workerId: p.workerId }
      }
      transform={(v) => ({
        ...v,
        workerId: p.workerId ?? v.workerId,
        issuedOn: toIsoDay(v.issuedOn),
        expiresOn: toIsoDay(v.expiresOn),
      })}
      fields={fields}
      submit={{ add: url.add, edit: url.edit }}
      onSaved={p.onSaved}
      onClose={p.onClose}
    />
  );
}
