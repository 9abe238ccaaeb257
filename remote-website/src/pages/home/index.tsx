/** The public landing page (/website). */
import '../../i18n';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../brand';
import ButtonLink from '../../components/ButtonLink';
import * as styles from '../../components/page.module.css';
import WebsiteLayout from '../../components/WebsiteLayout';
import { NS } from '../../i18n';
import { WEBSITE_ROUTES, jobsPageUrl } from '../../routes';
import { BannerStrip } from './BannerStrip';

interface Step {
  title: string;
  text: string;
}

export default function WebsiteHome() {
  const { t, i18n } = useTranslation(NS);
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const steps = t('home.how.steps', { returnObjects: true }) as Step[];

  return (
    <WebsiteLayout>
      <section className={styles.hero}>
        <div className={styles.section}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={styles.title}>{t('home.title', { brand: BRAND_NAME })}</h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.actions}>
            {/* A full-page link: the job board is served by the backend, without this app. */}
            <Button type="primary" size="large" href={jobsPageUrl(i18n.language)}>
              {t('home.cta')}
            </Button>
            <ButtonLink size="large" to={WEBSITE_ROUTES.aboutUs}>
              {t('home.ctaSecondary')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <BannerStrip placement="home_top" />

      <section className={styles.section}>
        <div className={styles.grid}>
          {(['workers', 'clients'] as const).map((who) => (
            <Card key={who} title={<h2 className={styles.h2}>{t(`home.${who}.title`)}</h2>}>
              <ul className={styles.list}>
                {list(`home.${who}.points`).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how">
        <h2 id="how" className={styles.h2}>
          {t('home.how.title')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((s) => (
            <li key={s.title} className={styles.step}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </WebsiteLayout>
  );
}
