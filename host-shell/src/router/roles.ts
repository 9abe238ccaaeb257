/**
 * Spec §6 fallback when the server supplies no menu / roles: a user named admin gets role admin
 * with buttons add, del, edit, link; anyone else role common with add and link.
 */
import type { UserInfo } from '@shiftdesk/shared/api';

export const ROLE_ADMIN = 'admin';
export const ROLE_COMMON = 'common';

export function fallbackRoles(userName: string): { roles: string[]; authBtnList: string[] } {
  if (userName === 'admin') return { roles: [ROLE_ADMIN], authBtnList: ['btn.add', 'btn.del', 'btn.edit', 'btn.link'] };
  return { roles: [ROLE_COMMON], authBtnList: ['btn.add', 'btn.link'] };
}

/** Applies the fallback when the server sent no roles for the user. */
export function withRoleFallback(userInfo: UserInfo): UserInfo {
  if (userInfo.roles && userInfo.roles.length > 0) return userInfo;
  const fb = fallbackRoles(userInfo.userName);
  return {
    ...userInfo,
    roles: fb.roles,
    authBtnList: userInfo.authBtnList?.length ? userInfo.authBtnList : fb.authBtnList,
  };
}
