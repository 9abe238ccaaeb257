/**
 * The texts the dashboards use (`workforce:analysis.*`), registered on their own: the remote's
 * full dictionary (../../i18n.ts, every page's texts) is ~23 KB gzip a dashboard has no use for.
 * The full one registers the same texts again when another page of this remote loads; i18next
 * merges.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { analysisEn, analysisZhCn } from '../../i18n/analysis';
import { NS } from '../../i18n/ns';

export { NS };

registerTranslations(NS, { en: { analysis: analysisEn }, 'zh-cn': { analysis: analysisZhCn } });
