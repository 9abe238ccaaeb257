/**
 * State machines of the workforce entities, as DOMAIN.md "Workers" and "Jobs, bookings, work
 * records" declare them. Automatic moves (sweeps, timers, other services) are `system` actions.
 */
import { defineMachine } from '../machine';

export const workerMachine = defineMachine({
  entity: 'worker',
  module: 'workforce',
  states: ['pending_verification', 'active', 'suspended', 'banned', 'inactive', 'blacklisted'],
  initial: 'pending_verification',
  actions: {
    verify: { from: ['pending_verification'], to: 'active' },
    suspend: { from: ['active'], to: 'suspended', reason: 'required' },
    reinstate: { from: ['suspended'], to: 'active', reason: 'optional' },
    /** Set by an active ban record (staff or the automatic no-show ban). */
    ban: { from: ['active'], to: 'banned', system: true },
    /** The last active ban expired or was lifted. */
    unban: { from: ['banned'], to: 'active', system: true },
    deactivate: { from: ['active'], to: 'inactive', reason: 'optional' },
    reactivate: { from: ['inactive'], to: 'active' },
    blacklist: {
      from: ['pending_verification', 'active', 'suspended', 'banned', 'inactive'],
      to: 'blacklisted',
      reason: 'required',
    },
  },
});

/** The sign-up; `approve` creates the worker. */
export const applicantMachine = defineMachine({
  entity: 'applicant',
  module: 'workforce',
  states: ['submitted', 'screening', 'approved', 'rejected', 'withdrawn'],
  initial: 'submitted',
  actions: {
    screen: { from: ['submitted'], to: 'screening' },
    approve: { from: ['screening'], to: 'approved' },
    reject: { from: ['submitted', 'screening'], to: 'rejected', reason: 'required' },
    /** The applicant withdrew (public sign-up pages). */
    withdraw: { from: ['submitted', 'screening'], to: 'withdrawn', system: true },
  },
});

export const workerCertificateMachine = defineMachine({
  entity: 'workerCertificate',
  module: 'workforce',
  states: ['pending', 'verified', 'rejected', 'expired'],
  initial: 'pending',
  actions: {
    verify: { from: ['pending'], to: 'verified' },
    reject: { from: ['pending'], to: 'rejected', reason: 'required' },
    expire: { from: ['verified'], to: 'expired', system: true },
  },
});

/** Approval excuses the linked no-shows. */
export const medicalLeaveMachine = defineMachine({
  entity: 'medicalLeave',
  module: 'workforce',
  states: ['submitted', 'approved', 'rejected'],
  initial: 'submitted',
  actions: {
    approve: { from: ['submitted'], to: 'approved' },
    reject: { from: ['submitted'], to: 'rejected', reason: 'required' },
  },
});

export const banRecordMachine = defineMachine({
  entity: 'banRecord',
  module: 'workforce',
  states: ['active', 'expired', 'lifted'],
  initial: 'active',
  actions: {
    expire: { from: ['active'], to: 'expired', system: true },
    lift: { from: ['active'], to: 'lifted', reason: 'required' },
  },
});

/** Approval credits the wallet. */
export const allowanceMachine = defineMachine({
  entity: 'allowance',
  module: 'workforce',
  states: ['pending', 'approved', 'rejected'],
  initial: 'pending',
  actions: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected', reason: 'required' },
  },
});

export const jobMachine = defineMachine({
  entity: 'job',
  module: 'workforce',
  states: ['draft', 'published', 'filled', 'in_progress', 'completed', 'closed', 'cancelled'],
  initial: 'draft',
  actions: {
    publish: { from: ['draft'], to: 'published' },
    /** Confirmed bookings reached the headcount. */
    fill: { from: ['published'], to: 'filled', system: true },
    /** A confirmed booking went away, so a slot is open again. */
    unfill: { from: ['filled'], to: 'published', system: true },
    /** At the shift's start, filled or not. */
    start: { from: ['published', 'filled'], to: 'in_progress', system: true },
    /** Every work record is closed. */
    complete: { from: ['in_progress'], to: 'completed', system: true },
    close: { from: ['completed'], to: 'closed' },
    cancel: { from: ['draft', 'published', 'filled'], to: 'cancelled', reason: 'required' },
  },
});

