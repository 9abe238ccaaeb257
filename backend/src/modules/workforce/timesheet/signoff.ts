/**
 * The client's sign-off link (DOMAIN.md "Timesheet"; issue 29). Every send records the rows the
 * client is sent (and what changed since the send before), sets the deadline, retires the
 * timesheet's earlier links and issues a new one: 32 random bytes, of which only the sha256 is
 * kept, bound to the version sent and expiring with the deadline. The mail goes out after the
 * commit (a rolled-back send mails nothing); a mail that cannot go out is an outbox row marked
 * failed, never a failed send.
 *
 * Using a link — approve or dispute — claims it with one conditional UPDATE (`used_at IS NULL`)
 * in the transaction of the transition, so of two submits of one link exactly one moves the
 * timesheet; the other finds the link used.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type TimesheetChanges,
  type TimesheetSignoffDisputeBody,
  type TimesheetSignoffView,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { maskNric } from '@shiftdesk/shared/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../../core/base/errors';
import type { Actor } from '../../../core/data/audit-trail';
import type { Caller } from '../../../core/data/caller';
import { getBrandName } from '../../../core/data/params';
import { transition, transitionMany } from '../../../core/data/transition';
import { afterCommit, type Tx } from '../../../core/data/unit-of-work';
import type { Storage } from '../../../core/files/storage';
import { sendMail } from '../../../core/mail/send';
import type { Db } from '../../../db/client';
import {
  finClient,
  finContractDept,
  sysConfig,
  wfTimesheet,
  wfTimesheetLink,
  wfWorker,
  wfWorkRecord,
} from '../../../db/schema';
import { addComments, commentsOf } from './comments';
import { timesheetPdf } from './documents';
import { changesOf, type SentRows, sentRowOf, storeSend } from './sent-rows';
import { getTimesheet, signTimesheet } from './service';
import { composeSignoffMail } from './signoff-mail';

/** The public page the link opens (built by the website remote). */
export const SIGNOFF_PAGE = '/admin/website/timesheet/sign';

export const SIGNOFF_KEYS = {
  approvalDays: 'workforce.timesheet.approvalDays',
  reminderHours: 'workforce.timesheet.reminderHours',
  publicUrl: 'sys.site.publicUrl',
} as const;
const DEFAULTS = { approvalDays: 3, reminderHours: 24 };

/** What a send or reminder mails after the commit. */
export interface PendingLink {
  timesheetId: number;
  token: string;
  deadline: Date;
  kind: 'timesheet.send' | 'timesheet.reminder';
  changes: TimesheetChanges | null;
}

/** What mailing needs besides the database: where `.eml` files go, the storage logos are read from. */
export interface SignoffHost {
  db: Db;
  dataDir: string;
  storage: Storage;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The sign-off parameters, read in the caller's transaction (the values in force when it sends). */
export async function signoffParams(tx: Db | Tx) {
  const rows = await tx
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .where(inArray(sysConfig.configKey, Object.values(SIGNOFF_KEYS)));
  const get = (k: string) => rows.find((r) => r.k === k)?.v.trim() ?? '';
  const positive = (k: string, fallback: number) => {
    const n = Number(get(k));
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    approvalDays: positive(SIGNOFF_KEYS.approvalDays, DEFAULTS.approvalDays),
    reminderHours: positive(SIGNOFF_KEYS.reminderHours, DEFAULTS.reminderHours),
    publicUrl: get(SIGNOFF_KEYS.publicUrl).replace(/\/+$/, ''),
  };
}

/**
 * Retires the timesheet's open links and issues a new one for its current version. Answers the
 * token: the one moment it exists outside the recipient's mailbox.
 */
async function issueLink(
  tx: Tx,
  timesheetId: number,
  expiresAt: Date,
  createdBy: number | null,
  at: Date,
): Promise<string> {
  await tx
    .update(wfTimesheetLink)
    .set({ usedAt: at, usedFor: 'superseded' })
    .where(and(eq(wfTimesheetLink.timesheetId, timesheetId), isNull(wfTimesheetLink.usedAt)));
  const [t] = await tx
    .select({ version: wfTimesheet.version })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, timesheetId));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(wfTimesheetLink).values({
    timesheetId,
    tokenHash: hashToken(token),
    version: t.version,
    email: (await recipientOf(tx, timesheetId)).slice(0, 254),
    expiresAt,
    createdBy,
  });
  return token;
}

