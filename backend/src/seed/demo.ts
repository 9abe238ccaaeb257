/**
 * Demo data (DEMO=1, first start only): ~30 staff users across the departments with
 * Singapore mobiles, emails, roles and posts. All demo users share one password: DEMO_PASSWORD
 * when set, otherwise generated per install (never a constant in the code: a fresh install
 * must not carry 30 accounts with a known password). main.ts prints it once and saves it to
 * DATA_DIR/demo-password.txt. Hashed once: hashing 30 times would add seconds to the first start.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../core/data/audit-trail';
import { hashPassword } from '../core/auth/password';
import type { Db } from '../db/client';
import {
  sysDept,
  sysNotice,
  sysNoticeRead,
  sysNoticeReceiver,
  sysPost,
  sysRole,
  sysUser,
  sysUserPost,
  sysUserRole,
} from '../db/schema';
import { seedDemoAppeals } from './demo-appeals';
import { seedDemoBanners } from './demo-banners';
import { seedDemoFinance } from './demo-finance';
import { seedDemoIncentives } from './demo-incentives';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoPayroll } from './demo-payroll';
import { seedDemoPayrollItems } from './demo-payroll-items';
import { seedDemoWallets } from './demo-wallets';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoTimesheetAdjustments } from './demo-timesheet-adjustments';
import { seedDemoTimesheetTemplates } from './demo-timesheet-templates';
import { seedDemoTimesheets } from './demo-timesheets';
import { seedDemoWorkforceConduct } from './demo-workforce-conduct';
import { seedDemoWorkforce } from './demo-workforce';
import { seedDemoCertificateTypes, seedDemoWorkerCertificates } from './demo-workforce-certificate';
import type { Storage } from '../core/files/storage';

const FIRST = ['Wei Ling', 'Arjun', 'Siti', 'Marcus', 'Hui Min', 'Rahul', 'Nur Aisyah', 'Daniel', 'Mei Ling', 'Kumar'];
const LAST = ['Tan', 'Lim', 'Ng', 'Wong', 'Goh', 'Chua', 'Lee', 'Rahman', 'Nair', 'Koh'];
const DEPT_POSTS: Record<string, string> = {
  Operations: 'ops_manager',
  Recruitment: 'recruiter',
  Scheduling: 'scheduler',
  Finance: 'accountant',
  Sales: 'sales',
  IT: 'ops_manager',
};

export async function seedDemo(db: Db, password: string, count = 30, storage?: Storage): Promise<number> {
  const hash = await hashPassword(password);
  const depts = await db.select({ id: sysDept.id, name: sysDept.deptName }).from(sysDept);
  const posts = await db.select({ id: sysPost.id, code: sysPost.postCode }).from(sysPost);
  const [common] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleKey, 'common'));
  const deptNames = Object.keys(DEPT_POSTS);
  let created = 0;
  const userIds: number[] = [];
  /** Who owns the demo clients and contracts: the first demo user of Finance (data scope). */
  let financeOwner: { actor: Actor; deptId: number } | undefined;
  /** Who owns the demo workers and sign-ups: the first demo user of Recruitment. */
  let workforceOwner: { actor: Actor; deptId: number } | undefined;
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 3 + Math.floor(i / FIRST.length)) % LAST.length];
      const userName = `demo${String(i + 1).padStart(2, '0')}`;
      const deptName = deptNames[i % deptNames.length];
      const dept = depts.find((d) => d.name === deptName);
      const mobile = `+65 ${i % 2 ? '8' : '9'}${String(1000000 + ((i * 7919) % 8999999)).padStart(7, '0')}`;
      const rows = await tx
        .insert(sysUser)
        .values({
          userName,
          userNickname: `${first} ${last}`,
          passwordHash: hash,
          mobile,
          email: `${userName}@shiftdesk.demo`,
          sex: (i % 3) as 0 | 1 | 2,
          deptId: dept?.id ?? null,
          status: i % 10 === 9 ? 0 : 1,
          description: 'Demo user',
          createdAt: new Date(Date.now() - (count - i) * 86_400_000),
        })
        .onConflictDoNothing({ target: sysUser.userName })
        .returning({ id: sysUser.id });
      if (!rows[0]) continue;
      created++;
      userIds.push(rows[0].id);
      if (deptName === 'Finance' && dept && !financeOwner)
        financeOwner = { actor: { id: rows[0].id, name: userName }, deptId: dept.id };
      if (deptName === 'Recruitment' && dept && !workforceOwner)
        workforceOwner = { actor: { id: rows[0].id, name: userName }, deptId: dept.id };
      if (common) await tx.insert(sysUserRole).values({ userId: rows[0].id, roleId: common.id });
      const post = posts.find((p) => p.code === DEPT_POSTS[deptName]);
      if (post) await tx.insert(sysUserPost).values({ userId: rows[0].id, postId: post.id });
    }
    if (userIds.length) await seedDemoNotices(tx, userIds);
  });
  // Only on the first demo seed (the users above are new): the finance services refuse duplicates.
  const owner = financeOwner ? { ...financeOwner, lang: 'en' as const } : undefined;
  // Certificate types before the finance demo: its positions require some of them by name.
  const typeIds = created ? await seedDemoCertificateTypes(db, owner) : [];
  if (created) await seedDemoFinance(db, owner);
  // After the departments, before the timesheets (each keeps its department's template).
  if (created)
    await seedDemoTimesheetTemplates(db, {
      templates: workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined,
      depts: owner,
    });
  if (created) await seedDemoWorkforce(db, workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined);
  // After the worker demo: bans, MCs and allowances are about its workers.
  if (created) await seedDemoWorkforceConduct(db, workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined);
  // After the demo workers exist.
  if (created)
    await seedDemoWorkerCertificates(db, {
      owner: workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined,
      storage,
      typeIds,
    });
  // After the certificates: the eligibility check of each assign reads them.
  if (created) await seedDemoJobs(db, workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined);
  // After the verified records: the finished periods' timesheets.
  if (created) await seedDemoTimesheets(db, workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined, storage);
  // After the approved timesheets: their invoices, payments and a credit note.
  if (created) await seedDemoInvoices(db, owner);
  // After the invoices (a record is billed and paid independently): older records credited, withdrawals.
  if (created) await seedDemoWallets(db, owner);
  // After the work records and wallets, before the payroll: it pays the credited incentives.
  if (created) await seedDemoIncentives(db, owner);
  // After the wallets (their newest credits are appealed), before payroll (it pays accepted appeals).
  if (created) await seedDemoAppeals(db, owner);
  // After the wallets: closing a month settles the CPF they held.
  if (created) await seedDemoPayroll(db, owner);
  // After the payroll demo locked its past months: back pay for one of their records and a
  // deduction, then the current month (in review) calculated again with them.
  if (created) await seedDemoPayrollItems(db, owner);
  // Last: its payroll item waits for the next calculation (and the payroll-items demo runs only
  // on a database without any).
  if (created) await seedDemoTimesheetAdjustments(db, owner);
  // The website's banners (their images go to the file storage).
  if (created) await seedDemoBanners(db, workforceOwner ? { ...workforceOwner, lang: 'en' } : undefined, storage);
  return created;
}

