/**
 * Manage worker → Medical-leave records: MCs with their scan; add (upload the scan first);
 * approve (excuses the no-shows the MC covers) or reject with a reason.
 */
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { api, formatSgDateTime, StateTag } from '@shiftdesk/shared';
import {
  MC_KINDS,
  MedicalLeaveAddBody,
  MedicalLeaveApi,
  type MedicalLeaveRow,
  type MedicalLeaveUploadResult,
  medicalLeaveMachine,
} from '@shiftdesk/shared/api';
import { Button, Form, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { AddRecord } from '../../../conduct/AddRecord';
import { ConductTable } from '../../../conduct/ConductTable';
import { MachineActions } from '../../../conduct/MachineActions';

function ScanUpload() {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance();
  const [name, setName] = useState('');
  return (
    <Form.Item label={t('conduct.mc.file')} name="fileKey" extra={name && `${t('conduct.mc.uploaded')}: ${name}`}>
      <Upload
        accept=".pdf,.png,.jpg,.jpeg"
        maxCount={1}
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          const body = new FormData();
          body.append('file', file as Blob);
          api
            .post<MedicalLeaveUploadResult>(MedicalLeaveApi.url.upload, body)
            .then((r) => {
              form.setFieldValue('fileKey', r.key);
              setName((file as File).name);
              onSuccess?.(r);
            })
            .catch((e) => onError?.(e));
        }}
      >
        <Button icon={<UploadOutlined />}>{t('conduct.mc.upload')}</Button>
      </Upload>
    </Form.Item>
  );
}

export default function MedicalLeaveTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`conduct.${k}`);
  return (
    <ConductTable<MedicalLeaveRow>
      testId="tab-medicalLeave"
      url={MedicalLeaveApi.url.list}
      workerId={workerId}
      toolbar={(reload) => (
        <AddRecord<MedicalLeaveAddBody>
          label={c('mc.add')}
          rule={MedicalLeaveApi.rule.add}
          url={MedicalLeaveApi.url.add}
          workerId={workerId}
          schema={MedicalLeaveAddBody}
          initialValues={{ kind: 'outpatient' }}
          fields={[
            { name: 'startDate', label: c('mc.startDate'), type: 'date' },
            { name: 'endDate', label: c('mc.endDate'), type: 'date' },
            {
              name: 'kind',
              label: c('mc.kind'),
              type: 'select',
              options: MC_KINDS.map((k) => ({ value: k, label: c(`mc.kinds.${k}`) })),
            },
            { name: 'mcNumber', label: c('mc.mcNumber') },
            { name: 'clinic', label: c('mc.clinic'), full: true },
          ]}
          onSaved={reload}
        >
          <ScanUpload />
        </AddRecord>
      )}
      columns={(reload) => [
        { key: 'period', title: c('mc.period'), render: (_, m) => `${m.startDate} – ${m.endDate}` },
        { key: 'days', title: c('mc.days'), dataIndex: 'days', align: 'right' },
        { key: 'kind', title: c('mc.kind'), render: (_, m) => c(`mc.kinds.${m.kind}`) },
        { key: 'clinic', title: c('mc.clinic'), dataIndex: 'clinic' },
        { key: 'mcNumber', title: c('mc.mcNumber'), dataIndex: 'mcNumber' },
        {
          key: 'file',
          title: c('mc.file'),
          render: (_, m) =>
            m.fileUrl ? (
              <a href={m.fileUrl} target="_blank" rel="noreferrer">
                {c('mc.view')}
              </a>
            ) : (
              '—'
            ),
        },
        { key: 'status', title: c('status'), render: (_, m) => <StateTag state={m.status} /> },
        { key: 'reversed', title: c('mc.reversed'), dataIndex: 'reversedEvents', align: 'right' },
        {
          key: 'decided',
          title: c('decidedAt'),
          render: (_, m) => (m.decidedAt ? `${formatSgDateTime(m.decidedAt)} ${m.decisionReason}` : '—'),
        },
        {
          key: 'actions',
          title: t('actions'),
          render: (_, m) => (
            <MachineActions
              machine={medicalLeaveMachine}
              state={m.status}
              id={m.id}
              urls={{ approve: MedicalLeaveApi.url.approve, reject: MedicalLeaveApi.url.reject }}
              rules={{ approve: MedicalLeaveApi.rule.approve, reject: MedicalLeaveApi.rule.reject }}
              onDone={reload}
            />
          ),
        },
      ]}
    />
  );
}