/** The contract department's approver, else the client's billing address ('' when neither). */
async function recipientOf(db: Db | Tx, timesheetId: number): Promise<string> {
  const [r] = await db
    .select({ approver: finContractDept.approverEmail, billing: finClient.billingEmail })
    .from(wfTimesheet)
    .innerJoin(finContractDept, eq(finContractDept.id, wfTimesheet.contractDeptId))
    .innerJoin(finClient, eq(finClient.id, wfTimesheet.clientId))
    .where(eq(wfTimesheet.id, timesheetId));
  return (r?.approver.trim() || r?.billing.trim()) ?? '';
}

/**
 * The send's part after the totals were summed again (in the send's transaction): the rows as
 * sent, the deadline, a new link; the mail is queued for after the commit.
 */
export async function recordSend(
  tx: Tx,
  host: SignoffHost,
  timesheetId: number,
  caller: Caller,
  origin: string,
  at = new Date(),
): Promise<PendingLink> {
  const params = await signoffParams(tx);
  const [t] = await tx
    .select({ sentRows: wfTimesheet.sentRows })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, timesheetId));
  const sheet = await getTimesheet(tx, timesheetId);
  const current: SentRows = Object.fromEntries(sheet.records.map((r) => [String(r.id), sentRowOf(r)]));
  const { stored, changes } = storeSend(t.sentRows, current);
  const deadline = new Date(at.getTime() + params.approvalDays * 24 * 3600_000);
  await tx
    .update(wfTimesheet)
    .set({ sentRows: stored, deadlineAt: deadline, remindedAt: null })
    .where(eq(wfTimesheet.id, timesheetId));
  const token = await issueLink(tx, timesheetId, deadline, caller.actor.id, at);
  const pending: PendingLink = { timesheetId, token, deadline, kind: 'timesheet.send', changes };
  afterCommit(tx, () => mailLink(host, pending, caller, params.publicUrl || origin).then(() => undefined));
  return pending;
}

/** Mails a link (after the commit). Never throws: what went wrong is the outbox row's error. */
export async function mailLink(host: SignoffHost, p: PendingLink, caller: Caller, baseUrl: string) {
  const { db } = host;
  const sheet = await getTimesheet(db, p.timesheetId);
  let pdf: Buffer | null = null;
  try {
    pdf = await timesheetPdf(db, host.storage, p.timesheetId);
  } catch {
    // The link shows the same rows; the mail still goes out, saying the PDF is missing.
  }
  const mail = composeSignoffMail({
    sheet,
    link: `${baseUrl}${SIGNOFF_PAGE}?token=${encodeURIComponent(p.token)}`,
    deadline: p.deadline,
    reminder: p.kind === 'timesheet.reminder',
    changes: p.changes,
    brand: await getBrandName(db),
    pdfMissing: !pdf,
  });
  return sendMail(
    { db, dataDir: host.dataDir },
    {
      to: await recipientOf(db, p.timesheetId),
      ...mail,
      attachments: pdf ? [{ filename: `${sheet.number}.pdf`, content: pdf, contentType: 'application/pdf' }] : [],
      kind: p.kind,
      entity: 'timesheet',
      entityId: p.timesheetId,
      caller,
    },
  );
}

type LinkRow = typeof wfTimesheetLink.$inferSelect;

/** A link that may still be used, with its timesheet; refusals name why (404, 410, 409). */
async function openLink(db: Db | Tx, token: string, at = new Date()): Promise<LinkRow> {
  const [link] = await db
    .select()
    .from(wfTimesheetLink)
    .where(eq(wfTimesheetLink.tokenHash, hashToken(token)));
  if (!link) throw new NotFoundError('timesheet.linkInvalid');
  if (link.usedAt) {
    if (link.usedFor === 'expired') throw new AppError(410, 'timesheet.linkExpired');
    // A newer mail replaced it: the timesheet changed or a reminder went out.
    if (link.usedFor === 'superseded') throw new AppError(410, 'timesheet.linkStale');
    throw new AppError(410, 'timesheet.linkUsed');
  }
  if (link.expiresAt.getTime() <= at.getTime()) throw new AppError(410, 'timesheet.linkExpired');
  const [t] = await db
    .select({ version: wfTimesheet.version, status: wfTimesheet.status })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, link.timesheetId));
  if (!t || t.version !== link.version || t.status !== 'sent_to_client') throw new ConflictError('timesheet.linkStale');
  return link;
}

