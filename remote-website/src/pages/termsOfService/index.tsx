/** Terms of service (/website/terms_of_service). */
import '../../i18n';
import { registerTranslations } from '@shiftdesk/shared';
import LegalDocument from '../../components/LegalDocument';
import { NS } from '../../i18n';
import { TERMS_UPDATED, terms } from './content';

registerTranslations(NS, { en: { terms: terms.en }, 'zh-cn': { terms: terms['zh-cn'] } });

export default function TermsOfServicePage() {
  return <LegalDocument docKey="terms" updated={TERMS_UPDATED} />;
}
