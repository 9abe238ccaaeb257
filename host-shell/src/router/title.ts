import type { Lang } from '@shiftdesk/shared/core';

export interface TitleMeta {
  title?: string;
  titleZh?: string;
}

/** The title of a route in a language (zh-cn falls back to the English title and vice versa). */
export function routeTitle(meta: TitleMeta | undefined, lang: Lang): string {
  if (!meta) return '';
  return (lang === 'zh-cn' ? meta.titleZh || meta.title : meta.title || meta.titleZh) ?? '';
}

/** `<route title> - <brand>`, or just the brand. */
export function buildPageTitle(title: string, brand: string): string {
  return title ? `${title} - ${brand}` : brand;
}