/** Marks the link used; false when another submit got there first. */
async function claimLink(tx: Tx, link: LinkRow, usedFor: 'approve' | 'dispute'): Promise<void> {
  const claimed = await tx
    .update(wfTimesheetLink)
    .set({ usedAt: new Date(), usedFor })
    .where(and(eq(wfTimesheetLink.id, link.id), isNull(wfTimesheetLink.usedAt)))
    .returning({ id: wfTimesheetLink.id });
  if (!claimed.length) throw new AppError(410, 'timesheet.linkUsed');
}

/** The client as the History names them: no account, the name they typed, the link. */
const clientActor = (signer: string): Actor => ({ id: null, name: `client (link): ${signer.trim()}`.slice(0, 64) });

/** What the link shows: the rows the client signs, NRICs masked, no pay and no internal notes. */
export async function signoffView(db: Db, token: string): Promise<TimesheetSignoffView> {
  const link = await openLink(db, token);
  const sheet = await getTimesheet(db, link.timesheetId);
  const [t] = await db
    .select({ sentRows: wfTimesheet.sentRows })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, link.timesheetId));
  const nrics = await db
    .select({ id: wfWorkRecord.id, nric: wfWorker.nric })
    .from(wfWorkRecord)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkRecord.workerId))
    .where(eq(wfWorkRecord.timesheetId, link.timesheetId))
    .orderBy(asc(wfWorkRecord.id));
  const masked = new Map(nrics.map((n) => [n.id, maskNric(n.nric)]));
  return {
    number: sheet.number,
    clientName: sheet.clientName,
    deptName: sheet.deptName,
    period: sheet.period,
    periodFrom: sheet.periodFrom,
    periodTo: sheet.periodTo,
    status: sheet.status,
    version: sheet.version,
    deadlineAt: sheet.deadlineAt ?? null,
    totals: {
      recordCount: sheet.recordCount,
      billMinutes: sheet.billMinutes,
      billNormalMinutes: sheet.billNormalMinutes,
      billOtMinutes: sheet.billOtMinutes,
      phMinutes: sheet.phMinutes,
      billAmount: sheet.billAmount,
    },
    rows: sheet.records.map((r) => ({
      workRecordId: r.id,
      workerName: r.workerName,
      nricMasked: masked.get(r.id) ?? '',
      shiftDate: r.shiftDate,
      clockInAt: r.clockInAt,
      clockOutAt: r.clockOutAt,
      breakMinutes: r.breakMinutes,
      billMinutes: r.billMinutes,
      otMinutes: r.otMinutes,
      phMinutes: r.phMinutes,
      billAmount: r.billAmount,
    })),
    lastChanges: changesOf(t.sentRows),
    comments: await commentsOf(db, link.timesheetId),
  };
}

/** The client approves through the link: the same sign-off as staff record, by the client. */
export async function approveByLink(
  tx: Tx,
  storage: Storage,
  b: { token: string; signerName: string; signature: string },
) {
  const link = await openLink(tx, b.token);
  await claimLink(tx, link, 'approve');
  return signTimesheet(tx, storage, {
    id: link.timesheetId,
    signerName: b.signerName,
    signature: b.signature,
    version: link.version,
    actor: clientActor(b.signerName),
    via: 'link',
  });
}

