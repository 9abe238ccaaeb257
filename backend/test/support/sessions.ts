/**
 * Fast test identities: users, roles granting exact API rules, and sessions created directly
 * (core/auth/session.ts createSession) instead of logging in — no argon2 per request.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { createSession, TokenService } from '../../src/core/auth/session';
import type { Db } from '../../src/db/client';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema';
import type { TestApp } from '../helpers';

const CLIENT = { ip: '127.0.0.1', location: 'test', userAgent: 'jest', browser: 'jest', os: 'test' };
const tokenServices = new WeakMap<object, TokenService>();

/** A fresh session token for `userId` in this app (the same JWT secret as the app). */
export async function sessionToken(t: TestApp, userId: number): Promise<string> {
  let ts = tokenServices.get(t.app);
  if (!ts) {
    ts = new TokenService(t.app.ctx.jwtSecret);
    tokenServices.set(t.app, ts);
  }
  return (await createSession(t.db, ts, userId, CLIENT)).token;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}_${process.pid}_${++seq}`;

export interface RoleSpec {
  /** Grant the enabled menus carrying these API rules (disabled ones are enabled in the test db) */
  rules?: string[];
  /** Grant every menu EXCEPT those carrying these rules */
  allBut?: string[];
  dataScope?: number;
  /** Department names of a custom (2) scope */
  customDepts?: string[];
  status?: number;
  effective?: Partial<Pick<typeof sysRole.$inferInsert, 'effectiveType' | 'dateFrom' | 'dateTo' | 'weekDays' | 'timeFrom' | 'timeTo'>>;
}

/** Inserts a role straight into the db; returns its id. */
export async function createRole(db: Db, spec: RoleSpec = {}): Promise<number> {
  const key = unique('r');
  const [role] = await db
    .insert(sysRole)
    .values({ name: key, roleKey: key, dataScope: spec.dataScope ?? 1, status: spec.status ?? 1, ...spec.effective })
    .returning({ id: sysRole.id });
  if (spec.rules?.length) {
    await db.update(sysMenu).set({ status: 1 }).where(inArray(sysMenu.apiRule, spec.rules));
    await db.execute(
      sql`insert into sys_role_menu (role_id, menu_id) select ${role.id}, id from sys_menu where ${inArray(sysMenu.apiRule, spec.rules)}`,
    );
  }
  if (spec.allBut) {
    await db.execute(
      sql`insert into sys_role_menu (role_id, menu_id) select ${role.id}, id from sys_menu where not ${inArray(sysMenu.apiRule, spec.allBut.length ? spec.allBut : [''])}`,
    );
  }
  for (const name of spec.customDepts ?? []) {
    const [d] = await db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, name));
    await db.insert(sysRoleDept).values({ roleId: role.id, deptId: d.id });
  }
  return role.id;
}

/** Inserts a user (password hash is a placeholder: these users never log in by password). */
export async function createBareUser(db: Db, opts: { dept?: string; roleIds?: number[]; userName?: string } = {}) {
  let deptId: number | null = null;
  if (opts.dept) {
    const [d] = await db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, opts.dept));
    deptId = d.id;
  }
  const [u] = await db
    .insert(sysUser)
    .values({ userName: opts.userName ?? unique('u'), passwordHash: 'x', deptId })
    .returning({ id: sysUser.id });
  if (opts.roleIds?.length) await db.insert(sysUserRole).values(opts.roleIds.map((roleId) => ({ userId: u.id, roleId })));
  return u.id;
}

/** A user holding a new role built from `spec`, and a session token for them. */
export async function userWith(t: TestApp, spec: RoleSpec & { dept?: string } = {}) {
  const roleId = await createRole(t.db, spec);
  const userId = await createBareUser(t.db, { dept: spec.dept ?? 'Operations', roleIds: [roleId] });
  return { roleId, userId, token: await sessionToken(t, userId) };
}

/** The seeded admin's id and a token. */
export async function adminToken(t: TestApp) {
  const [a] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'admin'));
  return { userId: a.id, token: await sessionToken(t, a.id) };
}

export { sysRoleMenu };
