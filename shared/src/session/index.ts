/**
 * Session state (spec §3 "Other local keys", §4 "Session", §9 "Storage"): the token lives in a
 * cookie named `token`; userInfo, menuList and permissions live in sessionStorage. The jotai
 * atoms mirror them and `sharedStore` is the one store the host and every remote read.
 */

import { atom, createStore } from 'jotai';
import Cookies from 'js-cookie';
import type { MenuEntry, UserInfo } from '../api';

export const TOKEN_COOKIE = 'token';
export const SESSION_KEYS = { userInfo: 'userInfo', menuList: 'menuList', permissions: 'permissions' } as const;

export function getToken(): string {
  return Cookies.get(TOKEN_COOKIE) ?? '';
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'lax' });
}

function readSession<T>(key: string, fallback: T): T {
  try {
    if (typeof sessionStorage === 'undefined') return fallback;
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the atoms still hold the value */
  }
}

/** Atom backed by a sessionStorage key: reads initialise from storage, writes persist. */
function sessionAtom<T>(key: string, fallback: T) {
  const base = atom<T>(readSession(key, fallback));
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      writeSession(key, next);
    },
  );
}

export const userInfoAtom = sessionAtom<UserInfo | null>(SESSION_KEYS.userInfo, null);
export const menuListAtom = sessionAtom<MenuEntry[]>(SESSION_KEYS.menuList, []);
export const permissionsAtom = sessionAtom<string[]>(SESSION_KEYS.permissions, []);

/** The one jotai store of the product (the host's Provider uses it; remotes share it). */
export const sharedStore = createStore();

export interface SessionData {
  userInfo: UserInfo;
  menuList: MenuEntry[];
  permissions: string[];
}

/** Stores what login / getUserMenus answered (sessionStorage + atoms). */
export function saveSession(data: Partial<SessionData> & { token?: string }): void {
  if (data.token) setToken(data.token);
  if (data.userInfo) sharedStore.set(userInfoAtom, data.userInfo);
  if (data.menuList) sharedStore.set(menuListAtom, data.menuList);
  if (data.permissions) sharedStore.set(permissionsAtom, data.permissions);
}

/** Ends the session: token cookie, session storage keys and atoms. */
export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(TOKEN_COOKIE);
  sharedStore.set(userInfoAtom, null);
  sharedStore.set(menuListAtom, []);
  sharedStore.set(permissionsAtom, []);
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
