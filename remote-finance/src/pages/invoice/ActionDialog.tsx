/**
 * The frame of every invoice action that takes input (payment, adjustments, notes, credit): a
 * modal form whose OK validates, sends, and keeps the dialog open with the server's refusal
 * (e.g. a 409 when someone else moved the invoice meanwhile) instead of losing what was typed.
 */
import { ApiError } from '@shiftdesk/shared';
import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

export interface ActionDialogProps<V> {
  form: FormInstance<V>;
  name: string;
  title: ReactNode;
  intro?: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  width?: number;
  initialValues?: Partial<V>;
  /** Sends the validated values; resolves once the server accepted them. */
  send: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function ActionDialog<V>(p: ActionDialogProps<V>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async () => {
    let values: V;
    try {
      values = await p.form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await p.send(values);
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={p.title}
      onCancel={p.onClose}
      onOk={() => void submit()}
      okText={p.okText}
      okButtonProps={{ loading: busy, danger: p.danger }}
      width={p.width ?? 560}
      destroyOnHidden
    >
      {p.intro ? <Typography.Paragraph type="secondary">{p.intro}</Typography.Paragraph> : null}
      <Form<V> form={p.form} layout="vertical" name={p.name} initialValues={p.initialValues}>
        {p.children}
      </Form>
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
