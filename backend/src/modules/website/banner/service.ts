/**
 * Website banners (DOMAIN.md "Banner"): a title, an image, a link and a placement, shown on the
 * public website between its start and end. The status is computed, never stored: in SQL here
 * (`statusCondition`, for the list filter and the public strip) and in TypeScript by
 * `bannerStatus` (shared/src/rules/banner.ts) for each row; both take the same `now`, so a test
 * can hold the clock. Images are uploaded first (./routes.ts) and named by add/edit; a file no
 * banner names any more is deleted after the commit.
 */
import crypto from 'node:crypto';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_LINK_PATTERN,
  type BannerAddBody,
  BannerApi,
  type BannerListQuery,
  type BannerPlacement,
  type BannerRow,
  type BannerStatus,
  type PublicBanner,
} from '@shiftdesk/shared/api';
import { bannerDatesValid, bannerStatus } from '@shiftdesk/shared/rules';
import { type SQL, and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError, BadRequestError } from '../../../core/base/errors';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { recordAudit } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { getAllOr404, getOr404 } from '../../../core/data/crud';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import { insertRecord, updateRecord } from '../../../core/data/records';
import { afterCommit, type Tx } from '../../../core/data/unit-of-work';
import { reencodeImage } from '../../../core/files/image';
import type { Storage } from '../../../core/files/storage';
import { type FileType, sniffType } from '../../../core/files/upload';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { webBanner } from '../../../db/schema';

type Runner = Db | Tx;
type BannerDb = typeof webBanner.$inferSelect;

/** The storage kind (first key segment) of banner images: public, served at /backend/upload/banner/…. */
export const BANNER_KIND = 'banner';
/** Wide enough for a full-width strip on a large screen; bigger uploads are scaled down. */
const IMAGE_MAX_SIDE = 2400;
const ACCEPTED: readonly FileType[] = ['png', 'jpg', 'webp'];
const LINK = new RegExp(BANNER_LINK_PATTERN);

