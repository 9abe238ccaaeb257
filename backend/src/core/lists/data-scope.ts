/**
 * Data scopes of roles (ARCHITECTURE §4), applied by every list of users and business data:
 *   1 all · 2 custom departments · 3 own department · 4 department and below · 5 self only.
 * A user with several roles in force sees the union of their scopes. With no role in force a
 * user sees only their own rows.
 *
 * `dataScopeFilter` returns a drizzle SQL condition over the list's department and owner
 * columns (or undefined = no restriction). All values are bound parameters.
 */
import { type SQL, type SQLWrapper, inArray, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-types';
import type { UserAccess } from '../auth/access';

export const DataScope = { ALL: 1, CUSTOM: 2, OWN_DEPT: 3, DEPT_AND_BELOW: 4, SELF: 5 } as const;

/** SQL subquery: ids of department `deptId` and all its descendants (recursive CTE). */
export function deptSubtree(deptId: number | SQLWrapper): SQL {
  // UNION (not UNION ALL) stops on an accidental cycle instead of recursing forever.
  return sql`(with recursive sub(id) as (
      select id from sys_dept where id = ${deptId}
      union
      select d.id from sys_dept d join sub on d.parent_id = sub.id
    ) select id from sub)`;
}

export interface ScopeColumns {
  /** The row's department id column */
  dept: SQLWrapper;
  /** The row's owner user id column (for "self only") */
  user: SQLWrapper;
}

/** No restriction: an administrator, or a role in force with "all". */
/** Sees every row: a list under this access adds no data-scope condition (nor the joins it reads). */
export const unrestricted = (access: UserAccess) => access.isAdmin || access.roles.some((r) => r.dataScope === DataScope.ALL);

/** The department conditions of the caller's scopes over a department column or id. */
function deptScopeParts(access: UserAccess, user: AuthUser, dept: SQLWrapper | number): SQL[] {
  const scopes = new Set(access.roles.map((r) => r.dataScope));
  const parts: SQL[] = [];
  if (scopes.has(DataScope.CUSTOM)) {
    const roleIds = access.roles.filter((r) => r.dataScope === DataScope.CUSTOM).map((r) => r.id);
    parts.push(sql`${dept} in (select dept_id from sys_role_dept where ${inArray(sql`role_id`, roleIds)})`);
  }
  if (user.deptId !== null) {
    if (scopes.has(DataScope.DEPT_AND_BELOW)) parts.push(sql`${dept} in ${deptSubtree(user.deptId)}`);
    else if (scopes.has(DataScope.OWN_DEPT)) parts.push(sql`${dept} = ${user.deptId}`);
  }
  return parts;
}

export function dataScopeFilter(access: UserAccess, user: AuthUser, cols: ScopeColumns): SQL | undefined {
  if (unrestricted(access)) return undefined;
  // Everyone sees their own rows (and "self only" sees nothing else).
  return or(...deptScopeParts(access, user, cols.dept), sql`${cols.user} = ${user.id}`);
}

/**
 * May the caller reach department `deptId` under their data scope? (all; a custom department;
 * their own department; a department below theirs with "department and below").
 */
export function deptInScopeFilter(access: UserAccess, user: AuthUser, deptId: number): SQL | undefined {
  if (unrestricted(access)) return undefined;
  const parts = deptScopeParts(access, user, deptId);
  return parts.length ? or(...parts) : sql`false`;
}

/**
 * Departments the caller may list: those their scopes reach, and always their own department
 * (as the user list always shows oneself). Undefined = all.
 */
export function deptRowsScopeFilter(access: UserAccess, user: AuthUser, deptColumn: SQLWrapper): SQL | undefined {
  if (unrestricted(access)) return undefined;
  const parts = deptScopeParts(access, user, deptColumn);
  if (user.deptId !== null) parts.push(sql`${deptColumn} = ${user.deptId}`);
  return parts.length ? or(...parts) : sql`false`;
}
