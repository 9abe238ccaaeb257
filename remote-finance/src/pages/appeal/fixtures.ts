/** Appeals for the page tests: Tan Mei Ling's and others' November 2026 credits. */
import type { AppealRow } from '@shiftdesk/shared/api';

export const appeal = (id: number, over: Partial<AppealRow> = {}): AppealRow => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  transactionId: 100 + id,
  transactionType: 'earning',
  transactionAmount: 9_800,
  workRecordId: 12,
  workDate: '2026-11-20',
  category: 'hours_wrong',
  claimedAmount: 3_000,
  description: 'Stayed an hour longer',
  evidence: [],
  status: 'submitted',
  acceptedAmount: 0,
  reason: '',
  adjustmentId: null,
  originMonth: null,
  payrollMonth: null,
  creditedAt: '2026-11-21T02:30:00.000Z',
  deadline: '2026-11-24T02:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  ...over,
});
