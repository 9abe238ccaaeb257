/**
 * The website's sign-up (`POST pub/website/apply`, no login): a job seeker becomes an applicant
 * (source `website`) the back office screens. Checked like a worker (NRIC / FIN checksum, age,
 * residency papers) so that approval cannot fail on the fields later; consent to the privacy
 * notice is required and its time kept. A person already waiting for screening, or already a
 * worker, is answered kindly and the same way in both cases, and nothing new is stored. A new
 * applicant gets the APPLICANT_RECEIVED SMS, once.
 */
import type { PublicApplyBody, PublicApplyResult } from '@shiftdesk/shared/api';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../core/data/audit-trail';
import { type Lang, t } from '../../../core/base/i18n';
import { ValidationError } from '../../../core/base/errors';
import type { Caller } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfApplicant } from '../../../db/schema';
import { getPublicJob } from '../job/public';
import { checkedWorker, findDuplicateWorker } from '../worker/values';
import { queueSms } from '../sms/queue';
import { addApplicant } from './service';

/** Who the audit names for a sign-up nobody on the staff made. */
export const WEBSITE_ACTOR: Actor = { id: null, name: 'website' };

/** The job of interest must still be on the board (404 `publicJob.notFound` otherwise): its title. */
export async function checkJobOfInterest(db: Db, code: string | undefined): Promise<string | null> {
  return code ? (await getPublicJob(db, code)).title : null;
}

export async function applyFromWebsite(
  tx: Tx,
  lang: Lang,
  b: PublicApplyBody,
  jobTitle: string | null = null,
  now = new Date(),
): Promise<PublicApplyResult & { applicantId: number | null }> {
  if (b.consent !== true) {
    const message = t(lang, 'applicant.consentRequired');
    throw new ValidationError([{ field: 'body.consent', message }], message);
  }
  const caller: Caller = { actor: WEBSITE_ACTOR, deptId: null, lang };
  // Checked before anything is looked up: a bad NRIC is a field error, never "already known".
  const { nric, phone } = checkedWorker(caller, { ...b, engagementType: 'contractor', email: b.email ?? '' });
  // Two submits of the same form at once must not make two sign-ups: one waits for the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`applicant:${nric}`}))`);
  const [waiting] = await tx
    .select({ id: wfApplicant.id })
    .from(wfApplicant)
    .where(
      and(
        or(eq(wfApplicant.nric, nric), eq(wfApplicant.phone, phone)),
        inArray(wfApplicant.status, ['submitted', 'screening']),
      ),
    )
    .limit(1);
  if (waiting || (await findDuplicateWorker(tx, { nric, phone }))) return { result: 'alreadyKnown', applicantId: null };

  const id = await addApplicant(
    tx,
    caller,
    { ...b, email: b.email ?? '', source: 'website' },
    { jobCode: b.jobCode ?? '', consentAt: now },
  );
  // The applicant hears that we have it, once (the log's event key), in the form's language.
  await queueSms(tx, {
    code: 'APPLICANT_RECEIVED',
    key: `APPLICANT_RECEIVED:applicant:${id}`,
    phone,
    lang,
    vars: { name: b.name.trim(), jobTitle: jobTitle ?? '' },
  });
  return { result: 'received', applicantId: id };
}
