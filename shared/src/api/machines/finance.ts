/**
 * State machines of the finance entities, as DOMAIN.md "Clients and contracts" and "Money"
 * declare them. An invoice's payment status is computed from its payments, so it has no machine.
 */
import { defineMachine } from '../machine';

export const contractOrderMachine = defineMachine({
  entity: 'contractOrder',
  module: 'finance',
  states: ['draft', 'active', 'expired', 'terminated'],
  initial: 'draft',
  actions: {
    activate: { from: ['draft'], to: 'active' },
    expire: { from: ['active'], to: 'expired', system: true },
    terminate: { from: ['active'], to: 'terminated', reason: 'required' },
  },
});

/** A suspended client's jobs cannot be published and its orders cannot be activated. */
export const clientMachine = defineMachine({
  entity: 'client',
  module: 'finance',
  states: ['active', 'suspended'],
  initial: 'active',
  actions: {
    suspend: { from: ['active'], to: 'suspended', reason: 'required' },
    reactivate: { from: ['suspended'], to: 'active', reason: 'optional' },
  },
});

/** Document status only; an issued invoice is corrected by a credit note, never edited. */
export const invoiceMachine = defineMachine({
  entity: 'invoice',
  module: 'finance',
  states: ['draft', 'issued', 'void'],
  initial: 'draft',
  actions: {
    issue: { from: ['draft'], to: 'issued' },
    void: { from: ['issued'], to: 'void', reason: 'required' },
  },
});

export const payrollMonthMachine = defineMachine({
  entity: 'payrollMonth',
  module: 'finance',
  states: ['open', 'calculating', 'review', 'approved', 'paid'],
  initial: 'open',
  actions: {
    // From review too: a reviewer who finds a wrong input fixes it and runs the month again;
    // only approval locks it (DOMAIN.md: corrections after approval go to the next month).
    calculate: { from: ['open', 'review'], to: 'calculating' },
    /** The payroll job finished. */
    calculated: { from: ['calculating'], to: 'review', system: true },
    /** The payroll job failed: the month is open again, its error kept for the page. */
    fail: { from: ['calculating'], to: 'open', system: true, reason: 'optional' },
    approve: { from: ['review'], to: 'approved' },
    pay: { from: ['approved'], to: 'paid' },
  },
});

export const incentiveSchemeMachine = defineMachine({
  entity: 'incentiveScheme',
  module: 'finance',
  states: ['draft', 'active', 'ended'],
  initial: 'draft',
  actions: {
    activate: { from: ['draft'], to: 'active' },
    end: { from: ['active'], to: 'ended', reason: 'optional' },
  },
});

/** Created `pending` by the criteria sweep. */
export const incentiveRecordMachine = defineMachine({
  entity: 'incentiveRecord',
  module: 'finance',
  states: ['pending', 'verified', 'credited', 'rejected'],
  initial: 'pending',
  actions: {
    verify: { from: ['pending'], to: 'verified' },
    credit: { from: ['verified'], to: 'credited' },
    reject: { from: ['pending', 'verified'], to: 'rejected', reason: 'required' },
  },
});

/** `requested` holds the funds; rejected, failed and cancelled release the hold. */
export const withdrawalMachine = defineMachine({
  entity: 'withdrawal',
  module: 'finance',
  states: ['requested', 'approved', 'processing', 'paid', 'rejected', 'failed', 'cancelled'],
  initial: 'requested',
  actions: {
    approve: { from: ['requested'], to: 'approved' },
    reject: { from: ['requested', 'approved'], to: 'rejected', reason: 'required' },
    process: { from: ['approved'], to: 'processing' },
    markPaid: { from: ['processing'], to: 'paid' },
    fail: { from: ['processing'], to: 'failed', reason: 'required' },
    /** Only the worker, while the request is still waiting (worker app). */
    cancel: { from: ['requested'], to: 'cancelled', system: true },
  },
});

/** Transaction appeal. */
export const appealMachine = defineMachine({
  entity: 'appeal',
  module: 'finance',
  states: ['submitted', 'under_review', 'accepted', 'rejected', 'closed'],
  initial: 'submitted',
  actions: {
    review: { from: ['submitted'], to: 'under_review' },
    accept: { from: ['under_review'], to: 'accepted', reason: 'optional' },
    reject: { from: ['under_review'], to: 'rejected', reason: 'required' },
    close: { from: ['accepted', 'rejected'], to: 'closed' },
  },
});

/**
 * A payroll item: a deduction (Employment Act s.27 type, the worker's consent) or back pay found
 * after a month was locked. Open until the payroll month that takes it in full is approved
 * (`settle`, system); a deduction the 50% cap held back stays open for the next month.
 */
export const payrollItemMachine = defineMachine({
  entity: 'payrollItem',
  module: 'finance',
  states: ['open', 'paid', 'cancelled'],
  initial: 'open',
  actions: {
    settle: { from: ['open'], to: 'paid', system: true },
    cancel: { from: ['open'], to: 'cancelled', reason: 'required' },
  },
});

export const financeMachines = [
  contractOrderMachine,
  clientMachine,
  invoiceMachine,
  payrollMonthMachine,
  incentiveSchemeMachine,
  incentiveRecordMachine,
  withdrawalMachine,
  appealMachine,
  payrollItemMachine,
] as const;
