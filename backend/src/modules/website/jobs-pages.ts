/**
 * The public job pages, server-rendered, without login (issue: job seekers on phones load no
 * back-office code, and search engines read every job):
 *   GET /admin/website/jobs           the list with its filters (a plain GET form) and pages
 *   GET /admin/website/jobs/:code     a job, its JobPosting and the apply form; 404 page when gone
 *   GET /admin/website/assets/:file   the apply script's bundle (hashed, immutable)
 * Static and parametric routes, so Fastify prefers them to the SPA's `/admin/*` (static.ts).
 * Pages are cached briefly only: the list changes as jobs fill.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../core/base/errors';
import { getBrandName, getConfigValue } from '../../core/data/params';
import { getPublicJob, listPublicJobs } from '../workforce/job/public';
import { boardPositions, jobUpdatedAt } from './board';
import { ASSETS_PATH, type Island } from './island';
import { jobPage, notFoundPage } from './job-page';
import { JOBS_PATH, type PageContext, pageContext } from './layout';
import { listPage } from './list-page';
import { listQuery } from './query';
import { pickLang } from './texts';

/** System parameters the footer shows (an employment agency's licence and registration numbers). */
export const LICENCE_PARAM = 'sys.website.eaLicence';
export const REGISTRATION_PARAM = 'sys.website.eaRegistration';

const JOB_CODE = /^[A-Za-z0-9-]{1,40}$/;
const PAGE_CACHE = 'public, max-age=60';
// Far above one person browsing; the pages read the database.
const open = { auth: 'public' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };

async function contextOf(app: FastifyInstance, req: FastifyRequest): Promise<PageContext> {
  const { lang, explicit } = pickLang((req.query as Record<string, unknown>).lang, req.headers['accept-language']);
  const db = app.ctx.db;
  const publicUrl = ((await getConfigValue(db, 'sys.site.publicUrl')) ?? '').replace(/\/+$/, '');
  return pageContext(lang, explicit, {
    brand: await getBrandName(db),
    origin: publicUrl || `${req.protocol}://${req.host}`,
    licence: (await getConfigValue(db, LICENCE_PARAM)) ?? '',
    registration: (await getConfigValue(db, REGISTRATION_PARAM)) ?? '',
  });
}

function html(reply: FastifyReply, status: number, body: string, cache: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cache)
    .header('vary', 'Accept-Language')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

export async function websitePages(app: FastifyInstance, opts: { island: Island }) {
  app.get(JOBS_PATH, { config: open }, async (req, reply) => {
    const ctx = await contextOf(app, req);
    const query = listQuery(req.query as Record<string, unknown>);
    const [page, positions] = await Promise.all([listPublicJobs(app.ctx.db, query), boardPositions(app.ctx.db)]);
    return html(reply, 200, listPage(ctx, { query, list: page.list, total: page.total, positions }), PAGE_CACHE);
  });

  app.get<{ Params: { code: string } }>(`${JOBS_PATH}/:code`, { config: open }, async (req, reply) => {
    const ctx = await contextOf(app, req);
    const { code } = req.params;
    const gone = () => html(reply, 404, notFoundPage(ctx), 'no-cache');
    if (!JOB_CODE.test(code)) return gone();
    try {
      const job = await getPublicJob(app.ctx.db, code);
      const updatedAt = (await jobUpdatedAt(app.ctx.db, code)) ?? new Date();
      const body = jobPage(ctx, { job, updatedAt: updatedAt.toISOString(), scriptSrc: opts.island.scriptSrc() });
      return html(reply, 200, body, PAGE_CACHE);
    } catch (e) {
      if (e instanceof NotFoundError) return gone();
      throw e;
    }
  });

  app.get<{ Params: { file: string } }>(`${ASSETS_PATH}/:file`, async (req, reply) => {
    const bytes = await opts.island.read(req.params.file);
    if (!bytes) throw new NotFoundError();
    return reply
      .type(req.params.file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
