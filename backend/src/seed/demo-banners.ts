/**
 * Demo banners, made through the service so they pass its checks and leave History lines: one
 * live on the home page, one scheduled for next month and one already expired, so the list's
 * status filter and the public strip have something to show. The pictures are plain colour
 * fields drawn here (no image files in the repository); without a storage the banners keep no
 * image and stay drafts.
 */
import { type BannerAddBody, BANNER_PLACEMENTS } from '@shiftdesk/shared/api';
import sharp from 'sharp';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Storage } from '../core/files/storage';
import type { Db } from '../db/client';
import { addBanner, storeBannerImage } from '../modules/website/banner/service';

const DAY = 86_400_000;

/** A 1200×300 PNG of one colour. */
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

export async function seedDemoBanners(
  db: Db,
  owner: Caller = SYSTEM_CALLER,
  storage?: Storage,
  now = new Date(),
): Promise<number[]> {
  const image = async (rgb: [number, number, number]) =>
    storage ? storeBannerImage(storage, await picture(...rgb)) : null;
  const banners: BannerAddBody[] = [
    {
      title: 'Year-end event crew wanted',
      image: await image([22, 119, 255]),
      link: '/website/jobs',
      placement: BANNER_PLACEMENTS[0],
      sort: 0,
      startAt: new Date(now.getTime() - 7 * DAY).toISOString(),
      endAt: new Date(now.getTime() + 30 * DAY).toISOString(),
      published: true,
    },
    {
      title: 'Chinese New Year shifts open soon',
      image: await image([207, 19, 34]),
      link: '/website/jobs',
      placement: 'home_middle',
      sort: 10,
      startAt: new Date(now.getTime() + 30 * DAY).toISOString(),
      endAt: new Date(now.getTime() + 60 * DAY).toISOString(),
      published: true,
    },
    {
      title: 'Mid-year warehouse peak',
      image: await image([82, 196, 26]),
      link: 'https://example.com/warehouse',
      placement: 'jobs_top',
      sort: 0,
      startAt: new Date(now.getTime() - 90 * DAY).toISOString(),
      endAt: new Date(now.getTime() - 60 * DAY).toISOString(),
      published: true,
    },
  ];
  return withTransaction({ db, events: new DomainEventBus() }, async (tx) => {
    const ids: number[] = [];
    for (const b of banners) ids.push(await addBanner(tx, owner, storage, b));
    return ids;
  });
}
