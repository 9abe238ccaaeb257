/**
 * Jobs → SMS log (expose `workforce/smsLog/index`): every SMS the system queued — what for, to
 * whom (masked), the text, the provider's id, sent or failed and why. Read-only.
 */
import '../../i18n';
import { CrudListPage } from '@shiftdesk/shared';
import { SmsLogApi } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';
import { smsLogFields } from './fields';

export default function SmsLogPage() {
  return <CrudListPage entity={SmsLogApi} fields={smsLogFields} ns={NS} texts="smsLog" />;
}
