/**
 * "Add …" on a conduct tab: a permission-gated button opening a FormModal that posts to the
 * entity's add endpoint with the worker's id (dates sent as YYYY-MM-DD).
 */
import { type FormField, FormModal, PermissionButton } from '@shiftdesk/shared';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';

export interface AddRecordProps<V extends object> {
  label: ReactNode;
  rule: string;
  url: string;
  workerId: number;
  schema: unknown;
  fields: FormField<V>[];
  initialValues?: Partial<V>;
  /** Turns form values into the body (after dates became strings) */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  onSaved: () => void;
  children?: ReactNode;
}

const isDay = (v: unknown): v is Dayjs => !!v && typeof (v as Dayjs).format === 'function';

export function AddRecord<V extends object>(p: AddRecordProps<V>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton type="primary" rule={p.rule} onClick={() => setOpen(true)}>
        {p.label}
      </PermissionButton>
      <FormModal<V>
        open={open}
        onClose={() => setOpen(false)}
        title={p.label}
        fields={p.fields}
        schema={p.schema as never}
        initialValues={p.initialValues}
        submit={{ add: p.url }}
        transform={(values) => {
          const body: Record<string, unknown> = { workerId: p.workerId };
          for (const [k, v] of Object.entries(values)) {
            if (v === undefined || v === null || v === '') continue;
            body[k] = isDay(v) ? v.format('YYYY-MM-DD') : v;
          }
          return p.transform ? p.transform(body) : body;
        }}
        onSaved={p.onSaved}
      >
        {p.children}
      </FormModal>
    </>
  );
}
