/**
 * The website's sign-up (`POST /backend/api/v1/pub/website/apply`), without login: five attempts
 * a minute from one address (a person retrying a typo, not a script), the captcha when the
 * server has one. Thin: ./apply.ts checks and stores.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicApplyBody, PublicApplyResult, PublicJobPaths } from '@shiftdesk/shared/api';
import { ok } from '../../../core/base/envelope';
import { BadRequestError } from '../../../core/base/errors';
import { langOf, t } from '../../../core/base/i18n';
import { withTransaction } from '../../../core/data/unit-of-work';
import { routeOptions } from '../../../core/routes/route-options';
import { consumeCaptcha } from '../../pub/captcha';
import { applyFromWebsite, checkJobOfInterest } from './apply';

export const APPLY_PER_MINUTE = 5;

export const publicApplyRoutes: FastifyPluginAsyncTypebox<{ perMinute?: number }> = async (app, opts) => {
  app.post(
    PublicJobPaths.apply,
    routeOptions(
      { auth: 'public', rateLimit: { max: opts.perMinute ?? APPLY_PER_MINUTE, timeWindow: '1 minute' } },
      'Apply on the website: becomes an applicant to screen (NRIC checked, consent required; a known person is answered kindly)',
      { body: PublicApplyBody, reply: PublicApplyResult },
    ),
    async (req) => {
      const b = req.body;
      const lang = b.lang ? langOf(b.lang) : req.lang;
      if (app.ctx.captcha && !(await consumeCaptcha(app.ctx.db, b.captchaKey ?? '', b.captchaCode ?? ''))) {
        throw new BadRequestError(b.captchaCode ? 'auth.badCaptcha' : 'auth.captchaRequired');
      }
      const jobTitle = await checkJobOfInterest(app.ctx.db, b.jobCode);
      const { result } = await withTransaction(app.ctx, (tx) => applyFromWebsite(tx, lang, b, jobTitle));
      return ok({ result }, t(lang, result === 'received' ? 'applicant.applyReceived' : 'applicant.applyKnown'));
    },
  );
};
