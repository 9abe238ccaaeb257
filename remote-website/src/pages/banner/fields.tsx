/** The fields of banners (columns, search, export) and the thumbnail cell. */
import { defineFields } from '@shiftdesk/shared';
import { BANNER_PLACEMENTS, BANNER_STATUSES, type BannerAddBody, type BannerRow } from '@shiftdesk/shared/api';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** Stored images are named relative to /backend/ (`upload/banner/…`). */
export const imageSrc = (image: string) => `/backend/${image.replace(/^\/+/, '')}`;

export const editPath = (id: number | 'new') => `/siteAdmin/banner/edit/${id}`;

const STATUS_COLORS = { draft: 'default', scheduled: 'blue', live: 'green', expired: 'orange' };

/** A fixed-size thumbnail: the row does not grow when the picture arrives. */
function Thumbnail({ row }: { row: BannerRow }) {
  const { t } = useTranslation(NS);
  const box = { width: 96, height: 24, display: 'block' } as const;
  return row.image ? (
    <img
      src={imageSrc(row.image)}
      alt={row.title}
      width={96}
      height={24}
      loading="lazy"
      style={{ ...box, objectFit: 'cover', borderRadius: 2 }}
    />
  ) : (
    <Typography.Text type="secondary">{t('banner.noImage')}</Typography.Text>
  );
}

export const bannerFields = defineFields<BannerRow, BannerAddBody>([
  {
    key: 'image',
    label: 'banner.fields.image',
    table: { width: 120, render: (r) => <Thumbnail row={r} /> },
    export: false,
  },
  {
    key: 'title',
    label: 'banner.fields.title',
    table: { sortable: true, alwaysShow: true, ellipsis: true },
    search: true,
  },
  {
    key: 'placement',
    label: 'banner.fields.placement',
    options: { values: BANNER_PLACEMENTS, label: (p) => `banner.placements.${p}` },
    table: { sortable: true, width: 150 },
    search: true,
  },
  {
    key: 'status',
    label: 'banner.fields.status',
    options: { values: BANNER_STATUSES, label: (s) => `banner.statuses.${s}`, colors: STATUS_COLORS },
    table: { width: 100 },
    search: true,
  },
  { key: 'sort', label: 'banner.fields.sort', table: { sortable: true, width: 80 } },
  { key: 'startAt', label: 'banner.fields.startAt', datetime: true, table: { sortable: true, width: 160 } },
  { key: 'endAt', label: 'banner.fields.endAt', datetime: true, table: { sortable: true, width: 160 } },
  {
    key: 'activeRange',
    label: 'banner.fields.activeRange',
    table: false,
    export: false,
    search: { type: 'dateRange' },
  },
  { key: 'link', label: 'banner.fields.link', table: { ellipsis: true, defaultHidden: true } },
  {
    key: 'createdAt',
    label: 'banner.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);
