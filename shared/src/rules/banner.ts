/**
 * A banner's status, computed and never stored (DOMAIN.md "Banner"): it changes with the clock,
 * so a stored one would be wrong the minute a banner starts or ends. The server's list filter
 * (backend/src/modules/website/banner/service.ts `statusCondition`) says the same in SQL, in the
 * same order: a banner with no image is a draft however its dates read, and one past its end is
 * expired even when its start was (wrongly) after the end.
 */
export type BannerState = 'draft' | 'scheduled' | 'live' | 'expired';

export interface BannerTiming {
  published: boolean;
  /** An image is what a visitor would see: without one there is nothing to show. */
  hasImage: boolean;
  startAt: Date | string;
  /** null = runs until unpublished */
  endAt: Date | string | null;
}

const ms = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** Live from `startAt` (inclusive) until `endAt` (exclusive). */
export function bannerStatus(b: BannerTiming, now: Date): BannerState {
  if (!b.published || !b.hasImage) return 'draft';
  const t = now.getTime();
  if (b.endAt !== null && ms(b.endAt) <= t) return 'expired';
  if (ms(b.startAt) > t) return 'scheduled';
  return 'live';
}

/** The end must come after the start (an open end is always fine). */
export function bannerDatesValid(startAt: Date | string, endAt: Date | string | null): boolean {
  return endAt === null || ms(endAt) > ms(startAt);
}
