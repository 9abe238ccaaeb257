/**
 * Login captcha. Answers live in sys_captcha (5 minutes, single use) so any instance can
 * check a captcha another one issued.
 */
import crypto from 'node:crypto';
import { CaptchaResult, Envelope } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { ok } from '../../core/base/envelope';
import type { Db } from '../../db/client';
import { sysCaptcha } from '../../db/schema';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Consumes a captcha: true when the key exists, is unexpired and the code matches (any case). */
export async function consumeCaptcha(db: Db, key: string, code: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(key) || !code) return false;
  const rows = await db.delete(sysCaptcha).where(eq(sysCaptcha.id, key)).returning();
  const row = rows[0];
  return !!row && row.expiresAt.getTime() > Date.now() && row.answer === code.trim().toLowerCase();
}

export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captcha/get',
    {
      config: { auth: 'public' },
      schema: { summary: 'Get a login captcha', response: { 200: Envelope(CaptchaResult) } },
    },
    async () => {
      // Nothing to draw or store when no code is checked: the form hides the field.
      if (!app.ctx.captcha) return ok({ captchaEnabled: false, key: '', img: '' });
      const db = app.ctx.db;
      const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, width: 120, height: 40 });
      const key = crypto.randomUUID();
      // Housekeeping: drop expired answers (indexed; cheap).
      await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date()));
      await db.insert(sysCaptcha).values({
        id: key,
        answer: c.text.toLowerCase(),
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      });
      return ok({ captchaEnabled: true, key, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` });
    },
  );
};
