/**
 * "Record approval": staff record a client's sign-off given on paper or in person (PUT
 * timesheet/approve, golden path step 15) — the signer's name and a drawn signature, sent with
 * the version shown so a timesheet changed meanwhile is refused (409) instead of signed unseen.
 */
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { ApiError, api, langHeaders, PermissionButton, SignaturePad, type SignaturePadHandle } from '@shiftdesk/shared';
import { TimesheetApi, type TimesheetRow, timesheetMachine } from '@shiftdesk/shared/api';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

type Row = Pick<TimesheetRow, 'id' | 'number' | 'status' | 'version'>;

export function ApproveButton({ row, onDone, link }: { row: Row; onDone: () => void; link?: boolean }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  if (!timesheetMachine.can(row.status, 'approve')) return null;
  return (
    <>
      <PermissionButton
        rule={TimesheetApi.rule.approve}
        type={link ? 'link' : 'primary'}
        size={link ? 'small' : undefined}
        icon={link ? undefined : <CheckOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('timesheet.actions.approve')}
      </PermissionButton>
      {open ? (
        <ApproveDialog
          row={row}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}

function ApproveDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ signerName: string }>();
  const pad = useRef<SignaturePadHandle>(null);
  const [strokes, setStrokes] = useState(0);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async () => {
    const v = await form.validateFields();
    const signature = pad.current?.toDataURL() ?? '';
    setMissing(!signature);
    if (!signature) return;
    setBusy(true);
    setError(null);
    try {
      await api.put(
        TimesheetApi.url.approve,
        { id: row.id, signerName: v.signerName, signature, version: row.version },
        { silent: true, headers: langHeaders() },
      );
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('timesheet.approve.title', { number: row.number })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('timesheet.approve.submit')}
      okButtonProps={{ loading: busy }}
      width={560}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('timesheet.approve.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="timesheet-approve">
        <Form.Item
          name="signerName"
          label={t('timesheet.approve.signerName')}
          rules={[{ required: true, whitespace: true, message: t('timesheet.approve.signerRequired') }]}
        >
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
      </Form>
      <Typography.Text strong>{t('timesheet.approve.signature')}</Typography.Text>
      <div style={{ height: 180, marginTop: 8 }}>
        <SignaturePad
          ref={pad}
          ariaLabel={t('timesheet.approve.signature')}
          placeholder={t('timesheet.approve.signature')}
          onChange={(empty, count) => {
            setStrokes(count);
            if (!empty) setMissing(false);
          }}
        />
      </div>
      <Space style={{ marginTop: 8 }}>
        <Button size="small" disabled={!strokes} onClick={() => pad.current?.undo()}>
          {t('timesheet.approve.undo')}
        </Button>
        <Button size="small" disabled={!strokes} onClick={() => pad.current?.clear()}>
          {t('timesheet.approve.clear')}
        </Button>
      </Space>
      {missing ? (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          {t('timesheet.approve.signatureRequired')}
        </Typography.Paragraph>
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error instanceof ApiError ? error.message : String(error)}
          style={{ marginTop: 12 }}
        />
      ) : null}
    </Modal>
  );
}
