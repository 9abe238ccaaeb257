/**
 * "Add to blacklist": picks a worker, takes a reason and asks for confirmation (the ban is
 * permanent) before calling blacklist/add.
 */
import { api, PermissionButton, useFeedback } from '@shiftdesk/shared';
import { BlacklistApi } from '@shiftdesk/shared/api';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { WorkerPicker } from '../conduct/WorkerPicker';

const { url, rule } = BlacklistApi;

export function AddToBlacklist({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ workerId: number; reason: string }>();
  const [workerLabel, setWorkerLabel] = useState('');
  const close = () => {
    setOpen(false);
    form.resetFields();
  };
  const submit = async () => {
    // Invalid fields show their messages; nothing more to do.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const reason = v.reason.trim();
    ui.modal.confirm({
      title: t('conduct.blacklist.confirmTitle', { name: workerLabel }),
      content: t('conduct.blacklist.confirmBody', { reason }),
      okText: t('conduct.blacklist.confirmOk'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setSaving(true);
        try {
          await api.post(url.add, { workerId: v.workerId, reason });
          close();
          onDone();
        } finally {
          setSaving(false);
        }
      },
    });
  };
  return (
    <>
      <PermissionButton type="primary" danger rule={rule.add} onClick={() => setOpen(true)}>
        {t('conduct.blacklist.add')}
      </PermissionButton>
      <Modal
        open={open}
        title={t('conduct.blacklist.add')}
        onCancel={close}
        onOk={submit}
        okText={t('conduct.blacklist.confirmOk')}
        okButtonProps={{ danger: true, loading: saving }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="workerId" label={t('conduct.worker')} rules={[{ required: true, message: t('conduct.blacklist.workerRequired') }]}>
            <WorkerPicker
              onChange={(_, option) => setWorkerLabel(String((option as { label?: string } | undefined)?.label ?? '').split(' · ')[0])}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('conduct.reason')} rules={[{ required: true, whitespace: true, max: 500, message: t('conduct.blacklist.reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
