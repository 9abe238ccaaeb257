/**
 * The frame every public job page shares: <head> with its title, description, canonical and
 * language alternates; a header with the website's navigation; the footer with the agency's
 * licence and registration numbers (an employment agency must show them on its job
 * advertisements). The rest of the website is the SPA, reached by ordinary links.
 */
import { esc } from './escape';
import { CSS } from './styles';
import { type Texts, type WebsiteLang, texts } from './texts';

export const JOBS_PATH = '/admin/website/jobs';
export const WEBSITE_PATH = '/admin/website';

/** What a page needs besides its own data. */
export interface PageContext {
  lang: WebsiteLang;
  /** The language came from `?lang=`: links carry it on */
  explicit: boolean;
  t: Texts;
  brand: string;
  /** "https://host", for canonical links and the JSON-LD */
  origin: string;
  licence: string;
  registration: string;
}

export function pageContext(
  lang: WebsiteLang,
  explicit: boolean,
  rest: Omit<PageContext, 'lang' | 'explicit' | 't'>,
): PageContext {
  return { lang, explicit, t: texts(lang), ...rest };
}

/** A link to one of our pages, keeping the language when the visitor chose it. */
export function link(ctx: PageContext, path: string, params: Record<string, string | number | undefined> = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  if (ctx.explicit) q.set('lang', ctx.lang);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The address search engines should keep for a page in a language (English has no `?lang`). */
export function canonical(ctx: PageContext, path: string, lang: WebsiteLang = ctx.lang) {
  return `${ctx.origin}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;
}

export interface ShellInput {
  title: string;
  description: string;
  /** Path of the page (without query), for canonical and alternates; none on an error page */
  path?: string;
  /** The same page in the other language (the list keeps its filters) */
  otherLangHref: string;
  /** Extra markup for <head> (already escaped) */
  head?: string;
  body: string;
  /** Which navigation entry is the current page */
  current?: 'jobs';
}

export function shell(ctx: PageContext, p: ShellInput): string {
  const { t } = ctx;
  const meta = p.path
    ? `<link rel="canonical" href="${esc(canonical(ctx, p.path))}">` +
      `<link rel="alternate" hreflang="en" href="${esc(canonical(ctx, p.path, 'en'))}">` +
      `<link rel="alternate" hreflang="zh-CN" href="${esc(canonical(ctx, p.path, 'zh-CN'))}">`
    : '<meta name="robots" content="noindex">';
  const other = ctx.lang === 'en' ? 'zh-CN' : 'en';
  const licence = ctx.licence || t('licencePending');
  const registration = ctx.registration || t('licencePending');
  return `<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.title)}</title>
<meta name="description" content="${esc(p.description)}">
<meta name="color-scheme" content="light dark">
<link rel="icon" type="image/png" sizes="128x128" href="/admin/icons/icon-128.png">
${meta}
<style>${CSS}</style>
${p.head ?? ''}
</head>
<body>
<a class="skip" href="#main">${esc(t('skip'))}</a>
<header class="site"><div class="wrap">
<a class="brand" href="${WEBSITE_PATH}">${esc(ctx.brand)}</a>
<nav aria-label="${esc(t('siteName'))}"><ul>
<li><a href="${WEBSITE_PATH}">${esc(t('navHome'))}</a></li>
<li><a href="${esc(link(ctx, JOBS_PATH))}"${p.current === 'jobs' ? ' aria-current="page"' : ''}>${esc(t('navJobs'))}</a></li>
<li><a href="${WEBSITE_PATH}/aboutUs">${esc(t('navAbout'))}</a></li>
<li><a href="${esc(p.otherLangHref)}" lang="${other}" hreflang="${other}">${esc(t('otherLang'))}</a></li>
</ul></nav>
</div></header>
<main id="main" class="wrap">
${p.body}
</main>
<footer class="site"><div class="wrap">
<p>${esc(t('licence', { value: licence }))} · ${esc(t('registration', { value: registration }))}</p>
<ul><li><a href="${WEBSITE_PATH}/privacy">${esc(t('navPrivacy'))}</a></li><li><a href="${WEBSITE_PATH}/terms_of_service">${esc(t('navTerms'))}</a></li></ul>
<p>${esc(t('rights', { year: new Date().getFullYear(), brand: ctx.brand }))}</p>
</div></footer>
</body>
</html>`;
}
