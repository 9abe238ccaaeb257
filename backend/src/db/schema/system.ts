/**
 * System tables (users, roles, departments, posts, menus, dictionaries, parameters, notices,
 * logs, sessions, captcha, push subscriptions, micro-frontend registry).
 *
 * The SQL migrations in backend/drizzle/ are GENERATED from this file (`pnpm db:generate`);
 * edit here, then generate a new migration — never edit an applied migration.
 * Only portable PostgreSQL is used: the same SQL runs on PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * A timestamp a big list sorts on: milliseconds, what a JS Date holds, so a keyset cursor made
 * from a row's value seeks to exactly that row (core/lists/list-cursor.ts).
 */
const tsMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

export const sysDept = pgTable(
  'sys_dept',
  {
    id: serial('id').primaryKey(),
    /** 0 = root */
    parentId: integer('parent_id').notNull().default(0),
    deptName: varchar('dept_name', { length: 64 }).notNull(),
    leader: varchar('leader', { length: 64 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('sys_dept_parent_idx').on(t.parentId), index('sys_dept_status_idx').on(t.status)],
);

export const sysUser = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    userNickname: varchar('user_nickname', { length: 64 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    mobile: varchar('mobile', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    /** 0 unknown, 1 male, 2 female (dict sys_user_sex) */
    sex: smallint('sex').notNull().default(0),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    deptId: integer('dept_id'),
    /** dict sys_user_type: 1 system staff, 2 client contact */
    userType: smallint('user_type').notNull().default(1),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    /** Consecutive failed logins; reset on success or when a lock is set */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastLoginAt: ts('last_login_at'),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    /** Data URL / path of the user's handwritten signature (the /signature page) */
    signature: text('signature'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('sys_user_user_name_uq').on(t.userName),
    index('sys_user_dept_idx').on(t.deptId),
    index('sys_user_status_idx').on(t.status),
    index('sys_user_created_idx').on(t.createdAt),
    index('sys_user_mobile_idx').on(t.mobile),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Stable key used by the client (meta.roles, userInfo.roles). 'admin' holds every permission. */
    roleKey: varchar('role_key', { length: 64 }).notNull(),
    listOrder: integer('list_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** Parent role (organisational only; permissions are not inherited) */
    pid: integer('pid').notNull().default(0),
    /** 1 all, 2 custom depts, 3 own dept, 4 dept and below, 5 self only */
    dataScope: smallint('data_scope').notNull().default(3),
    /** 'none' | 'date_range' | 'weekly' — evaluated in Asia/Singapore */
    effectiveType: varchar('effective_type', { length: 16 }).notNull().default('none'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** ISO weekdays 1 (Mon) … 7 (Sun) */
    weekDays: integer('week_days').array(),
    /** 'HH:MM'; a window with time_to < time_from crosses midnight */
    timeFrom: varchar('time_from', { length: 5 }),
    timeTo: varchar('time_to', { length: 5 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_role_key_uq').on(t.roleKey), index('sys_role_status_idx').on(t.status)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const sysMenu = pgTable(
  'sys_menu',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    /** 'D' directory, 'M' menu (page), 'B' button */
    menuType: varchar('menu_type', { length: 1 }).notNull(),
    /** Route name (unique among directories and menus); buttons use a unique key too */
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    titleZh: varchar('title_zh', { length: 100 }).notNull().default(''),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    path: varchar('path', { length: 255 }).notNull().default(''),
    component: varchar('component', { length: 255 }).notNull().default(''),
    redirect: varchar('redirect', { length: 255 }).notNull().default(''),
    /** API rule = permission string, e.g. 'api/v1/system/user/list' */
    apiRule: varchar('api_rule', { length: 255 }).notNull().default(''),
    linkUrl: varchar('link_url', { length: 500 }).notNull().default(''),
    isHide: boolean('is_hide').notNull().default(false),
    isKeepAlive: boolean('is_keep_alive').notNull().default(false),
    isAffix: boolean('is_affix').notNull().default(false),
    isIframe: boolean('is_iframe').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** What the system seed last wrote to this row (src/seed/upgrade.ts); null on rows admins added */
    seeded: jsonb('seeded').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sys_menu_name_uq').on(t.name).where(sql`menu_type <> 'B'`),
    index('sys_menu_pid_idx').on(t.pid),
    index('sys_menu_api_rule_idx').on(t.apiRule),
  ],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.menuId)],
);

/** Departments of a role with custom data scope (data_scope = 2). */
export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: integer('role_id').notNull(),
    deptId: integer('dept_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysPost = pgTable(
  'sys_post',
  {
    id: serial('id').primaryKey(),
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    postSort: integer('post_sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_post_code_uq').on(t.postCode), index('sys_post_status_idx').on(t.status)],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: integer('user_id').notNull(),
    postId: integer('post_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('sys_user_post_post_idx').on(t.postId)],
);

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    id: serial('id').primaryKey(),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** What the system seed last wrote to this row (src/seed/upgrade.ts); null on rows admins added */
    seeded: jsonb('seeded').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType), index('sys_dict_type_status_idx').on(t.status)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: serial('dict_code').primaryKey(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictLabelZh: varchar('dict_label_zh', { length: 100 }).notNull().default(''),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** What the system seed last wrote to this row (src/seed/upgrade.ts); null on rows admins added */
    seeded: jsonb('seeded').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue),
    index('sys_dict_data_status_idx').on(t.status),
  ],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    id: serial('id').primaryKey(),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }).notNull(),
    /** Built-in parameters cannot be deleted */
    configType: boolean('config_type').notNull().default(false),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** What the system seed last wrote to this row (src/seed/upgrade.ts); null on rows admins added */
    seeded: jsonb('seeded').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);

export const sysNotice = pgTable(
  'sys_notice',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    /** 1 notification, 2 private message (dict sys_notice_type) */
    type: smallint('type').notNull().default(1),
    /** dict sys_notice_tag: 1 personnel, 2 business, 3 finance, 11 reminder … 15 urgent */
    tag: smallint('tag').notNull().default(12),
    /** 1 normal, 0 disabled */
    status: smallint('status').notNull().default(1),
    /** Sanitised HTML */
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** Publish time; null = draft */
    sendAt: ts('send_at'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sys_notice_status_idx').on(t.status), index('sys_notice_created_idx').on(t.createdAt)],
);

/** Receivers of a private message (type 2); notifications (type 1) go to everyone. */
export const sysNoticeReceiver = pgTable(
  'sys_notice_receiver',
  {
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_receiver_user_idx').on(t.userId)],
);

export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
);

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** Module name from the URL (system, workforce, …) */
    module: varchar('module', { length: 64 }).notNull().default(''),
    /** Short title of the action (route summary or URL) */
    title: varchar('title', { length: 200 }).notNull().default(''),
    operName: varchar('oper_name', { length: 64 }).notNull().default(''),
    operId: integer('oper_id'),
    deptName: varchar('dept_name', { length: 64 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 500 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 64 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 100 }).notNull().default(''),
    /** Query and body as JSON with secrets redacted */
    operParam: text('oper_param').notNull().default(''),
    httpStatus: integer('http_status').notNull().default(200),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    /** 0 normal, 1 exception */
    status: smallint('status').notNull().default(0),
    costMs: integer('cost_ms').notNull().default(0),
    operTime: tsMs('oper_time').notNull().defaultNow(),
  },
  // One index per filter + the list's sort (newest first = oper_time desc, id desc), so a
  // filtered page is a range scan that stops after the page instead of a sort of every match.
  // Keyword search uses trigram GIN indexes (pg_trgm), created in the custom migration
  // 0006_list_trigram (drizzle-kit cannot create the extension they need).
  (t) => [
    index('sys_oper_log_time_id_idx').on(t.operTime, t.id),
    index('sys_oper_log_status_time_idx').on(t.status, t.operTime, t.id),
    index('sys_oper_log_method_time_idx').on(t.requestMethod, t.operTime, t.id),
  ],
);

export const sysLoginLog = pgTable(
  'sys_login_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    loginName: varchar('login_name', { length: 64 }).notNull(),
    ipaddr: varchar('ipaddr', { length: 64 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 100 }).notNull().default(''),
    browser: varchar('browser', { length: 100 }).notNull().default(''),
    os: varchar('os', { length: 100 }).notNull().default(''),
    /** 0 success, 1 failure */
    status: smallint('status').notNull(),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: tsMs('login_time').notNull().defaultNow(),
  },
  // As the operation log: filter + sort (login_time desc, id desc) per index; the name search
  // uses a trigram index (custom migration 0006_list_trigram). An IP is searched by its start
  // (`10.3.42.`, a subnet): a byte-order range on the pattern index, which trigrams of digits and
  // dots could not narrow (193 ms p99 at 1M rows, issue 35).
  (t) => [
    index('sys_login_log_time_id_idx').on(t.loginTime, t.id),
    index('sys_login_log_status_time_idx').on(t.status, t.loginTime, t.id),
    index('sys_login_log_ip_prefix_idx').on(t.ipaddr.op('text_pattern_ops')),
  ],
);

