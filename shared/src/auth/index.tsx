/**
 * Element-level permission checks (spec §6): `Auth` keeps its children when the user holds the
 * permission, `Auths` when any listed one is held, `AuthAll` only when all are held. The wildcard
 * `*\/*\/*` passes everything. Held permissions = server `permissions` + userInfo.authBtnList.
 */
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { permissionsAtom, userInfoAtom } from '../session';

export const WILDCARD_PERMISSION = '*/*/*';

export function hasPermission(held: readonly string[], p: string): boolean {
  return held.includes(WILDCARD_PERMISSION) || held.includes(p);
}
export function hasAnyPermission(held: readonly string[], ps: readonly string[]): boolean {
  return held.includes(WILDCARD_PERMISSION) || ps.some((p) => held.includes(p));
}
export function hasAllPermissions(held: readonly string[], ps: readonly string[]): boolean {
  return held.includes(WILDCARD_PERMISSION) || ps.every((p) => held.includes(p));
}

export interface AuthApi {
  held: string[];
  has(p: string): boolean;
  hasAny(ps: readonly string[]): boolean;
  hasAll(ps: readonly string[]): boolean;
}

export function useAuth(): AuthApi {
  const permissions = useAtomValue(permissionsAtom);
  const userInfo = useAtomValue(userInfoAtom);
  return useMemo(() => {
    const held = [...new Set([...(permissions ?? []), ...(userInfo?.authBtnList ?? [])])];
    return {
      held,
      has: (p: string) => hasPermission(held, p),
      hasAny: (ps: readonly string[]) => hasAnyPermission(held, ps),
      hasAll: (ps: readonly string[]) => hasAllPermissions(held, ps),
    };
  }, [permissions, userInfo]);
}

export function Auth({ value, children }: { value: string; children?: ReactNode }) {
  const { has } = useAuth();
  return has(value) ? children : null;
}

export function Auths({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  const { hasAny } = useAuth();
  return hasAny(value) ? children : null;
}

export function AuthAll({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  const { hasAll } = useAuth();
  return hasAll(value) ? children : null;
}
