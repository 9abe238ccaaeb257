/**
 * The live banners of one placement of the public website (GET /api/v1/pub/website/banners, no
 * login), as a strip the visitor swipes or scrolls through, one banner at a time. Nothing is
 * drawn until there is something to show, and a failure shows nothing either: banners are
 * extras, never the reason a page breaks. Every picture sits in a box of fixed 4:1 proportion,
 * so nothing below moves when the images arrive.
 */
import '../../i18n';
import { api } from '@shiftdesk/shared';
import {
  type BannerPlacement,
  type PublicBanner,
  type PublicBannerList,
  PublicBannerPaths,
} from '@shiftdesk/shared/api';
import { theme } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n';

/** Stored images are named relative to /backend/ (`upload/banner/…`). */
const src = (image: string) => `/backend/${image.replace(/^\/+/, '')}`;

export function BannerStrip({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const [banners, setBanners] = useState<PublicBanner[]>([]);

  useEffect(() => {
    let live = true;
    api
      .get<PublicBannerList>(PublicBannerPaths.url, { placement }, { silent: true })
      .then((r) => live && setBanners(r.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [placement]);

  if (!banners.length) return null;
  const slide: CSSProperties = {
    flex: '0 0 100%',
    scrollSnapAlign: 'start',
    aspectRatio: '4 / 1',
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    background: token.colorFillAlter,
  };
  const img: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };
  return (
    <section aria-label={t('banners.label')} style={{ maxWidth: 1200, margin: '16px auto 0', padding: '0 16px' }}>
      <ul
        style={{
          display: 'flex',
          gap: 16,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {banners.map((b, i) => {
          const picture = (
            <img
              src={src(b.image)}
              alt={b.title}
              width={1200}
              height={300}
              style={img}
              loading={i ? 'lazy' : 'eager'}
            />
          );
          return (
            <li key={b.id} style={slide}>
              {!b.link ? (
                picture
              ) : b.link.startsWith('/') ? (
                <Link to={b.link}>{picture}</Link>
              ) : (
                <a href={b.link} rel="noopener noreferrer">
                  {picture}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
