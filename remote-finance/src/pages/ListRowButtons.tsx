/**
 * The two buttons of an editable list inside a form (rates of an order, approvers of a
 * department): remove this row (aligned with the row's labelled inputs) and add a row.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/** A row's remove button; `label` is its accessible name. */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Form.Item label=" " colon={false}>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} onClick={onRemove} />
    </Form.Item>
  );
}

/** The list's "add a row" button, full width under its rows. */
export function AddRowButton({ children, onAdd, disabled }: { children: ReactNode; onAdd: () => void; disabled?: boolean }) {
  return (
    <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} disabled={disabled} block>
      {children}
    </Button>
  );
}
