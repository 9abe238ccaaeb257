/**
 * "Revise" an active order: not a state move of this order but a new draft version from a date
 * (POST revise), so it is its own small dialog rather than a TransitionButton. Jobs already
 * created keep their rates; activating the new version ends this one the day before.
 */
import { ApiError, api, langHeaders, PermissionButton, useFeedback } from '@shiftdesk/shared';
import { ContractOrderApi, type ContractOrderRow } from '@shiftdesk/shared/api';
import { Alert, type ButtonProps, DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = ContractOrderApi;

export function ReviseButton({
  order,
  onDone,
  buttonProps,
}: {
  order: ContractOrderRow;
  /** With the new draft's id */
  onDone: (id: number) => void;
  buttonProps?: ButtonProps;
}) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ validFrom: Dayjs }>();
  if (order.status !== 'active' || order.revisedBy) return null;

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setRefusal(null);
    try {
      const res = await api.post<{ id: number; number?: string; version?: number }>(
        url.revise,
        { id: order.id, validFrom: v.validFrom.format('YYYY-MM-DD') },
        { silent: true, headers: langHeaders() },
      );
      ui.message.success(
        t('contractOrder.revised', { number: `${order.number} v${res.version ?? order.version + 1}` }),
      );
      setOpen(false);
      onDone(res.id);
    } catch (e) {
      if (e instanceof ApiError && e.code !== 401) setRefusal(e.message);
      else if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PermissionButton rule={rule.revise} {...buttonProps} onClick={() => setOpen(true)}>
        {t('contractOrder.revise')}
      </PermissionButton>
      <Modal
        open={open}
        title={t('contractOrder.reviseTitle', { number: order.number })}
        okText={t('contractOrder.revise')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('contractOrder.reviseContent')}</Typography.Paragraph>
        {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            name="validFrom"
            label={t('contractOrder.reviseFrom')}
            rules={[
              { required: true, message: t('rule.select', { ns: 'crud', label: t('contractOrder.reviseFrom') }) },
            ]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') <= order.validFrom || d.format('YYYY-MM-DD') > order.validTo}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
