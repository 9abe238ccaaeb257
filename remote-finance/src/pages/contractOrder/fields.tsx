/** The contract order's one field list (table, search, export); the form is the policy editor. */
import { defineFields, StateTag } from '@shiftdesk/shared';
import type { ContractOrderRow } from '@shiftdesk/shared/api';

export const contractOrderFields = defineFields<ContractOrderRow>([
  {
    key: 'number',
    label: 'contractOrder.fields.number',
    table: {
      sortable: true,
      alwaysShow: true,
      width: 150,
      render: (r) => (r.version > 1 ? `${r.number} v${r.version}` : r.number),
    },
    search: true,
  },
  { key: 'clientId', label: 'contractOrder.fields.client', table: false, export: false, search: { type: 'select' } },
  { key: 'clientName', label: 'contractOrder.fields.client', table: { sortable: true, ellipsis: true } },
  { key: 'deptName', label: 'contractOrder.fields.contractDept', table: { sortable: true, ellipsis: true } },
  { key: 'validFrom', label: 'contractOrder.fields.validFrom', table: { sortable: true, width: 120 } },
  { key: 'validTo', label: 'contractOrder.fields.validTo', table: { sortable: true, width: 120 } },
  {
    key: 'poNumber',
    label: 'contractOrder.fields.poNumber',
    table: { defaultHidden: true, render: (r) => r.policy.poNumber || '—' },
    export: (r) => r.policy.poNumber,
  },
  {
    key: 'status',
    label: 'contractOrder.fields.status',
    table: { sortable: true, width: 110, render: (r) => <StateTag state={r.status} /> },
    search: { type: 'select' },
  },
  {
    key: 'createdAt',
    label: 'contractOrder.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);

export const CONTRACT_ORDER_SORTABLE = [
  'number',
  'clientName',
  'deptName',
  'validFrom',
  'validTo',
  'status',
  'createdAt',
];
