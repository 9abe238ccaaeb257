/**
 * Demo certificates, through the services: the certificate types first (before the finance demo,
 * whose positions name the types they require), then certificates for about 150 demo workers in
 * every state — pending, verified (some expiring this month), rejected, expired — each with a
 * small file in the storage so the preview and download work.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { DomainEventBus } from '../core/base/events';
import { LocalStorage, type Storage } from '../core/files/storage';
import { type Tx, withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { wfWorker } from '../db/schema';
import { addCertificateType } from '../modules/workforce/certificate-type/service';
import {
  addWorkerCertificate,
  expireCertificates,
  moveWorkerCertificate,
} from '../modules/workforce/worker-certificate/service';
import { addWorkerDocument } from '../modules/workforce/worker-document/service';

/** The finance demo's positions require some of these by name (demo-finance.ts). */
const TYPES: [name: string, description: string, expires: boolean, blocks: boolean, issuer: string, years: number][] = [
  ['Food Hygiene', 'WSQ Follow Food & Beverage Safety and Hygiene Policies and Procedures (SFA)', true, true, 'SkillsFuture Singapore', 5],
  ['Basic Safety Course', 'Workplace Safety and Health basic safety orientation', false, true, 'Ministry of Manpower', 0],
  ['Forklift', 'Operate Forklift (WSQ), licensed forklift operation', true, true, 'SkillsFuture Singapore', 5],
  ['Class 3 Driving Licence', 'Singapore Class 3 driving licence (vans up to 3,500 kg)', true, true, 'Singapore Police Force', 10],
  ['First Aid / CPR-AED', 'Standard First Aid with CPR and AED (SRFAC accredited)', true, true, 'Singapore Red Cross', 2],
  ['Basic Patient Care', 'Assist in basic patient care for healthcare support staff', false, true, 'Ministry of Health', 0],
  ['WSQ Security', 'Security officer licence modules under the Security PWM', true, true, 'Police Licensing & Regulatory Department', 2],
  ['Work at Height', 'Work at Height course for workers', true, false, 'Ministry of Manpower', 3],
];

const DOCUMENTS = ['Employment contract', 'Work pass letter', 'Bank statement', 'Medical check-up report'];

const ctxOf = (db: Db) => ({ db, events: new DomainEventBus() });

/** The certificate types; returns their ids in TYPES order. */
export async function seedDemoCertificateTypes(db: Db, owner: Caller = SYSTEM_CALLER): Promise<number[]> {
  return withTransaction(ctxOf(db), async (tx) => {
    const ids: number[] = [];
    for (const [name, description, expires, blocksEligibility] of TYPES)
      ids.push(await addCertificateType(tx, owner, { name, description, expires, blocksEligibility }));
    return ids;
  });
}

const pdf = (title: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/** One scan-like image for every image certificate (drawn once: the demo makes hundreds). */
let photo: Promise<Buffer> | undefined;
const photoOnce = () =>
  (photo ??= sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8f1fb' } })
    .png()
    .toBuffer());

async function putFile(storage: Storage, kind: string, i: number, title: string): Promise<string> {
  const image = i % 3 === 0;
  const key = `${kind}/${crypto.randomBytes(16).toString('hex')}.${image ? 'png' : 'pdf'}`;
  const body = image ? await photoOnce() : pdf(title);
  await storage.put(key, body, { contentType: image ? 'image/png' : 'application/pdf' });
  return key;
}

/**
 * Certificates for the first ~150 demo workers and a few extra documents; nothing when there are
 * no workers yet. `storage` is the app's (main.ts); without one (tests) files go to a scratch folder.
 */
export async function seedDemoWorkerCertificates(
  db: Db,
  opts: { owner?: Caller; storage?: Storage; now?: Date; typeIds?: number[] } = {},
): Promise<number> {
  const owner = opts.owner ?? SYSTEM_CALLER;
  const storage = opts.storage ?? new LocalStorage(path.join(os.tmpdir(), 'shiftdesk-demo-files'));
  const today = sgDate(opts.now ?? new Date());
  const workers = await db.select({ id: wfWorker.id, name: wfWorker.name }).from(wfWorker).orderBy(asc(wfWorker.id)).limit(150);
  if (!workers.length) return 0;
  const typeIds = opts.typeIds ?? (await seedDemoCertificateTypes(db, owner));
  let made = 0;
  await withTransaction(ctxOf(db), async (tx: Tx) => {
    for (const [i, w] of workers.entries()) {
      // One to three certificates a worker, of different types.
      for (let k = 0; k < 1 + (i % 3); k++) {
        const t = (i + k * 3) % TYPES.length;
        const [name, , expires, , issuer, years] = TYPES[t];
        const kind = (i * 7 + k) % 20; // 0–3 pending, 4 rejected, 5–7 expired, 8–11 expiring soon, rest verified
        const expiresOn = !expires
          ? null
          : kind >= 5 && kind <= 7
            ? addDays(today, -((i % 40) + 5))
            : kind >= 8 && kind <= 11
              ? addDays(today, [0, 3, 7, 12, 20, 27][i % 6])
              : addDays(today, 60 + ((i * 37) % 900));
        const issuedOn = addDays(expiresOn ?? today, -Math.max(1, years) * 365);
        const id = await addWorkerCertificate(tx, storage, owner, {
          workerId: w.id,
          typeId: typeIds[t],
          number: `${name.replace(/[^A-Z]/g, '') || 'C'}-${String(100000 + i * 10 + k)}`,
          issuer,
          issuedOn,
          expiresOn: expiresOn ?? undefined,
          fileKey: await putFile(storage, 'workerCertificate', i + k, `${name} - ${w.name}`),
        });
        made++;
        if (kind <= 3) continue;
        if (kind === 4) {
          await moveWorkerCertificate(tx, owner.actor, id, 'reject', 'The name on the certificate does not match the NRIC');
          continue;
        }
        await moveWorkerCertificate(tx, owner.actor, id, 'verify');
      }
      if (i % 10 === 0) {
        const title = DOCUMENTS[(i / 10) % DOCUMENTS.length];
        await addWorkerDocument(tx, storage, owner, {
          workerId: w.id,
          title,
          fileKey: await putFile(storage, 'workerDocument', i, `${title} - ${w.name}`),
        });
      }
    }
    // Verified certificates already past their date go the way the daily sweep takes them.
    await expireCertificates(tx, today);
  });
  return made;
}
