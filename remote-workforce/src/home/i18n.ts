/**
 * The texts the /home widgets use (`workforce:widgets.*`), registered on their own: the remote's
 * full dictionary (../i18n.ts, every page's texts) is ~23 KB gzip that /home has no use for. The
 * full one registers the same texts again when a page of this remote loads; i18next merges.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { homeEn, homeZhCn } from '../i18n/home';
import { NS } from '../i18n/ns';

export { NS };

registerTranslations(NS, { en: { widgets: homeEn }, 'zh-cn': { widgets: homeZhCn } });
