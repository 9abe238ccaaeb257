/**
 * /website/jobs inside the SPA. The job board is server-rendered by the backend
 * (backend/src/modules/website: light, readable by search engines), and the website's links go
 * there with a full page load. Should the SPA still render this route (an old bookmark inside the
 * shell, a link from another remote), it hands the browser over to the server's page.
 */
import '../../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../components/page.module.css';
import WebsiteLayout from '../../components/WebsiteLayout';
import { NS } from '../../i18n';
import { jobsPageUrl } from '../../routes';
import { leaveFor } from './leave';

export default function WebsiteJobs() {
  const { t, i18n } = useTranslation(NS);
  const url = jobsPageUrl(i18n.language);
  useEffect(() => leaveFor(url), [url]);
  return (
    <WebsiteLayout>
      <div className={styles.section}>
        <h1 className={styles.title}>{t('jobs.title')}</h1>
        <p className={styles.lead}>
          <a href={url}>{t('home.cta')}</a>
        </p>
      </div>
    </WebsiteLayout>
  );
}
