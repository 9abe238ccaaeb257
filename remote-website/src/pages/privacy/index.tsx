/** Privacy notice (/website/privacy), PDPA. */
import '../../i18n';
import { registerTranslations } from '@shiftdesk/shared';
import LegalDocument from '../../components/LegalDocument';
import { NS } from '../../i18n';
import { PRIVACY_UPDATED, privacy } from './content';

registerTranslations(NS, { en: { privacy: privacy.en }, 'zh-cn': { privacy: privacy['zh-cn'] } });

export default function PrivacyPage() {
  return <LegalDocument docKey="privacy" updated={PRIVACY_UPDATED} />;
}
