/**
 * Demo timesheet templates (issue 29), made through the services after the finance demo's
 * contract departments and before the demo timesheets (which keep their department's template):
 * "Standard" for most departments, "By worker (F&B)" — one block per worker with the position
 * and the billed amount — for the F&B clients' outlets.
 */
import { type ContractDeptAddBody, DEFAULT_TIMESHEET_LAYOUT, type TimesheetTemplateAddBody } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finClient, finContractDept } from '../db/schema';
import { editContractDept } from '../modules/finance/contract-dept/service';
import { addTimesheetTemplate } from '../modules/workforce/timesheet-template/service';

const STANDARD: TimesheetTemplateAddBody = {
  name: 'Standard',
  // The standard demo template is the default layout, named.
  columns: [...DEFAULT_TIMESHEET_LAYOUT.columns],
  grouping: 'none',
  showTotals: true,
  signatureBlock: true,
  footerNote: 'Please check the hours and sign within 3 working days.',
};

const BY_WORKER: TimesheetTemplateAddBody = {
  name: 'By worker (F&B)',
  columns: ['workerName', 'nricMasked', 'shiftDate', 'position', 'actualIn', 'actualOut', 'paidHours', 'billAmount'],
  grouping: 'worker',
  showTotals: true,
  signatureBlock: true,
  footerNote: 'Amounts exclude GST.',
};

/** The demo's F&B clients (demo-finance.ts CLIENTS: hawker centre, coffee chain, restaurants). */
const FNB = /hawker|coffee|restaurant/i;

export async function seedDemoTimesheetTemplates(
  db: Db,
  owners: { templates?: Caller; depts?: Caller } = {},
): Promise<{ standard: number; byWorker: number; depts: number }> {
  const ctx = { db, events: new DomainEventBus() };
  const templateOwner = owners.templates ?? SYSTEM_CALLER;
  const deptOwner = owners.depts ?? SYSTEM_CALLER;
  return withTransaction(ctx, async (tx) => {
    // No logo: the demo has no storage guarantee, and a template without one is the usual case.
    const standard = await addTimesheetTemplate(tx, templateOwner, undefined, STANDARD);
    const byWorker = await addTimesheetTemplate(tx, templateOwner, undefined, BY_WORKER);
    const depts = await tx
      .select({ d: finContractDept, clientName: finClient.name })
      .from(finContractDept)
      .innerJoin(finClient, eq(finClient.id, finContractDept.clientId))
      .orderBy(finContractDept.id);
    for (const { d, clientName } of depts) {
      const body: ContractDeptAddBody & { id: number } = {
        id: d.id,
        clientId: d.clientId,
        name: d.name,
        siteAddress: d.siteAddress,
        postalCode: d.postalCode,
        approverName: d.approverName,
        approverEmail: d.approverEmail,
        approverPhone: d.approverPhone,
        otherApprovers: d.otherApprovers,
        timesheetTemplateId: FNB.test(clientName) ? byWorker : standard,
        costCentre: d.costCentre,
        status: d.status as ContractDeptAddBody['status'],
        remark: d.remark,
      };
      await editContractDept(tx, deptOwner, body);
    }
    return { standard, byWorker, depts: depts.length };
  });
}