export const bookingMachine = defineMachine({
  entity: 'booking',
  module: 'workforce',
  states: ['pending', 'confirmed', 'rejected', 'waitlisted', 'cancelled', 'converted'],
  initial: 'pending',
  actions: {
    confirm: { from: ['pending', 'waitlisted'], to: 'confirmed' },
    reject: { from: ['pending', 'waitlisted'], to: 'rejected', reason: 'optional' },
    waitlist: { from: ['pending'], to: 'waitlisted' },
    /** Not re-confirmed 36–16 h before the start: back to the waitlist. */
    release: { from: ['confirmed'], to: 'waitlisted', system: true },
    cancel: { from: ['confirmed'], to: 'cancelled', reason: 'required' },
    /** Its work record was created. */
    convert: { from: ['confirmed'], to: 'converted', system: true },
  },
});

export const workRecordMachine = defineMachine({
  entity: 'workRecord',
  module: 'workforce',
  states: [
    'scheduled',
    'clocked_in',
    'clocked_out',
    'pending_verification',
    'verified',
    'rejected',
    'credited',
    'paid',
    'no_show',
    'excused',
    'cancelled',
    'disputed',
  ],
  initial: 'scheduled',
  actions: {
    // Workers punch in the worker app; staff never edit punches, they adjust with a reason.
    clockIn: { from: ['scheduled'], to: 'clocked_in', system: true },
    clockOut: { from: ['clocked_in'], to: 'clocked_out', system: true },
    submit: { from: ['clocked_out'], to: 'pending_verification', system: true },
    /**
     * Staff set the punches with a reason (PUT workRecord/edit): a phoned-in back-fill, a missed
     * punch, a correction after a rejection, or of a verified record (not yet on a timesheet the
     * client has, e.g. while the client disputes it). The numbers are computed again and the
     * record is verified again. A no-show is adjustable too: the sweep marks a shift without an
     * app clock-in an hour after its start, so a supervisor's phoned-in punches or the client's
     * sign-in sheet always arrive after it; the no-show's penalty is then reversed.
     */
    adjust: {
      from: ['scheduled', 'clocked_in', 'clocked_out', 'pending_verification', 'rejected', 'verified', 'no_show'],
      to: 'pending_verification',
      reason: 'required',
    },
    verify: { from: ['pending_verification'], to: 'verified' },
    reject: { from: ['pending_verification'], to: 'rejected', reason: 'required' },
    /** Posted to the wallet (the grant list). */
    credit: { from: ['verified'], to: 'credited' },
    /** Its payroll month closed. */
    pay: { from: ['credited'], to: 'paid', system: true },
    /** No clock-in by start + no-show minutes. */
    markNoShow: { from: ['scheduled'], to: 'no_show', system: true },
    /** An approved MC or an accepted appeal. */
    excuse: { from: ['no_show'], to: 'excused', reason: 'required' },
    cancel: { from: ['scheduled'], to: 'cancelled', reason: 'required' },
    /**
     * A worker's appeal against the record's credit opened / was decided (finance/appeal). An
     * appeal is only open within hours of the credit, so the record it disputes is credited; the
     * decision returns it there (an accepted amount is a separate ledger entry and payslip line).
     */
    dispute: { from: ['credited'], to: 'disputed', system: true },
    resolve: { from: ['disputed'], to: 'credited', system: true },
  },
});

export const timesheetMachine = defineMachine({
  entity: 'timesheet',
  module: 'workforce',
  states: ['draft', 'sent_to_client', 'approved', 'disputed', 'auto_approved', 'invoiced'],
  initial: 'draft',
  actions: {
    send: { from: ['draft', 'disputed'], to: 'sent_to_client' },
    approve: { from: ['sent_to_client'], to: 'approved' },
    dispute: { from: ['sent_to_client'], to: 'disputed', reason: 'required' },
    /** The client's deadline passed without an answer. */
    autoApprove: { from: ['sent_to_client'], to: 'auto_approved', system: true },
    /** Its invoice was generated; locked from here. */
    invoice: { from: ['approved', 'auto_approved'], to: 'invoiced', system: true },
  },
});

export const workforceMachines = [
  workerMachine,
  applicantMachine,
  workerCertificateMachine,
  medicalLeaveMachine,
  banRecordMachine,
  allowanceMachine,
  jobMachine,
  bookingMachine,
  workRecordMachine,
  timesheetMachine,
] as const;
