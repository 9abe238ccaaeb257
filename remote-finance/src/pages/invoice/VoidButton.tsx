/**
 * Void through the invoice machine (reason required, danger confirm), offered only while nothing
 * was paid or credited: the server refuses a void with allocations, so the button never invites it.
 */
import { TransitionButton } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceRow, invoiceMachine } from '@shiftdesk/shared/api';

type Row = Pick<InvoiceRow, 'id' | 'number' | 'status' | 'paid' | 'credited'>;

export const canVoid = (r: Row) => r.status === 'issued' && r.paid === 0 && r.credited === 0;

export function VoidButton({ row, onDone, link }: { row: Row; onDone: () => void; link?: boolean }) {
  if (!canVoid(row)) return null;
  return (
    <TransitionButton
      machine={invoiceMachine}
      state={row.status}
      action="void"
      url={InvoiceApi.url.void}
      rule={InvoiceApi.rule.void}
      id={row.id}
      rowLabel={link ? (row.number ?? undefined) : undefined}
      onDone={onDone}
      buttonProps={{ danger: true, ...(link ? { type: 'link', size: 'small' } : {}) }}
    />
  );
}
