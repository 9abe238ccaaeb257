/**
 * The work record's one field list (table, search, export), its paths and how its times and
 * numbers read: instants in Singapore time, minutes as h:mm, money from integer cents through
 * the shared `formatMoney` (never divided here).
 */
import { defineFields, formatDateTime, formatMinutes, formatMoney, q } from '@shiftdesk/shared';
import { ClientRef, type WorkRecordRow, workRecordMachine } from '@shiftdesk/shared/api';
import { Typography } from 'antd';

export {
  jobManagePath,
  WORK_RECORD_PATH,
  workerManagePath,
  workRecordDetailPath,
  workRecordEditPath,
  workRecordVerifyPath,
} from '../paths';

/** Minutes as `h:mm` (e.g. 485 → `8:05`). */
export const hm = formatMinutes;

/** An instant as Singapore `HH:mm`, with `+1` when it falls after the shift's date (a night shift). */
export function punchTime(iso: string | null, shiftDate: string): string {
  if (!iso) return '';
  const day = formatDateTime(iso, 'YYYY-MM-DD');
  const time = formatDateTime(iso, 'HH:mm');
  return day > shiftDate ? `${time} +1` : time;
}

export const scheduledText = (r: Pick<WorkRecordRow, 'shiftDate' | 'scheduledStartAt' | 'scheduledEndAt'>) =>
  `${r.shiftDate} ${punchTime(r.scheduledStartAt, r.shiftDate)}–${punchTime(r.scheduledEndAt, r.shiftDate)}`;

/** Whether a record may be verified now: the machine's state and both punches (the server's own checks). */
export const verifiable = (r: Pick<WorkRecordRow, 'status' | 'clockInAt' | 'clockOutAt'>) =>
  workRecordMachine.can(r.status, 'verify') && !!r.clockInAt && !!r.clockOutAt;

const money = (cents: number) => formatMoney(cents);
const num = { align: 'right' as const, width: 110 };

export const workRecordFields = defineFields<WorkRecordRow>([
  {
    key: 'workerName',
    label: 'workRecord.fields.workerName',
    table: { sortable: true, alwaysShow: true, width: 160 },
  },
  {
    key: 'keyword',
    label: 'workRecord.fields.keyword',
    table: false,
    export: false,
    search: { placeholder: 'workRecord.keywordHint' },
  },
  {
    key: 'job',
    label: 'workRecord.fields.job',
    table: {
      width: 200,
      render: (r) => (
        <span>
          <Typography.Text code>{r.jobCode}</Typography.Text> {r.jobTitle}
        </span>
      ),
    },
    export: (r) => `${r.jobCode} ${r.jobTitle}`,
  },
  {
    key: 'client',
    label: 'workRecord.fields.client',
    table: { width: 200, ellipsis: true, render: (r) => `${r.clientName} / ${r.deptName}` },
    export: (r) => `${r.clientName} / ${r.deptName}`,
  },
  {
    key: 'clientId',
    label: 'workRecord.fields.clientId',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: { width: 200 },
  },
  {
    key: 'shift',
    label: 'workRecord.fields.shift',
    table: { sortable: 'scheduledStartAt', width: 170, render: scheduledText },
    export: scheduledText,
  },
  { key: 'date', label: 'workRecord.fields.date', table: false, export: false, search: { type: 'dateRange' } },
  {
    key: 'clockInAt',
    label: 'workRecord.fields.clockInAt',
    table: { width: 90, render: (r) => punchTime(r.clockInAt, r.shiftDate) || '—' },
    export: (r) => formatDateTime(r.clockInAt, 'YYYY-MM-DD HH:mm'),
  },
  {
    key: 'clockOutAt',
    label: 'workRecord.fields.clockOutAt',
    table: { width: 90, render: (r) => punchTime(r.clockOutAt, r.shiftDate) || '—' },
    export: (r) => formatDateTime(r.clockOutAt, 'YYYY-MM-DD HH:mm'),
  },
  {
    key: 'payMinutes',
    label: 'workRecord.fields.payMinutes',
    table: { ...num, render: (r) => hm(r.payMinutes) },
    export: (r) => hm(r.payMinutes),
  },
  {
    key: 'otMinutes',
    label: 'workRecord.fields.otMinutes',
    table: { ...num, render: (r) => hm(r.otMinutes) },
    export: (r) => hm(r.otMinutes),
  },
  {
    key: 'payAmount',
    label: 'workRecord.fields.payAmount',
    table: { ...num, sortable: true, render: (r) => money(r.payAmount) },
    export: (r) => money(r.payAmount),
  },
  {
    key: 'billAmount',
    label: 'workRecord.fields.billAmount',
    table: { ...num, sortable: true, render: (r) => money(r.billAmount) },
    export: (r) => money(r.billAmount),
  },
  {
    key: 'status',
    label: 'workRecord.fields.status',
    state: workRecordMachine,
    table: { sortable: true, width: 150 },
    search: true,
  },
]);

/** The list's URL filters: the search form's, and those a link sets (a job's, a worker's records). */
export const workRecordQuery = {
  ...workRecordFields.querySchema(),
  jobId: q.int(),
  workerId: q.int(),
  contractDeptId: q.int(),
};

/** The URL's `date` day pair is the API's `dateFrom` / `dateTo`. */
export const workRecordToApi = ({ date, ...rest }: Record<string, unknown>) => {
  const [from, to] = (date as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { dateFrom: from, dateTo: to } : {}) };
};
