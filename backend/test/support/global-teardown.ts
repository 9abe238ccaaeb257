/** Jest globalTeardown: removes this run's template databases (support/template-env.ts). */
import { removeTemplates } from './template-env';

export default async function globalTeardown(): Promise<void> {
  await removeTemplates();
}