/** The client disputes through the link: the reason on the sheet, and comments per row. */
export async function disputeByLink(tx: Tx, b: TimesheetSignoffDisputeBody) {
  const signer = b.signerName.trim();
  if (!signer) throw new BadRequestError('timesheet.signerRequired');
  const comment = b.comment.trim();
  if (!comment) throw new BadRequestError('timesheet.commentRequired');
  const link = await openLink(tx, b.token);
  const rows = (b.rows ?? [])
    .map((r) => ({ workRecordId: r.workRecordId, comment: r.comment.trim() }))
    .filter((r) => r.comment);
  if (rows.length) {
    const ids = [...new Set(rows.map((r) => r.workRecordId))];
    const mine = await tx
      .select({ id: wfWorkRecord.id })
      .from(wfWorkRecord)
      .where(and(inArray(wfWorkRecord.id, ids), eq(wfWorkRecord.timesheetId, link.timesheetId)));
    const known = new Set(mine.map((m) => m.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new BadRequestError('timesheet.commentRowUnknown', { id: unknown });
  }
  await claimLink(tx, link, 'dispute');
  const actor = clientActor(signer);
  const moved = await transition(tx, {
    machine: timesheetMachine,
    table: wfTimesheet,
    id: link.timesheetId,
    action: 'dispute',
    actor,
    reason: comment,
    patch: { reason: comment.slice(0, 1000), updatedAt: new Date() },
    data: { signerName: signer, via: 'link', rows: rows.map((r) => r.workRecordId) },
  });
  await addComments(tx, link.timesheetId, link.version, { name: signer, fromClient: true, userId: null }, [
    { workRecordId: null, comment },
    ...rows,
  ]);
  return moved;
}

/** Staff dispute: the reason is kept as a whole-sheet comment too, so both sides read one thread. */
export async function recordStaffComment(tx: Tx, timesheetId: number, caller: Caller, reason: string) {
  if (!reason.trim()) return;
  const [t] = await tx
    .select({ version: wfTimesheet.version })
    .from(wfTimesheet)
    .where(eq(wfTimesheet.id, timesheetId));
  await addComments(
    tx,
    timesheetId,
    t.version,
    { name: caller.actor.name, fromClient: false, userId: caller.actor.id },
    [{ workRecordId: null, comment: reason.trim() }],
  );
}

/**
 * The deadline clock (every few minutes, as the system): timesheets still unsigned at their
 * deadline are approved automatically (their open links expire with them); those within the
 * reminder window get one reminder, with a fresh link (the old one's token is not kept, so it
 * cannot be mailed again) of the same deadline. Answers the ids moved and reminded.
 */
export async function timesheetDeadlines(tx: Tx, host: SignoffHost, at: Date, caller: Caller) {
  const params = await signoffParams(tx);
  const due = await tx
    .select({ id: wfTimesheet.id })
    .from(wfTimesheet)
    .where(and(eq(wfTimesheet.status, 'sent_to_client'), sql`${wfTimesheet.deadlineAt} <= ${at}`))
    .orderBy(asc(wfTimesheet.id));
  const ids = due.map((d) => d.id);
  if (ids.length) {
    await transitionMany(tx, {
      machine: timesheetMachine,
      table: wfTimesheet,
      ids,
      action: 'autoApprove',
      actor: caller.actor,
      reason: 'The client did not answer by the deadline',
      patch: { version: sql`${wfTimesheet.version} + 1`, updatedAt: at },
      data: { automatic: true },
    });
    await tx
      .update(wfTimesheetLink)
      .set({ usedAt: at, usedFor: 'expired' })
      .where(and(inArray(wfTimesheetLink.timesheetId, ids), isNull(wfTimesheetLink.usedAt)));
  }
  const windowEnd = new Date(at.getTime() + params.reminderHours * 3600_000);
  // Claimed with the reminder mark itself: a second run (or instance) finds them reminded.
  const remind = await tx
    .update(wfTimesheet)
    .set({ remindedAt: at })
    .where(
      and(
        eq(wfTimesheet.status, 'sent_to_client'),
        isNull(wfTimesheet.remindedAt),
        sql`${wfTimesheet.deadlineAt} > ${at}`,
        sql`${wfTimesheet.deadlineAt} <= ${windowEnd}`,
      ),
    )
    .returning({ id: wfTimesheet.id, deadline: wfTimesheet.deadlineAt });
  remind.sort((a, b) => a.id - b.id);
  for (const r of remind) {
    const deadline = r.deadline as Date;
    const token = await issueLink(tx, r.id, deadline, caller.actor.id, at);
    const pending: PendingLink = { timesheetId: r.id, token, deadline, kind: 'timesheet.reminder', changes: null };
    afterCommit(tx, () =>
      mailLink(host, pending, caller, params.publicUrl || fallbackOrigin(host.db)).then(() => undefined),
    );
  }
  return { approved: ids, reminded: remind.map((r) => r.id) };
}

/**
 * The origin links are built on when `sys.site.publicUrl` is empty: the address staff last sent
 * from on this instance (a reminder has no request of its own), else localhost.
 */
const origins = new WeakMap<Db, string>();
export function rememberOrigin(db: Db, origin: string): void {
  origins.set(db, origin);
}
export function fallbackOrigin(db: Db): string {
  return origins.get(db) ?? 'http://localhost';
}
