/**
 * Demo workers and applicants (DEMO=1), made through the workforce services so every record
 * passes the same checks and leaves the same History as one made on the pages: ~300 workers
 * with Chinese, Malay, Indian and expat names, valid NRICs/FINs by the checksum rule, in every
 * residency and every state, and sign-ups in every state (approved ones became workers).
 * Set-based where the services allow (one INSERT per 500 workers, one UPDATE per state move),
 * so the seed stays fast. Deterministic: the same names and numbers on every install.
 *
 * Other workforce parts add their demo data after the workers exist: append a function to
 * WORKFORCE_DEMO_EXTRAS (their own file, e.g. demo-workforce-certificate.ts).
 */
import type { WorkerAddBody } from '@shiftdesk/shared/api';
import { nricCheckLetter, sgDate } from '@shiftdesk/shared/rules';
import { inArray, sql } from 'drizzle-orm';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { DomainEventBus } from '../core/base/events';
import { type Tx, withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { wfWorker } from '../db/schema';
import { addApplicant, moveApplicant } from '../modules/workforce/applicant/service';
import { moveWorkers } from '../modules/workforce/worker/service';
import { checkedWorker } from '../modules/workforce/worker/values';
import { writeWorkers } from '../modules/workforce/worker-import/service';

export interface DemoWorker {
  id: number;
  name: string;
  status: string;
  residency: string;
}

export interface WorkforceDemoContext {
  tx: Tx;
  owner: Caller;
  now: Date;
  workers: DemoWorker[];
}

/** Demo data of the other workforce parts, run in order after the workers exist. */
export const WORKFORCE_DEMO_EXTRAS: ((c: WorkforceDemoContext) => Promise<void>)[] = [];

const CHINESE_FIRST = ['Wei Ling', 'Jun Jie', 'Hui Min', 'Zhi Hao', 'Mei Ling', 'Kai Xiang', 'Xin Yi', 'Jia Hui', 'Boon Keng', 'Siew Ling', 'Ah Kow', 'Li Ting'];
const CHINESE_LAST = ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo'];
const MALAY_MEN = ['Muhammad Faizal', 'Ahmad Syafiq', 'Mohamed Irfan', 'Haziq', 'Hafiz', 'Amirul', 'Zulkifli', 'Imran'];
const MALAY_WOMEN = ['Nur Aisyah', 'Siti Nurhaliza', 'Nurul Huda', 'Farhana', 'Aishah', 'Syafiqah', 'Nadia', 'Zarina'];
const MALAY_FATHERS = ['Ismail', 'Rahman', 'Osman', 'Hassan', 'Yusof', 'Salleh', 'Abdullah', 'Ibrahim', 'Ahmad', 'Rashid'];
const INDIAN_MEN = ['Rajesh Kumar', 'Suresh', 'Arjun', 'Vikram', 'Karthik', 'Ganesh', 'Ravi', 'Prakash'];
const INDIAN_WOMEN = ['Priya', 'Kavitha', 'Deepa', 'Lakshmi', 'Anitha', 'Meena', 'Revathi', 'Shalini'];
const INDIAN_FATHERS = ['Subramaniam', 'Ramasamy', 'Muthu', 'Krishnan', 'Pillai', 'Nair', 'Rajan', 'Govindasamy'];
const EXPAT: [name: string, nationality: string][] = [
  ['Nguyen Van An', 'Vietnamese'],
  ['Maria Santos', 'Filipino'],
  ['Budi Santoso', 'Indonesian'],
  ['Tan Chee Keong', 'Malaysian'],
  ['Aung Kyaw', 'Myanmar'],
  ['Sarah Thompson', 'British'],
  ['Li Wei', 'Chinese'],
  ['Md Rahim Uddin', 'Bangladeshi'],
];
const SKILLS = ['service crew', 'barista', 'kitchen', 'event crew', 'usher', 'retail', 'warehouse', 'forklift', 'driver', 'patient care'];
const BANKS = ['DBS', 'OCBC', 'UOB', 'POSB', 'Maybank'];
const PASSES = ['wp', 'spass', 'ep', 'dp', 'student'] as const;

/** A deterministic generator (mulberry32), so every install gets the same demo people. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];
const nricOf = (prefix: 'S' | 'T' | 'F' | 'G' | 'M', n: number) => {
  const d = String(n).padStart(7, '0');
  return `${prefix}${d}${nricCheckLetter(prefix, d)}`;
};

/** The i-th demo person as a worker form (residency: 60% citizens, 15% PRs, 25% foreigners). */
function person(i: number, r: () => number, year: number, applicant = false): WorkerAddBody {
  const kind = i % 20 < 12 ? 'citizen' : i % 20 < 15 ? 'pr' : 'foreigner';
  const age = 18 + Math.floor(r() * 45);
  const born = `${year - age}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
  const seq = (applicant ? 5_000 : 100) + i * 37;
  const group = i % 4;
  const female = i % 2 === 1;
  let name: string;
  let nationality = kind === 'citizen' ? 'Singaporean' : '';
  if (kind === 'foreigner') [name, nationality] = EXPAT[i % EXPAT.length];
  else if (group === 0 || group === 3) name = `${pick(r, CHINESE_LAST)} ${pick(r, CHINESE_FIRST)}`;
  else if (group === 1)
    name = female ? `${pick(r, MALAY_WOMEN)} binte ${pick(r, MALAY_FATHERS)}` : `${pick(r, MALAY_MEN)} bin ${pick(r, MALAY_FATHERS)}`;
  else name = female ? `${pick(r, INDIAN_WOMEN)} d/o ${pick(r, INDIAN_FATHERS)}` : `${pick(r, INDIAN_MEN)} s/o ${pick(r, INDIAN_FATHERS)}`;
  if (kind === 'pr') nationality = pick(r, ['Malaysian', 'Chinese', 'Indian', 'Indonesian']);
  const prefix = kind === 'foreigner' ? (i % 3 === 0 ? 'M' : 'G') : age < 26 ? 'T' : 'S';
  const bank = r() < 0.7;
  const phone = `+65${r() < 0.5 ? '8' : '9'}${String(1_000_000 + seq).padStart(7, '0')}`;
  return {
    name,
    nric: nricOf(prefix, (age < 26 && prefix === 'T' ? 1_000_000 : 7_000_000) + seq),
    dateOfBirth: born,
    gender: female ? 'female' : 'male',
    nationality,
    residency: kind,
    prStartDate: kind === 'pr' ? `${year - 1 - Math.floor(r() * 8)}-0${1 + Math.floor(r() * 9)}-15` : null,
    passType: kind === 'foreigner' ? pick(r, PASSES) : null,
    passExpiry: kind === 'foreigner' ? `${year + 1 + Math.floor(r() * 2)}-${String(1 + (i % 12)).padStart(2, '0')}-28` : null,
    engagementType: r() < 0.3 ? 'employee' : 'contractor',
    phone,
    email: `${name.split(' ')[0].toLowerCase().replace(/[^a-z]/g, '')}${seq}@example.com`,
    address: `Blk ${100 + (i % 800)} ${pick(r, ['Ang Mo Kio Ave 3', 'Tampines St 21', 'Jurong West St 52', 'Bedok North Rd', 'Woodlands Dr 14', 'Yishun Ring Rd'])} #${String(2 + (i % 15)).padStart(2, '0')}-${100 + (i % 300)}, Singapore`,
    bankName: bank ? pick(r, BANKS) : null,
    bankAccount: bank ? `${100 + (i % 900)}-${String(10000 + seq).slice(-5)}-${i % 10}` : null,
    // Without a bank account, paid by PayNow to the mobile.
    payNow: bank ? null : phone,
    emergencyName: `${pick(r, CHINESE_LAST)} ${pick(r, CHINESE_FIRST)}`,
    emergencyPhone: `+659${String(8_000_000 + seq).padStart(7, '0')}`,
    emergencyRelation: pick(r, ['parent', 'spouse', 'sibling', 'friend']),
    languages: kind === 'foreigner' ? ['English'] : ['English', pick(r, ['Mandarin', 'Malay', 'Tamil', 'Hokkien'])],
    skills: [pick(r, SKILLS), pick(r, SKILLS)],
    remark: '',
  };
}

