/** Jest globalSetup: names this run's template databases (support/template-env.ts). */
import { nameTemplates } from './template-env';

export default async function globalSetup(): Promise<void> {
  nameTemplates();
  // Nearly every file needs the plain template. Built here, before the workers start, it is not
  // charged to the first file's 60 s beforeAll, which on a busy machine it could overrun; the
  // demo one stays lazy (its four files allow 240 s, and most runs of one file never need it).
  const { ADMIN_PASSWORD } = await import('../helpers');
  const { pgliteFromTemplate, postgresTemplate } = await import('./db-template');
  const opts = { adminPassword: ADMIN_PASSWORD, demo: false };
  const url = process.env.TEST_DATABASE_URL;
  if (url) await postgresTemplate(url, opts);
  else await (await pgliteFromTemplate(opts))?.close();
}
