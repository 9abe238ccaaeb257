/**
 * System seed, run on every start inside one transaction under an advisory lock (several
 * instances may start together). It inserts rows missing by their natural key, and brings the
 * rows earlier releases seeded to this release's menus, common-role grants, dictionary labels
 * and parameter names, field by field where an admin has not changed them (./upgrade.ts), so
 * edits made by admins are never overwritten. Departments, posts and remotes are insert-only.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDept, sysPost, sysRemote, sysRemoteVersion, sysRole, sysUser, sysUserPost, sysUserRole } from '../db/schema';
import { generatePassword, hashPassword } from '../core/auth/password';
import { COMMON_ROLE_MENUS, MENU_TREE } from './menus';
import { type CommonRole, syncConfigs, syncDicts, syncMenus } from './upgrade';
import { BOOKING_CONFIGS } from '../modules/workforce/booking/params';
import { SMS_CONFIGS } from '../modules/workforce/sms/params';
import { CONDUCT_CONFIGS } from '../modules/workforce/conduct/params';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SEED_LOCK_KEY = 4_711_002;

// ─── Departments: name → children (names are the natural key) ───────────────────────────────
interface DeptSeed {
  name: string;
  leader?: string;
  children?: DeptSeed[];
}
export const DEPT_TREE: DeptSeed = {
  name: 'Shiftdesk HQ',
  leader: 'Admin',
  children: [
    { name: 'Operations', children: [{ name: 'Recruitment' }, { name: 'Scheduling' }] },
    { name: 'Finance' },
    { name: 'Sales' },
    { name: 'IT' },
  ],
};

export const POSTS: [code: string, name: string][] = [
  ['ceo', 'CEO'],
  ['ops_manager', 'Operations Manager'],
  ['recruiter', 'Recruiter'],
  ['scheduler', 'Scheduler'],
  ['accountant', 'Accountant'],
  ['sales', 'Sales Executive'],
];

/** [dictType, name, [value, label, labelZh, isDefault?][]] */
type DictSeed = [string, string, [string, string, string, boolean?][]];
/**
 * Notice tags: 1 personnel, 2 business, 3 finance (spec §9; these lead to the notice centre)
 * and 11 reminder, 12 normal, 13 minor, 14 important, 15 urgent (severity tags).
 */
export const DICTS: DictSeed[] = [
  ['sys_normal_disable', 'Status', [['1', 'Enabled', '正常', true], ['0', 'Disabled', '停用']]],
  ['sys_user_sex', 'Gender', [['0', 'Unknown', '未知', true], ['1', 'Male', '男'], ['2', 'Female', '女']]],
  ['sys_yes_no', 'Yes / no', [['1', 'Yes', '是'], ['0', 'No', '否', true]]],
  ['sys_notice_type', 'Notice type', [['1', 'Notification', '通知', true], ['2', 'Private message', '私信']]],
  [
    'sys_notice_tag',
    'Notice tag',
    [
      ['1', 'Personnel', '人事'],
      ['2', 'Business', '业务'],
      ['3', 'Finance', '财务'],
      ['11', 'Reminder', '提醒'],
      ['12', 'Normal', '一般', true],
      ['13', 'Minor', '次要'],
      ['14', 'Important', '重要'],
      ['15', 'Urgent', '紧急'],
    ],
  ],
  ['sys_notice_status', 'Notice status', [['1', 'Normal', '正常', true], ['0', 'Disabled', '关闭']]],
  ['sys_oper_status', 'Operation status', [['0', 'Normal', '正常', true], ['1', 'Exception', '异常']]],
  ['sys_login_status', 'Login status', [['0', 'Success', '成功', true], ['1', 'Failure', '失败']]],
  ['sys_user_type', 'User type', [['1', 'Staff', '员工', true], ['2', 'Client contact', '客户联系人']]],
  ['sys_menu_type', 'Menu type', [['D', 'Directory', '目录'], ['M', 'Menu', '菜单', true], ['B', 'Button', '按钮']]],
  [
    'sys_data_scope',
    'Data scope',
    [
      ['1', 'All data', '全部数据'],
      ['2', 'Custom departments', '自定义部门'],
      ['3', 'Own department', '本部门', true],
      ['4', 'Department and below', '本部门及以下'],
      ['5', 'Self only', '仅本人'],
    ],
  ],
  [
    'sys_role_effective_type',
    'Role effective time',
    [['none', 'Always', '不限', true], ['date_range', 'Date range', '日期范围'], ['weekly', 'Weekly time window', '每周时段']],
  ],
];

