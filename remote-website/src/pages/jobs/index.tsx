/**
 * Public jobs list (/website/jobs). The public jobs API does not exist yet, so the page shows
 * its empty state rather than invented jobs; the list arrives with the jobs issue.
 */
import '../../i18n';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import ButtonLink from '../../components/ButtonLink';
import * as styles from '../../components/page.module.css';
import WebsiteLayout from '../../components/WebsiteLayout';
import { NS } from '../../i18n';
import { WEBSITE_ROUTES } from '../../routes';

export default function WebsiteJobs() {
  const { t } = useTranslation(NS);
  return (
    <WebsiteLayout>
      <div className={styles.section}>
        <h1 className={styles.title}>{t('jobs.title')}</h1>
        <p className={styles.lead}>{t('jobs.lead')}</p>
        <Empty
          description={
            <>
              <strong>{t('jobs.empty')}</strong>
              <br />
              <span className={styles.muted}>{t('jobs.emptyHint')}</span>
            </>
          }
        >
          <ButtonLink to={WEBSITE_ROUTES.home}>{t('jobs.backHome')}</ButtonLink>
        </Empty>
      </div>
    </WebsiteLayout>
  );
}
