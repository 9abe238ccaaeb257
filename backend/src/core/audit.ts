/**
 * Audit trails: an operation-log row for every mutating API request (secrets redacted), a
 * login-log row for every login attempt. Business state changes: core/audit-trail.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sysDept, sysLoginLog, sysOperLog } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { ClientInfo } from './request-info';
import { locationOf } from './request-info';

/** Keys whose values never reach a log (matched case-insensitively, anywhere in the tree). */
const SECRET_KEY = /pass(word)?|pwd|token|secret|verifycode|captcha|authorization|cookie|p256dh|^auth$/i;
const MAX_PARAM_CHARS = 4000;
/** JWTs (three base64url parts starting with a JSON header) and bearer credentials. */
const TOKEN_LIKE = /(^|\s)(Bearer\s+\S+|eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+)/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '******' : redact(v, depth + 1);
    return out;
  }
  // A token under an innocent key (e.g. a JWT pasted into a text field) is still a token.
  if (typeof value === 'string' && TOKEN_LIKE.test(value)) return '******';
  // Long values (HTML content, data URLs) are cut so one row stays small.
  if (typeof value === 'string' && value.length > 1000) return `${value.slice(0, 1000)}…`;
  return value;
}

export interface LoginLogEntry {
  loginName: string;
  client: ClientInfo;
  success: boolean;
  msg: string;
}

export async function writeLoginLog(db: Db, e: LoginLogEntry): Promise<void> {
  await db.insert(sysLoginLog).values({
    loginName: e.loginName.slice(0, 64),
    ipaddr: e.client.ip,
    loginLocation: e.client.location,
    browser: e.client.browser,
    os: e.client.os,
    status: e.success ? 0 : 1,
    msg: e.msg.slice(0, 255),
  });
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Error message of a failed request, captured by the error handler for the operation log. */
export const ERROR_MESSAGE = Symbol('operLogError');
type WithError = FastifyReply & { [ERROR_MESSAGE]?: string };

export function rememberError(reply: FastifyReply, message: string) {
  (reply as WithError)[ERROR_MESSAGE] = message;
}

/**
 * Registers the operation-log hook. It runs onResponse (after the answer is sent, so it adds
 * no latency) and never fails the request: a logging error is only written to the server log.
 */
export function registerOperationLog(app: FastifyInstance) {
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!MUTATING.has(req.method)) return;
    const url = req.routeOptions.url;
    if (!url?.startsWith('/backend/api/')) return;
    const cfg = req.routeOptions.config;
    if (cfg.operLog === false) return;
    try {
      const db = app.ctx.db;
      let deptName = '';
      if (req.user?.deptId) {
        const d = await db.select({ n: sysDept.deptName }).from(sysDept).where(eq(sysDept.id, req.user.deptId));
        deptName = d[0]?.n ?? '';
      }
      let operName = req.user?.userName ?? '';
      // Login is public: name the account that tried (never its password).
      const body = req.body as Record<string, unknown> | undefined;
      if (!operName && body && typeof body.username === 'string') operName = body.username.slice(0, 64);
      const params = JSON.stringify(redact({ query: req.query ?? {}, body: body ?? {} })).slice(0, MAX_PARAM_CHARS);
      const failed = reply.statusCode >= 400;
      const schemaSummary = (req.routeOptions.schema as { summary?: string } | undefined)?.summary;
      await db.insert(sysOperLog).values({
        module: url.split('/')[4] ?? '',
        title: (cfg.logTitle ?? schemaSummary ?? url).slice(0, 200),
        operName,
        operId: req.user?.id ?? null,
        deptName,
        operUrl: req.url.split('?')[0].slice(0, 500),
        requestMethod: req.method,
        operIp: req.ip,
        operLocation: locationOf(req.ip),
        operParam: params,
        httpStatus: reply.statusCode,
        errorMsg: failed ? ((reply as WithError)[ERROR_MESSAGE] ?? '').slice(0, 2000) : '',
        status: failed ? 1 : 0,
        costMs: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      req.log.error({ err }, 'failed to write the operation log');
    }
  });
}

