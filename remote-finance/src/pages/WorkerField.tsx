/**
 * The worker a staff member acts for (files an appeal, requests a withdrawal, adds a deduction):
 * picked by name, phone or NRIC last 4 for a user who may list workers, else typed as a number,
 * so a user with only the dialog's rule can still act. One form item, `workerId`, required.
 */
import { RemoteSelect, useAuth } from '@shiftdesk/shared';
import { WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { Form, InputNumber } from 'antd';

/** A database id typed by hand: whole, positive, within PostgreSQL's integer. */
export const ID_INPUT = { min: 1, max: 2_147_483_647, precision: 0, style: { width: '100%' } };

export function WorkerField({
  label,
  required,
  pick,
  byNumber,
}: {
  label: string;
  /** The message when none is given */
  required: string;
  /** Placeholders of the picker and of the number */
  pick: string;
  byNumber: string;
}) {
  const { has } = useAuth();
  return (
    <Form.Item name="workerId" label={label} rules={[{ required: true, message: required }]}>
      {has(WorkerApi.rule.list) ? (
        <RemoteSelect<WorkerRow>
          url={WorkerApi.url.list}
          placeholder={pick}
          toOption={(w) => ({ value: w.id, label: `${w.name} · ${w.phone}` })}
        />
      ) : (
        <InputNumber {...ID_INPUT} placeholder={byNumber} />
      )}
    </Form.Item>
  );
}
