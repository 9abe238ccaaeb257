/**
 * The public website's content managed in the back office. Banners: a picture shown in one
 * placement between its dates; the status (draft / scheduled / live / expired) is computed from
 * `published`, the image and the dates, never stored (shared/src/rules/banner.ts).
 */
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { owned, ownedIndexes, ts } from './columns';

export const webBanner = pgTable(
  'web_banner',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Storage key (`banner/<random>.<ext>`), served publicly at /backend/upload/<key>; null = none yet */
    imageKey: text('image_key'),
    /** An http(s) URL or a site path; '' = no link */
    link: varchar('link', { length: 500 }).notNull().default(''),
    /** home_top | home_middle | jobs_top */
    placement: varchar('placement', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    startAt: ts('start_at').notNull(),
    /** null = shown until unpublished */
    endAt: ts('end_at'),
    published: boolean('published').notNull().default(false),
    ...owned(),
  },
  (t) => [
    // The public strip reads one placement's shown banners in order; the list filters by placement.
    index('web_banner_placement_idx').on(t.placement, t.sort),
    index('web_banner_title_idx').on(t.title),
    // The status filter and the date range compare the dates.
    index('web_banner_start_idx').on(t.startAt),
    index('web_banner_end_idx').on(t.endAt),
    ...ownedIndexes('web_banner', t),
  ],
);