/** One row per login = the online-users table. The token itself is never stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** sha256 (hex) of the current token */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** sha256 of the previous token after a refresh, accepted briefly for in-flight requests */
    prevTokenHash: varchar('prev_token_hash', { length: 64 }),
    prevValidUntil: ts('prev_valid_until'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    browser: varchar('browser', { length: 100 }).notNull().default(''),
    os: varchar('os', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_expires_idx').on(t.expiresAt)],
);

/** Captcha answers: single use, 5 minutes (kept in the database so servers stay stateless). */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    id: uuid('id').primaryKey(),
    answer: varchar('answer', { length: 16 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);

export const sysPushSubscription = pgTable(
  'sys_push_subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 255 }).notNull(),
    auth: varchar('auth', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sys_push_endpoint_uq').on(t.endpoint), index('sys_push_user_idx').on(t.userId)],
);

/** Micro-frontend registry (ARCHITECTURE §3). */
export const sysRemote = pgTable(
  'sys_remote',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    activeVersion: varchar('active_version', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Gradual rollout: this version goes to `rolloutPercent`% of users and to `rolloutRoleIds`, the rest keep `activeVersion` */
    candidateVersion: varchar('candidate_version', { length: 64 }),
    rolloutPercent: integer('rollout_percent').notNull().default(0),
    rolloutRoleIds: jsonb('rollout_role_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_remote_name_uq').on(t.name)],
);

export const sysRemoteVersion = pgTable(
  'sys_remote_version',
  {
    id: serial('id').primaryKey(),
    remoteName: varchar('remote_name', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    /** URL of mf-manifest.json (site-relative or absolute) */
    entry: varchar('entry', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sys_remote_version_uq').on(t.remoteName, t.version)],
);
