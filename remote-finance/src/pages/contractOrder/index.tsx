/**
 * Finance → Contract orders (route /finance/contractOrder, expose `finance/contractOrder/index`):
 * the list; add / edit a draft in the policy editor with its live preview; activate / terminate
 * through the contractOrder machine; revise an active order; a row opens the detail page.
 */
import '../../i18n';
import {
  actionsColumn,
  CrudTable,
  AddExportToolbar,
  q,
  SearchForm,
  TransitionButton,
  useCrudPage,
  useDelete,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  CONTRACT_ORDER_STATUSES,
  ContractOrderApi,
  type ContractOrderRow,
  contractOrderMachine,
} from '@shiftdesk/shared/api';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { useClientOptions } from '../client/options';
import { CONTRACT_ORDER_SORTABLE, contractOrderFields } from './fields';
import { OrderForm } from './OrderForm';
import { ReviseButton } from './ReviseButton';

const { url, rule } = ContractOrderApi;
const schema = { number: q.string(), clientId: q.int(), status: q.oneOf(CONTRACT_ORDER_STATUSES) };
export const orderDetailPath = (id: number) => `/finance/contractOrder/detail/${id}`;

/** The state buttons of an order (table row and detail header). */
export function OrderTransitions({
  order,
  onDone,
  link,
}: {
  order: ContractOrderRow;
  onDone: () => void;
  link?: boolean;
}) {
  const look = link ? { type: 'link' as const, size: 'small' as const } : {};
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
          buttonProps={{
            ...look,
            type: link ? 'link' : a === 'activate' ? 'primary' : 'default',
            danger: a === 'terminate',
          }}
        />
      ))}
    </>
  );
}

export default function ContractOrderPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const page = useCrudPage<ContractOrderRow, typeof schema>(url.list, schema, { sortable: CONTRACT_ORDER_SORTABLE });
  const clients = useClientOptions();
  const del = useDelete();
  const [editing, setEditing] = useState<ContractOrderRow | 'new' | null>(null);

  const statusOptions = CONTRACT_ORDER_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) }));
  const search = contractOrderFields
    .search(t)
    .map((f) =>
      f.name === 'clientId'
        ? { ...f, options: clients.options }
        : f.name === 'status'
          ? { ...f, options: statusOptions }
          : f,
    );
  const actions = actionsColumn<ContractOrderRow>(t('actions'), (r) => [
    r.status === 'draft' && { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
    r.status === 'draft' && {
      key: 'delete',
      kind: 'delete',
      rule: rule.delete,
      onClick: () => del({ url: url.delete, ids: [r.id], name: r.number, onDone: page.list.reload }),
    },
  ]);
  const kitActions = actions.render as (v: unknown, r: ContractOrderRow, i: number) => ReactNode;
  const columns = [
    ...contractOrderFields.columns(t),
    {
      ...actions,
      render: (v: unknown, r: ContractOrderRow, i: number) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the row click off the buttons
        <span
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          style={{ display: 'inline-flex', flexWrap: 'wrap' }}
        >
          {kitActions(v, r, i)}
          <OrderTransitions order={r} onDone={page.list.reload} link />
          <ReviseButton
            order={r}
            onDone={(id) => navigate(orderDetailPath(id))}
            buttonProps={{ type: 'link', size: 'small' }}
          />
        </span>
      ),
    },
  ];
  const exportColumns = contractOrderFields
    .exportColumns(t)
    .map((c) =>
      c.title === t('contractOrder.fields.status')
        ? { ...c, value: (r: ContractOrderRow) => labels.stateTitle(r.status) }
        : c,
    );

  return (
    <Card>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<ContractOrderRow>
        {...page.table}
        tableKey="finance.contractOrder"
        title={t('contractOrder.tableTitle')}
        columns={columns}
        toolbar={
          <AddExportToolbar<ContractOrderRow>
            rule={rule}
            url={url}
            onAdd={() => setEditing('new')}
            query={page.apiQuery}
            fileName={t('contractOrder.exportName')}
            columns={() => exportColumns}
          />
        }
        tableProps={{
          onRow: (r: ContractOrderRow) => ({
            onClick: () => navigate(orderDetailPath(r.id)),
            style: { cursor: 'pointer' },
          }),
        }}
      />
      <OrderForm
        editing={editing}
        clientId={page.query.clientId}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
