/**
 * Website → Banners (DOMAIN.md "Messages, website, analysis"): a picture with a title and a link,
 * shown in one placement of the public website between its start and end. The status is never
 * stored: it follows from `published`, the image and the dates (`bannerStatus` in
 * shared/src/rules/banner.ts), so a banner goes live and expires without anyone touching it.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { Id, PageQuery } from '../envelope';
import { Text } from '../finance/common';

export const BannerApi = defineEntity('website', 'banner', ['list', 'get', 'add', 'edit', 'delete']);

/**
 * The image upload (multipart field `file`): opened by the add or the edit rule, since both
 * forms upload before they save; the answer's `image` is what add/edit then carry.
 */
export const BannerUpload = {
  path: '/banner/upload',
  url: '/api/v1/website/banner/upload',
} as const;

/** Where a banner may be shown on the public website. */
export const BANNER_PLACEMENTS = ['home_top', 'home_middle', 'jobs_top'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const BANNER_STATUSES = ['draft', 'scheduled', 'live', 'expired'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** Upload limits, checked on the server by the file's bytes (the page says them before sending). */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BANNER_IMAGE_TYPES = ['png', 'jpg', 'webp'] as const;
export const BANNER_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * A banner's link: an http(s) URL or a path of this site (`/website/jobs`). Anything else
 * (`javascript:`, `//evil.example`, a bare word) is refused: the public page renders it as a link.
 */
export const BANNER_LINK_PATTERN = '^(https?://[^\\s/$.?#][^\\s]*|/(?!/)[^\\s]*)$';

/** The stored image as add/edit carry it: what the upload answered. */
export const BANNER_IMAGE_PATTERN = '^upload/banner/[0-9a-f]{32}\\.(png|jpg|webp)$';

const Instant = Type.String({ format: 'date-time', maxLength: 40, examples: ['2026-12-01T00:00:00.000Z'] });

export const BannerOrderBy = Type.Enum(['id', 'title', 'placement', 'sort', 'startAt', 'endAt', 'createdAt']);

/** GET /backend/api/v1/website/banner/list */
export const BannerListQuery = Type.Object({
  ...PageQuery.properties,
  title: Type.Optional(Type.String({ maxLength: 100 })),
  placement: Type.Optional(Type.Enum(BANNER_PLACEMENTS)),
  /** Computed from the dates at the time of the request */
  status: Type.Optional(Type.Enum(BANNER_STATUSES)),
  /** Banners shown at some time within these Singapore days (both inclusive) */
  activeRange: Type.Optional(Type.Array(Type.String({ format: 'date', maxLength: 10 }), { minItems: 2, maxItems: 2 })),
  orderBy: Type.Optional(BannerOrderBy),
});
export type BannerListQuery = Static<typeof BannerListQuery>;

const BannerFormFields = {
  title: Text(100, { minLength: 1 }),
  /** From the upload route; null (or absent when adding) = no image yet, which keeps it a draft */
  image: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: 60,
        pattern: BANNER_IMAGE_PATTERN,
        examples: ['upload/banner/0123456789abcdef0123456789abcdef.png'],
      }),
      Type.Null(),
    ]),
  ),
  /** '' = the banner links nowhere */
  link: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: `^$|${BANNER_LINK_PATTERN}`,
      examples: ['/website/jobs', 'https://example.com/offer'],
    }),
  ),
  placement: Type.Enum(BANNER_PLACEMENTS),
  /** Lower first within a placement */
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, default: 0 })),
  startAt: Instant,
  /** null = shown until unpublished */
  endAt: Type.Optional(Type.Union([Instant, Type.Null()])),
  published: Type.Boolean(),
};

/** POST /backend/api/v1/website/banner/add */
export const BannerAddBody = Type.Object(BannerFormFields, { additionalProperties: false });
export type BannerAddBody = Static<typeof BannerAddBody>;

/** PUT /backend/api/v1/website/banner/edit */
export const BannerEditBody = Type.Object({ id: Id, ...BannerFormFields }, { additionalProperties: false });
export type BannerEditBody = Static<typeof BannerEditBody>;

export const BannerRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** `upload/banner/…` (relative to /backend/), or null */
  image: Type.Union([Type.String(), Type.Null()]),
  link: Type.String(),
  placement: Type.Enum(BANNER_PLACEMENTS),
  sort: Type.Integer(),
  startAt: Type.String(),
  endAt: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  status: Type.Enum(BANNER_STATUSES),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type BannerRow = Static<typeof BannerRow>;

/** What the upload answers. */
export const BannerUploadResult = Type.Object({ image: Type.String() });
export type BannerUploadResult = Static<typeof BannerUploadResult>;

/** GET /backend/api/v1/pub/website/banners?placement= (no login) */
export const PublicBannerPaths = {
  list: '/website/banners',
  url: '/api/v1/pub/website/banners',
} as const;

export const PublicBannerQuery = Type.Object({ placement: Type.Enum(BANNER_PLACEMENTS) });
export type PublicBannerQuery = Static<typeof PublicBannerQuery>;

/** A live banner as the public website shows it: nothing about who made it or when. */
export const PublicBanner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  link: Type.String(),
});
export type PublicBanner = Static<typeof PublicBanner>;

export const PublicBannerList = Type.Object({ list: Type.Array(PublicBanner) });
export type PublicBannerList = Static<typeof PublicBannerList>;
