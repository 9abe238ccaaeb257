/**
 * A job's own page (/admin/website/jobs/<code>): its facts for a person, its JobPosting for
 * search engines, and the apply form. The 404 page is here too: a job that is filled, cancelled
 * or under way reads as gone, with a way back to the list.
 */
import type { PublicJobDetail } from '@shiftdesk/shared/api';
import { applyForm } from './apply-form';
import { esc, jsonForScript } from './escape';
import { sgClock, sgd, shiftDay } from './format';
import { jobPosting } from './jsonld';
import { JOBS_PATH, type PageContext, canonical, link, shell } from './layout';
import { RESIDENCY_TEXT } from './texts';

export interface JobPageInput {
  job: PublicJobDetail;
  /** When the job was last changed, ISO (the posting's datePosted) */
  updatedAt: string;
  /** The apply script's URL; none when the island is not built */
  scriptSrc?: string;
}

/** One line about the job, for <meta description> and a posting without a description. */
export function summary(ctx: PageContext, job: PublicJobDetail): string {
  const { t } = ctx;
  const when = `${shiftDay(job.shiftDate, ctx.lang)} ${sgClock(job.startAt)}–${sgClock(job.endAt)}`;
  return [job.positionName, job.area, when, `${sgd(job.payRate)} ${t('perHour')}`].filter(Boolean).join(' · ');
}

function requirements(ctx: PageContext, job: PublicJobDetail): string {
  const { t, lang } = ctx;
  const items: string[] = [];
  if (job.minimumAge) items.push(t('minimumAge', { n: job.minimumAge }));
  items.push(
    job.residencies.length
      ? t('residencies', { list: job.residencies.map((r) => RESIDENCY_TEXT[lang][r]).join(', ') })
      : t('anyone'),
  );
  if (job.certificates.length) items.push(t('certificates', { list: job.certificates.join(', ') }));
  return `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

export function jobPage(ctx: PageContext, { job, updatedAt, scriptSrc }: JobPageInput): string {
  const { t } = ctx;
  const path = `${JOBS_PATH}/${encodeURIComponent(job.code)}`;
  const line = summary(ctx, job);
  const posting = jobPosting({
    job,
    description: job.description || line,
    datePosted: updatedAt,
    brand: ctx.brand,
    origin: ctx.origin,
    url: canonical(ctx, path),
  });
  const breakText = job.breakMinutes
    ? t(job.breakPaid ? 'breakPaid' : 'breakUnpaid', { n: job.breakMinutes })
    : t('noBreak');
  const facts: [string, string][] = [
    [t('position'), job.positionName],
    [t('area'), job.area ?? '—'],
    [t('date'), shiftDay(job.shiftDate, ctx.lang)],
    [t('time'), `${sgClock(job.startAt)}–${sgClock(job.endAt)}`],
    [t('break'), breakText],
    [t('pay'), `${sgd(job.payRate)} ${t('perHour')}`],
    [t('openings'), job.openings === 1 ? t('openingsOne') : t('openingsN', { n: job.openings })],
  ];
  const text = (title: string, value: string) =>
    value ? `<section class="card"><h2>${esc(title)}</h2><p class="text">${esc(value)}</p></section>` : '';
  const description = job.description ? `${job.description.slice(0, 150)}` : line;
  return shell(ctx, {
    title: `${job.title} · ${sgd(job.payRate)} ${t('perHour')} | ${ctx.brand}`,
    description,
    path,
    otherLangHref: `${path}?lang=${ctx.lang === 'en' ? 'zh-CN' : 'en'}`,
    head:
      `<script type="application/ld+json">${jsonForScript(posting)}</script>` +
      (scriptSrc ? `\n<script src="${esc(scriptSrc)}" defer></script>` : ''),
    body: `<p><a href="${esc(link(ctx, JOBS_PATH))}">← ${esc(t('backToList'))}</a></p>
<article>
<h1>${esc(job.title)}</h1>
<p class="pay">${esc(sgd(job.payRate))} <span class="muted">${esc(t('perHour'))}</span></p>
<section class="card"><dl class="facts">${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl></section>
<section class="card"><h2>${esc(t('requirements'))}</h2>${requirements(ctx, job)}</section>
${text(t('description'), job.description)}
${text(t('dressCode'), job.dressCode)}
</article>
${applyForm(ctx, job.code)}`,
  });
}

export function notFoundPage(ctx: PageContext): string {
  const { t } = ctx;
  return shell(ctx, {
    title: `${t('notFoundTitle')} | ${ctx.brand}`,
    description: t('notFoundText'),
    otherLangHref: `${JOBS_PATH}?lang=${ctx.lang === 'en' ? 'zh-CN' : 'en'}`,
    current: 'jobs',
    body: `<h1>${esc(t('notFoundTitle'))}</h1>
<p class="lead">${esc(t('notFoundText'))}</p>
<p><a class="button" href="${esc(link(ctx, JOBS_PATH))}">${esc(t('backToList'))}</a></p>`,
  });
}
