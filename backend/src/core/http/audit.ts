/**
 * Audit trails: an operation-log row for every mutating API request (secrets redacted), a
 * login-log row for every login attempt. Business state changes: core/data/audit-trail.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sysDept, sysLoginLog, sysOperLog } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { ClientInfo } from '../base/request-info';
import { locationOf } from '../base/request-info';
import { redactBody, redactText, redactValue } from '../base/redact';

const MAX_PARAM_CHARS = 4000;
/** One operation-log row stays small: long values (HTML content, data URLs) are cut. */
const LOG_LIMITS = { maxString: 1000, maxItems: 100 };

export interface LoginLogEntry {
  loginName: string;
  client: ClientInfo;
  success: boolean;
  msg: string;
}

export async function writeLoginLog(db: Db, e: LoginLogEntry): Promise<void> {
  await db.insert(sysLoginLog).values({
    // A password typed into the name field still must not be stored: shape redaction.
    loginName: redactText(e.loginName).slice(0, 64),
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
      // A worker app request has no staff user: name the worker's device instead.
      let operName = req.user?.userName ?? (req.device ? `worker #${req.device.workerId} · ${req.device.name}`.slice(0, 64) : '');
      // Login is public: name the account that tried (never its password).
      const body = req.body as Record<string, unknown> | string | undefined;
      if (!operName && body && typeof body === 'object' && typeof body.username === 'string') {
        operName = redactText(body.username).replaceAll('\u0000', '').slice(0, 64);
      }
      // A body that failed to parse (text/plain, broken JSON) is a raw string: redactBody still
      // finds the secrets in it.
      const params = JSON.stringify({
        query: redactValue(req.query ?? {}, LOG_LIMITS),
        body: redactBody(body ?? {}, LOG_LIMITS),
      }).slice(0, MAX_PARAM_CHARS);
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
        errorMsg: failed ? redactText((reply as WithError)[ERROR_MESSAGE] ?? '').slice(0, 2000) : '',
        status: failed ? 1 : 0,
        costMs: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      req.log.error({ err }, 'failed to write the operation log');
    }
  });
}