const imageRoute = (key: string | null) => (key ? `upload/${key}` : null);
const keyOfImage = (image: string) => image.replace(/^upload\//, '');

/**
 * Rows in `status` at `now`, in the order `bannerStatus` decides: draft, then expired (an end
 * passed wins over a start to come), then scheduled, then live.
 */
export function statusCondition(status: BannerStatus, now: Date): SQL {
  const shown = and(eq(webBanner.published, true), isNotNull(webBanner.imageKey));
  const ended = and(isNotNull(webBanner.endAt), lte(webBanner.endAt, now));
  const notEnded = or(isNull(webBanner.endAt), gt(webBanner.endAt, now));
  switch (status) {
    case 'draft':
      return or(eq(webBanner.published, false), isNull(webBanner.imageKey)) as SQL;
    case 'expired':
      return and(shown, ended) as SQL;
    case 'scheduled':
      return and(shown, notEnded, gt(webBanner.startAt, now)) as SQL;
    case 'live':
      return and(shown, notEnded, lte(webBanner.startAt, now)) as SQL;
  }
}

/** Banners shown at some moment of these Singapore days: started before the last ends, not ended before the first. */
const activeIn = (days: readonly string[]): SQL | undefined => {
  if (days.length < 2) return undefined;
  const [from, to] = [...days].sort();
  return and(
    sql`${webBanner.startAt} < ${sgDayEnd(to)}`,
    or(isNull(webBanner.endAt), gt(webBanner.endAt, sgDayStart(from))),
  );
};

const list = defineList<BannerListQuery, NonNullable<BannerListQuery['orderBy']>>({
  table: webBanner,
  filters: {
    title: filter.contains(webBanner.title),
    placement: filter.exact(webBanner.placement),
    activeRange: activeIn,
  },
  sort: {
    id: webBanner.id,
    title: webBanner.title,
    placement: [webBanner.placement, webBanner.sort],
    sort: webBanner.sort,
    startAt: webBanner.startAt,
    endAt: webBanner.endAt,
    createdAt: webBanner.createdAt,
  },
  defaultSort: 'startAt',
  defaultDir: 'desc',
  tieBreak: webBanner.id,
});

const bannerOut =
  (now: Date) =>
  (b: BannerDb): BannerRow => ({
    id: b.id,
    title: b.title,
    image: imageRoute(b.imageKey),
    link: b.link,
    placement: b.placement as BannerPlacement,
    sort: b.sort,
    startAt: iso(b.startAt),
    endAt: b.endAt ? iso(b.endAt) : null,
    published: b.published,
    status: bannerStatus({ published: b.published, hasImage: !!b.imageKey, startAt: b.startAt, endAt: b.endAt }, now),
    createdBy: b.createdBy,
    createdAt: iso(b.createdAt),
    updatedAt: iso(b.updatedAt),
  });

/** Banners are site content every holder of the rule manages whole (no data scope). */
export function listBanners(db: Db, q: BannerListQuery, now = new Date()) {
  return list.run(db, q, webBanner, {
    where: q.status ? statusCondition(q.status, now) : undefined,
    map: bannerOut(now),
  });
}

export async function getBanner(db: Runner, id: number, now = new Date()): Promise<BannerRow> {
  return bannerOut(now)(await getOr404(db, webBanner, id, 'banner.notFound'));
}

/** What the public website shows in a placement now: live banners, in their order. */
export async function listLiveBanners(db: Db, placement: BannerPlacement, now = new Date()): Promise<PublicBanner[]> {
  const rows = await db
    .select({ id: webBanner.id, title: webBanner.title, imageKey: webBanner.imageKey, link: webBanner.link })
    .from(webBanner)
    .where(and(eq(webBanner.placement, placement), statusCondition('live', now)))
    .orderBy(asc(webBanner.sort), asc(webBanner.startAt), asc(webBanner.id))
    // A strip, not a list: more would never be looked at.
    .limit(20);
  return rows.map((r) => ({ id: r.id, title: r.title, image: imageRoute(r.imageKey) ?? '', link: r.link }));
}

/**
 * An uploaded image as it will be stored: judged by its bytes (PNG, JPEG or WebP, at most 2 MB)
 * and kept only as a fresh encoding, so nothing riding along in the file reaches the site.
 */
export async function storeBannerImage(storage: Storage, bytes: Buffer): Promise<string> {
  if (bytes.length > BANNER_IMAGE_MAX_BYTES) throw new AppError(413, 'banner.imageTooLarge');
  const type = sniffType(bytes);
  if (!type || !ACCEPTED.includes(type)) throw new BadRequestError('banner.imageType');
  const image = await reencodeImage(bytes, 'banner.imageUnreadable', { maxSide: IMAGE_MAX_SIDE });
  // Random and never reused: the public route caches a file forever (static.ts).
  const key = `${BANNER_KIND}/${crypto.randomBytes(16).toString('hex')}.${image.kind}`;
  const contentType = image.kind === 'png' ? 'image/png' : image.kind === 'jpg' ? 'image/jpeg' : 'image/webp';
  await storage.put(key, image.buffer, { contentType });
  return imageRoute(key) as string;
}

async function imageExists(storage: Storage | undefined, key: string): Promise<boolean> {
  if (!storage) return false;
  const file = await storage.get(key);
  file?.stream.destroy();
  return !!file;
}

/**
 * The form's values, checked again here (the schema already refuses most on the wire) because
 * the demo seed calls the service directly and a stored banner must always be safe to render.
 */
async function values(caller: Caller, storage: Storage | undefined, b: BannerAddBody) {
  const title = b.title.trim();
  if (!title) throw fieldError(caller.lang, 'title', 'banner.titleRequired');
  const link = b.link?.trim() ?? '';
  if (link && !LINK.test(link)) throw fieldError(caller.lang, 'link', 'banner.linkInvalid');
  const startAt = new Date(b.startAt);
  const endAt = b.endAt ? new Date(b.endAt) : null;
  if (!bannerDatesValid(startAt, endAt)) throw fieldError(caller.lang, 'endAt', 'banner.endBeforeStart');
  let imageKey: string | null = null;
  if (b.image) {
    imageKey = keyOfImage(b.image);
    if (!imageKey.startsWith(`${BANNER_KIND}/`) || !(await imageExists(storage, imageKey)))
      throw fieldError(caller.lang, 'image', 'banner.imageMissing');
  }
  return { title, link, placement: b.placement, sort: b.sort ?? 0, startAt, endAt, published: b.published, imageKey };
}

/** Deletes, after the commit, the files of `keys` that no banner names any more. */
async function dropUnusedImages(tx: Tx, storage: Storage | undefined, keys: (string | null)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => !!k))];
  if (!storage || !wanted.length) return;
  const used = await tx.select({ k: webBanner.imageKey }).from(webBanner).where(inArray(webBanner.imageKey, wanted));
  const still = new Set(used.map((u) => u.k));
  for (const key of wanted) if (!still.has(key)) afterCommit(tx, () => storage.delete(key).catch(() => undefined));
}

export async function addBanner(
  tx: Tx,
  caller: Caller,
  storage: Storage | undefined,
  b: BannerAddBody,
): Promise<number> {
  const v = await values(caller, storage, b);
  return insertRecord(tx, caller, { entity: 'banner', table: webBanner, values: v, data: { title: v.title } });
}

export async function editBanner(
  tx: Tx,
  caller: Caller,
  storage: Storage | undefined,
  b: BannerAddBody & { id: number },
): Promise<void> {
  const before = await getOr404(tx, webBanner, b.id, 'banner.notFound');
  // Absent keeps the stored image; null removes it.
  const v = await values(caller, storage, b.image === undefined ? { ...b, image: imageRoute(before.imageKey) } : b);
  await updateRecord(tx, caller, { entity: 'banner', table: webBanner, id: b.id, before, values: v });
  if (before.imageKey !== v.imageKey) await dropUnusedImages(tx, storage, [before.imageKey]);
}

export async function deleteBanners(
  tx: Tx,
  caller: Caller,
  storage: Storage | undefined,
  ids: number[],
): Promise<void> {
  const rows = await getAllOr404(tx, webBanner, ids, 'banner.notFound');
  await tx.delete(webBanner).where(inArray(webBanner.id, ids));
  // The History keeps what was removed: the row itself is gone.
  await recordAudit(
    tx,
    rows.map((r) => ({
      entity: 'banner',
      entityId: r.id,
      action: 'deleted',
      actor: caller.actor,
      data: { title: r.title },
    })),
  );
  await dropUnusedImages(
    tx,
    storage,
    rows.map((r) => r.imageKey),
  );
}

registerHistoryRule('banner', BannerApi.rule.get);
