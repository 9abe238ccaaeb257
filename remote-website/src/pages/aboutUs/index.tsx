/** About us (/website/aboutUs). */
import '../../i18n';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../brand';
import * as styles from '../../components/page.module.css';
import WebsiteLayout from '../../components/WebsiteLayout';
import { NS } from '../../i18n';

interface Section {
  heading: string;
  paragraphs: string[];
}

export default function AboutUs() {
  const { t } = useTranslation(NS);
  const sections = t('about.sections', { returnObjects: true }) as Section[];
  return (
    <WebsiteLayout>
      <article className={`${styles.section} ${styles.narrow} ${styles.doc}`}>
        <h1 className={styles.title}>{t('about.title')}</h1>
        <p className={styles.lead}>{t('about.lead', { brand: BRAND_NAME })}</p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </WebsiteLayout>
  );
}
