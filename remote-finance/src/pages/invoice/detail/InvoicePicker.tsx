/**
 * Another open invoice of the same client (a credit applied to it): issued, still owing, and
 * searched by its number on the server; the invoice itself is never offered.
 */
import { RemoteSelect } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { owes } from '../fields';

export function InvoicePicker(p: {
  id?: string;
  clientId: number;
  exclude: number;
  value?: number;
  onChange?: (id: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
}) {
  const { clientId, exclude, ...rest } = p;
  return (
    <RemoteSelect<InvoiceRow>
      {...rest}
      url={InvoiceApi.url.list}
      query={{ clientId, status: 'issued' }}
      keywordParam="number"
      toOption={(r) =>
        r.id !== exclude && owes(r) && r.balance > 0
          ? { value: r.id, label: `${r.number ?? `#${r.id}`} (${formatMoney(r.balance)})` }
          : null
      }
    />
  );
}
