/**
 * The outbox list's one field list (table, search), apart from the page; the message drawer
 * shares its outcome colours.
 */
import { defineFields } from '@shiftdesk/shared';
import type { OutboxRow } from '@shiftdesk/shared/api';

const KINDS = ['timesheet.send', 'timesheet.reminder'];
export const STATUS_COLOR: Record<string, string> = { sent: 'success', failed: 'error' };

export const outboxFields = defineFields<OutboxRow>([
  { key: 'createdAt', label: 'outbox.col.createdAt', datetime: true, table: { width: 170, sortable: true } },
  {
    key: 'to',
    label: 'outbox.col.to',
    table: { alwaysShow: true },
    search: { label: 'outbox.search.to', placeholder: 'outbox.search.toPlaceholder' },
  },
  { key: 'subject', label: 'outbox.col.subject', table: { ellipsis: true } },
  {
    key: 'kind',
    label: 'outbox.col.kind',
    options: { values: KINDS, label: (k) => `outbox.kind.${k}` },
    search: { label: 'outbox.search.kind' },
  },
  {
    key: 'status',
    label: 'outbox.col.status',
    options: { values: ['sent', 'failed'], label: (s) => `outbox.status.${s}`, colors: STATUS_COLOR },
    search: { label: 'outbox.search.status' },
  },
  { key: 'error', label: 'outbox.col.error', table: { ellipsis: true } },
]);
