/** Who calls a business service: the audit actor, the staff department that will own new rows, the language. */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../base/errors';
import { type Lang, type MessageKey, type MessageParams, t } from '../base/i18n';
import { type Actor, actorOf, SYSTEM_ACTOR } from './audit-trail';

export interface Caller {
  actor: Actor;
  /** The caller's staff department: new records belong to it (data scope) */
  deptId: number | null;
  lang: Lang;
}

export function callerOf(req: FastifyRequest): Caller {
  return { actor: actorOf(req), deptId: req.user?.deptId ?? null, lang: req.lang };
}

/** Seeds and scheduled work. */
export const SYSTEM_CALLER: Caller = { actor: SYSTEM_ACTOR, deptId: null, lang: 'en' };

/** A 400 naming one body field, in the caller's language. */
export function fieldError(lang: Lang, field: string, key: MessageKey, params?: MessageParams): ValidationError {
  return new ValidationError([{ field: `body.${field}`, message: t(lang, key, params) }], t(lang, key, params));
}

export const iso = (d: Date) => d.toISOString();