const DAY = 86_400_000;

/** A few notices so the notice pages and the bell have something real: published, read by some. */
async function seedDemoNotices(tx: Pick<Db, 'insert'>, userIds: number[]) {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const notices = await tx
    .insert(sysNotice)
    .values([
      {
        title: 'Welcome to Shiftdesk',
        type: 1,
        tag: 12,
        content: '<p>Workers, jobs, timesheets and payroll now live in <strong>one back office</strong>.</p>',
        sort: 1,
        sendAt: at(6),
        createdAt: at(7),
      },
      {
        title: 'Public holiday roster for December',
        type: 1,
        tag: 1,
        content: '<p>Please confirm your December public-holiday shifts with Scheduling by the 1st.</p>',
        sort: 2,
        sendAt: at(2),
        createdAt: at(3),
      },
      {
        title: 'Invoice run moves to Thursday',
        type: 2,
        tag: 3,
        content: '<p>From next week the client invoice run happens every <em>Thursday</em> at 10:00.</p>',
        sort: 3,
        sendAt: at(1),
        createdAt: at(1),
      },
      {
        title: 'Draft: year-end incentive scheme',
        type: 1,
        tag: 2,
        content: '<p>Draft, not yet published.</p>',
        sort: 4,
        sendAt: null,
        createdAt: at(0),
      },
    ])
    .returning({ id: sysNotice.id });
  const [welcome, holiday, invoice] = notices.map((n) => n.id);
  const finance = userIds.slice(3, 6);
  if (finance.length)
    await tx.insert(sysNoticeReceiver).values(finance.map((userId) => ({ noticeId: invoice, userId })));
  await tx
    .insert(sysNoticeRead)
    .values([
      ...userIds.slice(0, 12).map((userId, i) => ({ noticeId: welcome, userId, readAt: at(5 - i / 4) })),
      ...userIds.slice(0, 4).map((userId, i) => ({ noticeId: holiday, userId, readAt: at(1.5 - i / 4) })),
      ...finance.slice(0, 1).map((userId) => ({ noticeId: invoice, userId, readAt: at(0.5) })),
    ]);
}
