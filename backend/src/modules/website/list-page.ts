/**
 * The job list page (/admin/website/jobs): a plain GET form for the filters (it works without
 * JavaScript and every search has its own address), the jobs as links to their own pages, and
 * pagination links.
 */
import type { PublicJobListQuery, PublicJobRow } from '@shiftdesk/shared/api';
import { POSTAL_DISTRICTS } from '@shiftdesk/shared/rules';
import { esc } from './escape';
import { sgClock, sgd, shiftDay } from './format';
import { JOBS_PATH, type PageContext, link, shell } from './layout';

export const PAGE_SIZE = 20;

export interface ListPageInput {
  query: PublicJobListQuery;
  list: PublicJobRow[];
  total: number;
  positions: { id: number; name: string }[];
}

/** The query's filters as link parameters (the page number apart). */
function filterParams(q: PublicJobListQuery) {
  return {
    keyword: q.keyword,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    district: q.district,
    positionId: q.positionId,
  };
}

export function jobHref(ctx: PageContext, code: string) {
  return link(ctx, `${JOBS_PATH}/${encodeURIComponent(code)}`);
}

function card(ctx: PageContext, job: PublicJobRow): string {
  const { t } = ctx;
  const where = [job.positionName, job.area].filter(Boolean).join(' · ');
  return `<li><article class="card job" aria-labelledby="job-${esc(job.code)}">
<h2 id="job-${esc(job.code)}"><a href="${esc(jobHref(ctx, job.code))}">${esc(job.title)}</a></h2>
<p class="muted">${esc(where)}</p>
<p class="pay">${esc(sgd(job.payRate))} <span class="muted">${esc(t('perHour'))}</span></p>
<dl class="facts">
<dt>${esc(t('date'))}</dt><dd>${esc(shiftDay(job.shiftDate, ctx.lang))}</dd>
<dt>${esc(t('time'))}</dt><dd>${esc(sgClock(job.startAt))}–${esc(sgClock(job.endAt))}</dd>
<dt>${esc(t('openings'))}</dt><dd>${esc(job.openings === 1 ? t('openingsOne') : t('openingsN', { n: job.openings }))}</dd>
</dl>
</article></li>`;
}

function filters(ctx: PageContext, q: PublicJobListQuery, positions: ListPageInput['positions']): string {
  const { t } = ctx;
  const option = (value: string | number, label: string, selected: boolean) =>
    `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
  const districts = POSTAL_DISTRICTS.map((d) =>
    option(d.district, `${t('district', { n: d.district })}: ${d.area}`, q.district === d.district),
  ).join('');
  const positionOptions = positions.map((p) => option(p.id, p.name, q.positionId === p.id)).join('');
  return `<form class="card" method="get" action="${JOBS_PATH}" role="search" aria-labelledby="search-title">
<h2 id="search-title">${esc(t('search'))}</h2>
${ctx.explicit ? `<input type="hidden" name="lang" value="${esc(ctx.lang)}">` : ''}
<div class="filters">
<div class="wide"><label for="q-keyword">${esc(t('keyword'))}</label>
<input id="q-keyword" name="keyword" type="search" maxlength="100" value="${esc(q.keyword)}" aria-describedby="q-keyword-hint">
<p class="hint" id="q-keyword-hint">${esc(t('keywordHint'))}</p></div>
<div><label for="q-from">${esc(t('dateFrom'))}</label><input id="q-from" name="dateFrom" type="date" value="${esc(q.dateFrom)}"></div>
<div><label for="q-to">${esc(t('dateTo'))}</label><input id="q-to" name="dateTo" type="date" value="${esc(q.dateTo)}"></div>
<div><label for="q-district">${esc(t('area'))}</label><select id="q-district" name="district">${option('', t('anyArea'), !q.district)}${districts}</select></div>
<div><label for="q-position">${esc(t('position'))}</label><select id="q-position" name="positionId">${option('', t('anyPosition'), !q.positionId)}${positionOptions}</select></div>
<div class="wide actions"><button class="button" type="submit">${esc(t('apply'))}</button>
<a class="button secondary" href="${esc(link(ctx, JOBS_PATH))}">${esc(t('clear'))}</a></div>
</div>
</form>`;
}

function pager(ctx: PageContext, q: PublicJobListQuery, total: number): string {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = q.pageNum ?? 1;
  if (pages <= 1) return '';
  const { t } = ctx;
  const to = (n: number) => esc(link(ctx, JOBS_PATH, { ...filterParams(q), pageNum: n > 1 ? n : undefined }));
  const prev = page > 1 ? `<li><a rel="prev" href="${to(page - 1)}">${esc(t('previous'))}</a></li>` : '';
  const next = page < pages ? `<li><a rel="next" href="${to(page + 1)}">${esc(t('next'))}</a></li>` : '';
  return `<nav class="pager" aria-label="${esc(t('pagination'))}"><p>${esc(t('pageOf', { page, pages }))}</p><ul>${prev}${next}</ul></nav>`;
}

export function listPage(ctx: PageContext, input: ListPageInput): string {
  const { t } = ctx;
  const { query: q, list, total } = input;
  const results = list.length
    ? `<p role="status">${esc(total === 1 ? t('foundOne') : t('found', { n: total }))}</p>
<ul class="jobs">${list.map((j) => card(ctx, j)).join('')}</ul>${pager(ctx, q, total)}`
    : `<div class="card" role="status"><h2>${esc(t('empty'))}</h2><p class="muted">${esc(t('emptyHint'))}</p></div>`;
  const other = ctx.lang === 'en' ? 'zh-CN' : 'en';
  const otherParams = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filterParams(q), pageNum: q.pageNum })) if (v) otherParams.set(k, String(v));
  otherParams.set('lang', other);
  return shell(ctx, {
    title: `${t('listTitle')} | ${ctx.brand}`,
    description: t('listDescription'),
    path: JOBS_PATH,
    otherLangHref: `${JOBS_PATH}?${otherParams}`,
    current: 'jobs',
    body: `<h1>${esc(t('listTitle'))}</h1>
<p class="lead">${esc(t('listLead'))}</p>
${filters(ctx, q, input.positions)}
<section aria-label="${esc(t('siteName'))}">${results}</section>`,
  });
}
