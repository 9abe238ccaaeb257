import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../brand';
import { NS } from '../i18n';
import * as styles from './page.module.css';
import WebsiteLayout from './WebsiteLayout';

export interface LegalSection {
  /** Anchor id, stable across languages */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs shown after the list */
  after?: string[];
}

export interface LegalDoc {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

/** Renders a legal text registered under `website:<docKey>` with a table of contents. */
export default function LegalDocument({ docKey, updated }: { docKey: string; updated: string }) {
  const { t } = useTranslation(NS);
  const doc = t(docKey, { returnObjects: true, brand: BRAND_NAME }) as LegalDoc;
  return (
    <WebsiteLayout>
      <article className={`${styles.section} ${styles.narrow} ${styles.doc}`}>
        <h1 className={styles.title}>{doc.title}</h1>
        <p className={styles.muted}>{t('legal.updated', { date: updated })}</p>
        {doc.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <nav className={styles.toc} aria-label={t('legal.contents')}>
          <strong>{t('legal.contents')}</strong>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s, i) => (
          <section key={s.id} id={s.id}>
            <h2>
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items && (
              <ul className={styles.list}>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {s.after?.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </WebsiteLayout>
  );
}