/** Built-in parameters: [key, name, value, remark] */
export const CONFIGS: [string, string, string, string][] = [
  ['sys.brand.name', 'Brand name', 'Shiftdesk', 'Title suffix, watermark text and PWA name'],
  ['sys.account.captchaOnOff', 'Login captcha', 'true', 'Ask for a captcha on login (the CAPTCHA=off env overrides for tests)'],
  ['sys.user.initPassword', 'Initial password', 'Shiftdesk@123', 'Password given to users created or reset without one'],
  ['sys.login.maxFailures', 'Max failed logins', '5', 'Consecutive failures before the account is locked'],
  ['sys.login.lockMinutes', 'Lock minutes', '15', 'How long a locked account stays locked'],
  ['sys.upload.avatarMaxKb', 'Avatar size limit (KB)', '2048', 'Largest avatar upload'],
  ['sys.notice.pushEnabled', 'Web push', 'true', 'Deliver published notices by Web Push too'],
  ['sys.remote.keepVersions', 'Remote versions kept', '10', 'Inactive versions kept per micro-frontend: older ones and their uploaded files are deleted after each new version (0 keeps all)'],
  ['sys.mail.from', 'Mail sender', 'Shiftdesk <no-reply@shiftdesk.local>', 'From address of the mail the system sends (timesheets to clients, reminders)'],
  ['sys.mail.smtpHost', 'SMTP host', '', 'Mail server; empty = no server: each message is kept as an .eml file under DATA_DIR/outbox (outbox page)'],
  ['sys.mail.smtpPort', 'SMTP port', '587', 'Mail server port (465 = implicit TLS, others STARTTLS)'],
  ['sys.mail.smtpUser', 'SMTP user', '', 'Mail server login; empty = no authentication'],
  ['sys.mail.smtpPassword', 'SMTP password', '', 'Mail server password (a secret: never written to the outbox or the logs)'],
  ['sys.website.eaLicence', 'Employment agency licence no.', '', "MOM's employment agency licence number, shown on every public job page (job advertisements must carry it)"],
  ['sys.website.eaRegistration', 'EA personnel registration no.', '', 'MOM registration number of the staff in charge of the advertised jobs, shown on every public job page'],
  ['sys.site.publicUrl', 'Public site URL', '', 'Base of links mailed to clients (e.g. https://shiftdesk.example.sg); empty = the address of the request that sends'],
  ['finance.supplier.name', 'Supplier name', '', 'Your company as printed on tax invoices and notes (required before the first invoice is issued)'],
  ['finance.supplier.address', 'Supplier address', '', 'Registered address printed on tax invoices (required to issue)'],
  ['finance.supplier.uen', 'Supplier UEN', '', 'Unique Entity Number printed on invoices and sent in InvoiceNow documents (required to issue)'],
  ['finance.supplier.gstRegNo', 'Supplier GST registration number', '', 'GST registration number printed on tax invoices (required to issue)'],
  ['finance.supplier.bank', 'Supplier bank details', '', 'Bank name, account name and number (and PayNow UEN) printed under "Payment" on invoices (required to issue)'],
  ['finance.supplier.email', 'Supplier billing email', '', 'Accounts contact printed on invoices (optional)'],
  ['finance.payroll.bankFileColumns', 'Payroll bank file columns', 'valueDate,name,bankName,account,amount,reference', "Columns of the payroll bank file, in order, comma separated; 'key:Header' renames one. Keys: valueDate, valueDateCompact, name, bankName, account, amount, amountCents, reference, currency"],
  ['finance.payroll.bankFileHeader', 'Payroll bank file header row', 'true', "'false' leaves out the header row of the payroll bank file (some banks' uploads have none)"],
  ['finance.payroll.restDay', 'Rest day (ISO weekday)', '7', "The workers' weekly rest day for the payslip's rest-day pay: 1 = Monday … 7 = Sunday; 0 = no rest day itemised"],
  ['finance.payroll.bankReferencePrefix', 'Payroll payment reference prefix', 'PAY', 'Start of each payment reference in the payroll bank file (PREFIX-YYYY-MM-worker id)'],
  ['finance.withdrawal.minimumCents', 'Withdrawal minimum (cents)', '1000', 'Smallest withdrawal a worker may request, in cents (1000 = S$10.00)'],
  ['finance.withdrawal.dailyLimitCents', 'Withdrawal daily limit (cents)', '50000', 'Most a worker may request in one Singapore day, in cents (50000 = S$500.00)'],
  ['finance.appeal.windowHours', 'Appeal window (hours)', '72', 'Hours after a credit (earning, allowance, incentive) during which the worker may appeal it; 0 = no new appeals'],
  ['workforce.timesheet.approvalDays', 'Timesheet approval days', '3', 'Days the client has to approve or dispute a sent timesheet; then it is approved automatically'],
  ['workforce.timesheet.reminderHours', 'Timesheet reminder hours', '24', 'Hours before the client deadline the reminder with a fresh sign-off link goes out'],
];

export const REMOTES = ['system', 'workforce', 'finance', 'website'];
export const REMOTE_INITIAL_VERSION = '0.1.0';

