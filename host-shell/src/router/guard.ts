/**
 * The navigation guard of spec §2, as pure functions (the <Guard> component applies them).
 */
// Literal, not read from @shiftdesk/shared/api: the login island imports this file and must not
// bundle the API schemas. A test checks these are '/login' and exactly PUBLIC_PAGES' paths.
export const PUBLIC_PATHS = [
  '/login',
  '/website',
  '/website/jobs',
  '/website/aboutUs',
  '/website/privacy',
  '/website/terms_of_service',
  '/website/timesheet/sign',
];
/** Static pages any visitor may see. */
export const STATIC_PATHS = ['/401', '/404'];
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

export function normalizePath(path: string): string {
  const p = path.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function isPublicPath(path: string): boolean {
  const p = normalizePath(path);
  return PUBLIC_PATHS.includes(p) || STATIC_PATHS.includes(p) || p.startsWith('/website/');
}

/** `/login?redirect=<path>&<other query params>` (the intended target and its params). */
export function buildLoginRedirect(path: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('redirect');
  const rest = params.toString();
  return `${LOGIN_PATH}?redirect=${encodeURI(path)}${rest ? `&${rest}` : ''}`;
}

/** Where to go after login: the redirect target plus the other query params, else /home. */
export function loginTarget(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  params.delete('redirect');
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect === LOGIN_PATH) return HOME_PATH;
  const rest = params.toString();
  return rest ? `${redirect}${redirect.includes('?') ? '&' : '?'}${rest}` : redirect;
}

export type GuardDecision =
  | { type: 'pass' }
  | { type: 'redirect'; to: string; clearSession?: boolean }
  | { type: 'loadRoutes' };

export interface GuardInput {
  path: string;
  search: string;
  token: string;
  routesLoaded: boolean;
}

export function decideNavigation({ path, search, token, routesLoaded }: GuardInput): GuardDecision {
  const p = normalizePath(path);
  // With a token, /login goes to /home (or to the pending ?redirect= target right after login).
  if (token && p === LOGIN_PATH) return { type: 'redirect', to: loginTarget(search) };
  if (isPublicPath(p)) return { type: 'pass' };
  if (!token) return { type: 'redirect', to: buildLoginRedirect(p, search), clearSession: true };
  if (!routesLoaded) return { type: 'loadRoutes' };
  return { type: 'pass' };
}

/** Route visibility by roles (spec §2): a route without roles is visible to everyone. */
export function canSeeRoute(
  routeRoles: readonly string[] | undefined,
  userRoles: readonly string[] | undefined,
): boolean {
  if (!routeRoles || routeRoles.length === 0) return true;
  return (userRoles ?? []).some((r) => routeRoles.includes(r));
}
