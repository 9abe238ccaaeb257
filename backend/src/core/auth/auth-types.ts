/**
 * Who a request is and how a route is protected. Kept apart from core/routes/context.ts (which
 * re-exports them for modules) because the auth layer itself (session, auth-cache, guard,
 * deploy-auth) needs these types while context.ts needs the auth layer's classes: with the
 * types there, the two imported each other.
 */
import type { MessageKey } from '../base/i18n';

/** The logged-in user of a request (set by the auth hook for non-public routes). */
export interface AuthUser {
  id: number;
  userName: string;
  userNickname: string;
  avatar: string;
  deptId: number | null;
  sessionId: string;
  lastLoginAt: Date | null;
}

/**
 * Route protection, declared on EVERY /backend/api route (checked at startup):
 * - `auth: 'public'` — anyone;
 * - `auth: 'login'` — any logged-in user;
 * - `rule: 'api/v1/system/user/list'` — logged-in users holding that API rule (or '*' + '/*' + '/*');
 * - `auth: 'device'` — a worker's device token (the worker app API, core/auth/device-auth.ts), never a staff session.
 */
export interface RouteProtection {
  auth?: 'public' | 'login' | 'device';
  rule?: string;
  /**
   * Further rules that open the route too (any one is enough): a helper endpoint that serves
   * several actions' forms (the role form's trees serve both role/add and role/edit).
   */
  alsoRules?: readonly string[];
  /**
   * A deploy token (issue 15) may call this route too, for the remotes it is scoped to (the
   * remote named by the body's or query's `name`); tokens are refused on every other route.
   */
  deploy?: boolean;
  /** Operation-log title override (defaults to the route's schema summary) */
  logTitle?: string;
  /** Set false to skip the operation log of a mutating route (e.g. high-volume pings) */
  operLog?: boolean;
  /**
   * Localised messages of schema validation errors, by field (`body.userName`): `[empty, invalid?]`
   * — `empty` when the value is missing or blank, `invalid` (if given) otherwise (spec §5 messages).
   */
  fieldMessages?: Record<string, [MessageKey, MessageKey?]>;
}

/** One /backend/api route as registered (kept per app in `app.apiRoutes`; tests generate matrices from it). */
export interface ApiRoute {
  method: string;
  url: string;
  protection: RouteProtection;
  schema: Record<string, unknown>;
}
