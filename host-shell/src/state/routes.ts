import type { UserMenusResult } from '@shiftdesk/shared/api';
import { api, saveSession } from '@shiftdesk/shared/core';
import { atom } from 'jotai';
import { withRoleFallback } from '../router/roles';

/** True once the menu of this page load has been fetched and its routes registered. */
export const routesLoadedAtom = atom(false);

export const USER_MENUS_URL = 'api/v1/system/user/getUserMenus';

/** Loads menus, permissions and user info (cached in sessionStorage by saveSession). */
export async function loadUserMenus(): Promise<UserMenusResult> {
  const data = await api.get<UserMenusResult>(USER_MENUS_URL);
  const result = {
    ...data,
    userInfo: withRoleFallback(data.userInfo),
    menuList: data.menuList ?? [],
    permissions: data.permissions ?? [],
  };
  saveSession(result);
  return result;
}
