/** Timesheet rows for the page tests: Golden Bakes' Orchard outlet, week 2026-W47. */
import type { TimesheetDetail, TimesheetRow } from '@shiftdesk/shared/api';
import { workRecord } from '../workRecord/fixtures';

export const timesheet = (id: number, over: Partial<TimesheetRow> = {}): TimesheetRow => ({
  id,
  number: `TS-2026-00000${id}`,
  clientId: 5,
  clientName: 'Golden Bakes',
  contractDeptId: 8,
  deptName: 'Orchard outlet',
  period: '2026-W47',
  periodFrom: '2026-11-16',
  periodTo: '2026-11-22',
  recordCount: 2,
  payMinutes: 960,
  billMinutes: 960,
  normalMinutes: 960,
  otMinutes: 0,
  billNormalMinutes: 960,
  billOtMinutes: 0,
  phMinutes: 0,
  payAmount: 20000,
  billAmount: 28000,
  status: 'draft',
  reason: '',
  sentAt: null,
  signerName: null,
  signedAt: null,
  signedHash: null,
  version: 3,
  createdAt: '2026-11-23T01:00:00.000Z',
  ...over,
});

export const timesheetDetail = (id: number, over: Partial<TimesheetRow> = {}): TimesheetDetail => ({
  ...timesheet(id, over),
  records: [
    workRecord(1, { workerName: 'Tan Mei Ling', status: 'verified', shiftDate: '2026-11-17' }),
    workRecord(2, { workerName: '陈美玲', status: 'verified', shiftDate: '2026-11-18' }),
  ],
});