/** How many of the workers end in each state (the rest stay active). */
const STATE_PLAN: [state: string, count: number][] = [
  ['pending_verification', 30],
  ['suspended', 15],
  ['banned', 10],
  ['inactive', 25],
  ['blacklisted', 8],
];

export async function seedDemoWorkforce(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date(), count = 295) {
  const ctx = { db, events: new DomainEventBus() };
  const today = sgDate(now);
  const year = Number(today.slice(0, 4));
  const r = random(13);
  return withTransaction(ctx, async (tx) => {
    const values = Array.from({ length: count }, (_, i) => checkedWorker(owner, person(i, r, year), today));
    await writeWorkers(tx, owner, values);
    const rows = await tx
      .select({ id: wfWorker.id, name: wfWorker.name, residency: wfWorker.residency, nric: wfWorker.nric })
      .from(wfWorker)
      .where(inArray(wfWorker.nric, values.map((v) => v.nric)))
      .orderBy(wfWorker.id);
    const ids = rows.map((w) => w.id);
    // Every state: the first ones stay pending, the rest are verified and then moved on.
    let at = STATE_PLAN[0][1];
    await moveWorkers(tx, owner.actor, ids.slice(at), 'verify');
    for (const [state, n] of STATE_PLAN.slice(1)) {
      const group = ids.slice(at, at + n);
      at += n;
      if (state === 'suspended') {
        const until = sgDate(new Date(now.getTime() + 14 * 86_400_000));
        await moveWorkers(tx, owner.actor, group, 'suspend', 'Repeated late arrivals at site', { until });
      }
      if (state === 'banned') await moveWorkers(tx, owner.actor, group, 'ban', 'Three no-shows in 30 days');
      if (state === 'inactive') await moveWorkers(tx, owner.actor, group, 'deactivate', 'Not available this season');
      if (state === 'blacklisted') await moveWorkers(tx, owner.actor, group, 'blacklist', 'Misconduct reported by client');
    }
    // Until work records exist (a later issue), the demo's active workers show a plausible last shift.
    await tx.execute(
      sql`update wf_worker set last_worked_at = ${now.toISOString()}::timestamptz - (id % 90) * interval '1 day' where status in ('active', 'suspended', 'banned') and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );

    // Sign-ups in every state; approving creates (and links) the worker.
    const plan: ['submitted' | 'screening' | 'approved' | 'rejected' | 'withdrawn', number][] = [
      ['submitted', 4],
      ['screening', 3],
      ['approved', 5],
      ['rejected', 3],
      ['withdrawn', 2],
    ];
    let i = 0;
    for (const [state, n] of plan) {
      for (let k = 0; k < n; k++, i++) {
        const { engagementType: _, ...b } = person(i, r, year, true);
        const id = await addApplicant(tx, owner, { ...b, source: i % 3 ? 'website' : 'walk_in' });
        if (state === 'submitted') continue;
        if (state === 'withdrawn') {
          await moveApplicant(tx, { ...owner, actor: SYSTEM_CALLER.actor }, id, 'withdraw', 'Found another job');
          continue;
        }
        await moveApplicant(tx, owner, id, 'screen');
        if (state === 'approved') await moveApplicant(tx, owner, id, 'approve');
        if (state === 'rejected') await moveApplicant(tx, owner, id, 'reject', 'Pass type does not allow this work');
      }
    }
    const workers = await tx
      .select({ id: wfWorker.id, name: wfWorker.name, status: wfWorker.status, residency: wfWorker.residency })
      .from(wfWorker)
      .orderBy(wfWorker.id);
    for (const extra of WORKFORCE_DEMO_EXTRAS) await extra({ tx, owner, now, workers });
    return { workers: workers.length, applicants: i };
  });
}
