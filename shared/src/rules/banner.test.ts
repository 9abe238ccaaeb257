/** @jest-environment node */
import fc from 'fast-check';
import { type BannerState, bannerDatesValid, bannerStatus } from './banner';

const NOW = new Date('2026-12-01T04:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('bannerStatus', () => {
  const live = {
    published: true,
    hasImage: true,
    startAt: '2026-11-30T00:00:00.000Z',
    endAt: '2026-12-31T00:00:00.000Z',
  };

  it.each<[string, Parameters<typeof bannerStatus>[0], BannerState]>([
    ['not published', { ...live, published: false }, 'draft'],
    ['without an image', { ...live, hasImage: false }, 'draft'],
    ['unpublished and past its end', { ...live, published: false, endAt: '2026-11-30T12:00:00.000Z' }, 'draft'],
    ['before its start', { ...live, startAt: '2026-12-02T00:00:00.000Z' }, 'scheduled'],
    ['between start and end', live, 'live'],
    ['with an open end', { ...live, endAt: null }, 'live'],
    ['after its end', { ...live, endAt: '2026-12-01T03:59:59.999Z' }, 'expired'],
  ])('%s', (_, banner, status) => {
    expect(bannerStatus(banner, NOW)).toBe(status);
  });

  it('goes live at its start and expires at its end, to the millisecond', () => {
    const b = { ...live, startAt: NOW, endAt: at('2026-12-01T05:00:00.000Z') };
    expect(bannerStatus(b, at('2026-12-01T03:59:59.999Z'))).toBe('scheduled');
    expect(bannerStatus(b, NOW)).toBe('live');
    expect(bannerStatus(b, at('2026-12-01T04:59:59.999Z'))).toBe('live');
    expect(bannerStatus(b, at('2026-12-01T05:00:00.000Z'))).toBe('expired');
  });

  it('reads ISO strings and Dates alike', () => {
    expect(bannerStatus({ ...live, startAt: at(live.startAt), endAt: at(live.endAt) }, NOW)).toBe('live');
  });

  const time = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((n) => new Date(n));

  it('gives exactly one status for any dates, and the one their order says', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        time,
        fc.option(time, { nil: null }),
        time,
        (published, hasImage, startAt, endAt, now) => {
          const status = bannerStatus({ published, hasImage, startAt, endAt }, now);
          const which = {
            draft: !published || !hasImage,
            expired: published && hasImage && endAt !== null && endAt <= now,
            scheduled: published && hasImage && !(endAt !== null && endAt <= now) && startAt > now,
            live: published && hasImage && !(endAt !== null && endAt <= now) && startAt <= now,
          };
          expect(Object.values(which).filter(Boolean)).toHaveLength(1);
          expect(which[status]).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never goes back: as time passes a shown banner only moves scheduled → live → expired', () => {
    const rank: Record<BannerState, number> = { draft: -1, scheduled: 0, live: 1, expired: 2 };
    fc.assert(
      fc.property(time, fc.option(time, { nil: null }), time, time, (startAt, endAt, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const banner = { published: true, hasImage: true, startAt, endAt };
        expect(rank[bannerStatus(banner, early)]).toBeLessThanOrEqual(rank[bannerStatus(banner, late)]);
      }),
    );
  });
});

describe('bannerDatesValid', () => {
  it('wants the end after the start, or no end', () => {
    expect(bannerDatesValid('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')).toBe(true);
    expect(bannerDatesValid('2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(false);
    expect(bannerDatesValid('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(false);
    expect(bannerDatesValid('2026-12-02T00:00:00Z', null)).toBe(true);
  });
});