export interface SeedResult {
  /** Set when the admin account was created in this run (first start) */
  adminCreated: boolean;
  /** The generated admin password (only when created without ADMIN_PASSWORD) */
  generatedAdminPassword?: string;
}

export async function seedSystem(db: Db, opts: { adminPassword?: string }): Promise<SeedResult> {
  // Hash outside the transaction: argon2 is slow and must not hold the lock longer than needed.
  const adminPassword = opts.adminPassword ?? generatePassword();
  const adminHash = await hashPassword(adminPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const deptIds = await seedDepts(tx);
    await seedPosts(tx);
    await seedDicts(tx);
    await seedConfigs(tx);
    await seedRemotes(tx);
    const { roles, common } = await seedRoles(tx);
    await syncMenus(tx, MENU_TREE, COMMON_ROLE_MENUS, common);
    const existing = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'admin'));
    if (existing.length > 0) return { adminCreated: false };
    const [admin] = await tx
      .insert(sysUser)
      .values({
        userName: 'admin',
        userNickname: 'Administrator',
        passwordHash: adminHash,
        deptId: deptIds.get('Shiftdesk HQ') ?? null,
        email: 'admin@shiftdesk.local',
        description: 'Built-in administrator',
      })
      .returning({ id: sysUser.id });
    await tx.insert(sysUserRole).values({ userId: admin.id, roleId: roles.get('admin')! });
    const ceo = await tx.select({ id: sysPost.id }).from(sysPost).where(eq(sysPost.postCode, 'ceo'));
    if (ceo[0]) await tx.insert(sysUserPost).values({ userId: admin.id, postId: ceo[0].id });
    return {
      adminCreated: true,
      generatedAdminPassword: opts.adminPassword ? undefined : adminPassword,
    };
  });
}

async function seedDepts(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: sysDept.id, name: sysDept.deptName }).from(sysDept);
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const walk = async (d: DeptSeed, parentId: number, order: number) => {
    let id = ids.get(d.name);
    if (id === undefined) {
      const [row] = await tx
        .insert(sysDept)
        .values({ parentId, deptName: d.name, leader: d.leader ?? '', orderNum: order })
        .returning({ id: sysDept.id });
      id = row.id;
      ids.set(d.name, id);
    }
    for (const [i, c] of (d.children ?? []).entries()) await walk(c, id, i + 1);
  };
  await walk(DEPT_TREE, 0, 0);
  return ids;
}

async function seedPosts(tx: Tx) {
  await tx
    .insert(sysPost)
    .values(POSTS.map(([postCode, postName], i) => ({ postCode, postName, postSort: i + 1 })))
    .onConflictDoNothing({ target: sysPost.postCode });
}

async function seedDicts(tx: Tx) {
  await syncDicts(tx, DICTS);
}

async function seedConfigs(tx: Tx) {
  await syncConfigs(tx, [...CONFIGS, ...CONDUCT_CONFIGS, ...BOOKING_CONFIGS, ...SMS_CONFIGS]);
}

async function seedRemotes(tx: Tx) {
  await tx
    .insert(sysRemote)
    .values(REMOTES.map((name) => ({ name, activeVersion: REMOTE_INITIAL_VERSION, enabled: true })))
    .onConflictDoNothing({ target: sysRemote.name });
  await tx
    .insert(sysRemoteVersion)
    .values(
      REMOTES.map((name) => ({
        remoteName: name,
        version: REMOTE_INITIAL_VERSION,
        entry: `/admin/remotes/${name}/${REMOTE_INITIAL_VERSION}/mf-manifest.json`,
      })),
    )
    .onConflictDoNothing({ target: [sysRemoteVersion.remoteName, sysRemoteVersion.version] });
}

/** The built-in roles (admin holds every permission by its key; the common role's menus are granted by syncMenus). */
async function seedRoles(tx: Tx): Promise<{ roles: Map<string, number>; common: CommonRole | undefined }> {
  const inserted = await tx
    .insert(sysRole)
    .values([
      { name: 'Administrator', roleKey: 'admin', listOrder: 1, dataScope: 1, remark: 'Holds every permission' },
      { name: 'Common user', roleKey: 'common', listOrder: 2, dataScope: 3, remark: 'Read access to own department' },
    ])
    .onConflictDoNothing({ target: sysRole.roleKey })
    .returning({ id: sysRole.id, roleKey: sysRole.roleKey });
  const all = await tx
    .select({ id: sysRole.id, roleKey: sysRole.roleKey })
    .from(sysRole)
    .where(inArray(sysRole.roleKey, ['admin', 'common']));
  const c = all.find((r) => r.roleKey === 'common');
  return {
    roles: new Map(all.map((r) => [r.roleKey, r.id])),
    common: c && { id: c.id, created: inserted.some((r) => r.roleKey === 'common') },
  };
}
