/** The client's one field list (table, search, form, export). */
import { defineFields } from '@shiftdesk/shared';
import { BILLING_FREQUENCIES, type ClientAddBody, type ClientRow, clientMachine } from '@shiftdesk/shared/api';

export const clientFields = defineFields<ClientRow, ClientAddBody>([
  {
    key: 'name',
    label: 'client.fields.name',
    table: { sortable: true, alwaysShow: true, ellipsis: true },
    search: true,
    form: { full: true },
  },
  {
    key: 'uen',
    label: 'client.fields.uen',
    table: { sortable: true, width: 130 },
    search: true,
    form: { extra: 'client.form.uenHint', patternMessage: 'client.form.uenInvalid', props: { maxLength: 10 } },
  },
  { key: 'status', label: 'client.fields.status', state: clientMachine, table: { sortable: true, width: 110 }, search: true },
  {
    key: 'gstRegistered',
    label: 'client.fields.gstRegistered',
    table: { defaultHidden: true },
    form: { type: 'switch', switchValues: [true, false] },
    export: (r, t) => t(r.gstRegistered ? 'client.yes' : 'client.no'),
  },
  { key: 'gstRegNo', label: 'client.fields.gstRegNo', table: { defaultHidden: true }, form: true },
  {
    key: 'billingAddress',
    label: 'client.fields.billingAddress',
    table: { defaultHidden: true, ellipsis: true },
    form: { type: 'textarea', full: true },
  },
  { key: 'billingContact', label: 'client.fields.billingContact', table: { defaultHidden: true }, form: true },
  {
    key: 'billingPhone',
    label: 'client.fields.billingPhone',
    table: { defaultHidden: true },
    form: { placeholder: '+6591234567' },
  },
  { key: 'billingEmail', label: 'client.fields.billingEmail', table: { ellipsis: true }, form: true },
  {
    key: 'paymentTermsDays',
    label: 'client.fields.paymentTermsDays',
    table: { sortable: true, width: 120 },
    form: { type: 'number', props: { min: 0, max: 365, precision: 0 } },
  },
  {
    key: 'billingFrequency',
    label: 'client.fields.billingFrequency',
    options: { values: BILLING_FREQUENCIES, label: (v) => `client.frequency.${v}` },
    table: { width: 120 },
    form: true,
  },
  { key: 'deptCount', label: 'client.fields.deptCount', table: { width: 100 } },
  { key: 'activeOrderCount', label: 'client.fields.activeOrderCount', table: { width: 110, defaultHidden: true } },
  {
    key: 'remark',
    label: 'client.fields.remark',
    table: { defaultHidden: true },
    form: { type: 'textarea', full: true },
  },
  {
    key: 'createdAt',
    label: 'client.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);
