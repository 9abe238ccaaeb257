/**
 * The texts the /home widgets use (`finance:invoice.widget.*`, `finance:withdrawal.widget.*`),
 * registered on their own: the remote's full dictionary (../i18n.ts, every page's texts) is
 * ~17 KB gzip that /home has no use for. The full one registers the same texts again when a page
 * of this remote loads; i18next merges.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { invoiceWidgetEn, invoiceWidgetZhCn, withdrawalWidgetEn, withdrawalWidgetZhCn } from '../i18n/home';
import { NS } from '../i18n/ns';

export { NS };

registerTranslations(NS, {
  en: { invoice: { widget: invoiceWidgetEn }, withdrawal: { widget: withdrawalWidgetEn } },
  'zh-cn': { invoice: { widget: invoiceWidgetZhCn }, withdrawal: { widget: withdrawalWidgetZhCn } },
});
