import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { BRAND_NAME } from '../brand';
import { NS } from '../i18n';
import { WEBSITE_ROUTES, jobsPageUrl } from '../routes';
import * as styles from './WebsiteLayout.module.css';

/**
 * The public website's frame (header navigation, content, footer) shared by every website
 * page. Colours come from the antd tokens of the host's ConfigProvider, so light/dark mode
 * and the primary colour follow the host's theme.
 */
export default function WebsiteLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation(NS);
  const { token } = theme.useToken();
  const vars = {
    '--sd-bg': token.colorBgLayout,
    '--sd-surface': token.colorBgContainer,
    '--sd-text': token.colorText,
    '--sd-muted': token.colorTextSecondary,
    '--sd-border': token.colorBorderSecondary,
    '--sd-primary': token.colorPrimary,
    '--sd-primary-bg': token.colorPrimaryBg,
    '--sd-radius': `${token.borderRadiusLG}px`,
    '--sd-font': token.fontFamily,
  } as CSSProperties;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

  return (
    <div className={styles.site} style={vars}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={WEBSITE_ROUTES.home} className={styles.brand}>
            {BRAND_NAME}
          </Link>
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <NavLink end to={WEBSITE_ROUTES.home} className={navClass}>
              {t('nav.home')}
            </NavLink>
            {/* A full-page link: the job board is served by the backend, without this app. */}
            <a href={jobsPageUrl(i18n.language)} className={styles.navLink}>
              {t('nav.jobs')}
            </a>
            <NavLink to={WEBSITE_ROUTES.aboutUs} className={navClass}>
              {t('nav.aboutUs')}
            </NavLink>
          </nav>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <nav aria-label={t('footer.label')} className={styles.footerNav}>
            <Link to={WEBSITE_ROUTES.aboutUs}>{t('footer.aboutUs')}</Link>
            <Link to={WEBSITE_ROUTES.privacy}>{t('footer.privacy')}</Link>
            <Link to={WEBSITE_ROUTES.terms}>{t('footer.terms')}</Link>
          </nav>
          <p className={styles.copy}>
            {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })} · {t('footer.location')}
          </p>
        </div>
      </footer>
    </div>
  );
}
