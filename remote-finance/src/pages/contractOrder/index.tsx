/**
 * Finance → Contract orders (route /finance/contractOrder, expose `finance/contractOrder/index`):
 * a CrudListPage over `contractOrderFields`; add / edit a draft in the policy editor with its live
 * preview; activate / terminate through the contractOrder machine; revise an active order; an
 * order's number links to its detail page (and a click on the row opens it).
 */
import '../../i18n';
import { type CrudEditorProps, CrudListPage, q, TransitionButton, useDelete } from '@shiftdesk/shared';
import { ContractOrderApi, type ContractOrderRow, contractOrderMachine } from '@shiftdesk/shared/api';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n';
import { contractOrderFields } from './fields';
import { OrderForm } from './OrderForm';
import { ReviseButton } from './ReviseButton';

const { url, rule } = ContractOrderApi;
export const orderDetailPath = (id: number) => `/finance/contractOrder/detail/${id}`;
const DANGER = ['terminate'];
const isDraft = (r: ContractOrderRow) => r.status === 'draft';
const clientFilter = q.int();

/** The state buttons of an order in the detail header (the list's come from the kit). */
export function OrderTransitions({ order, onDone }: { order: ContractOrderRow; onDone: () => void }) {
  return (
    <>
      {contractOrderMachine.actionsFrom(order.status, { user: true }).map((a) => (
        <TransitionButton
          key={a}
          machine={contractOrderMachine}
          state={order.status}
          action={a}
          url={url[a as 'activate' | 'terminate']}
          rule={rule[a as 'activate' | 'terminate']}
          id={order.id}
          onDone={onDone}
          buttonProps={{ type: a === 'activate' ? 'primary' : 'default', danger: a === 'terminate' }}
        />
      ))}
    </>
  );
}

/** The policy editor as the list's add / edit form; an add from a client's orders offers its departments. */
function OrderEditor({ editing, onClose, onSaved }: CrudEditorProps<ContractOrderRow>) {
  const [params] = useSearchParams();
  return (
    <OrderForm
      editing={editing && (editing.row ?? 'new')}
      clientId={clientFilter.parse(params, 'clientId')}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

export default function ContractOrderPage() {
  const navigate = useNavigate();
  const del = useDelete();

  return (
    <CrudListPage
      entity={ContractOrderApi}
      fields={contractOrderFields}
      ns={NS}
      texts="contractOrder"
      detail={(r) => orderDetailPath(r.id)}
      editor={OrderEditor}
      // Only a draft is edited or deleted, and one at a time: no batch delete of orders.
      editable={isDraft}
      delete={false}
      dangerActions={DANGER}
      rowActions={(r, page) => [
        isDraft(r) && {
          key: 'delete',
          kind: 'delete',
          rule: rule.delete,
          onClick: () => del({ url: url.delete, ids: [r.id], name: r.number, onDone: page.list.reload }),
        },
      ]}
      rowExtra={(r) => (
        <ReviseButton
          order={r}
          onDone={(id) => navigate(orderDetailPath(id))}
          buttonProps={{ type: 'link', size: 'small' }}
        />
      )}
    />
  );
}
