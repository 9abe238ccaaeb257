/**
 * The list's two ways to the verify page, apart from the page: every pending record (toolbar) or
 * the selected ones (batch). Both only navigate: the verify page shows the numbers and verifies.
 */
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { PermissionButton } from '@shiftdesk/shared';
import { WorkRecordApi, type WorkRecordRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { verifiable, workRecordVerifyPath } from './fields';

const { rule } = WorkRecordApi;

export function VerifyPendingButton() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <PermissionButton rule={rule.verify} icon={<CheckOutlined />} onClick={() => navigate(workRecordVerifyPath())}>
      {t('workRecord.actions.verifyPending')}
    </PermissionButton>
  );
}

export function VerifySelectedButton({ selected }: { selected: readonly WorkRecordRow[] }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // Only records the server would verify go to the verify page; the others stay selected here.
  const ids = selected.filter(verifiable).map((r) => r.id);
  return (
    <PermissionButton
      rule={rule.verify}
      type="primary"
      icon={<CheckOutlined />}
      disabled={!ids.length}
      onClick={() => navigate(workRecordVerifyPath(ids))}
    >
      {`${t('workRecord.actions.verifySelected')}${ids.length ? ` (${ids.length})` : ''}`}
    </PermissionButton>
  );
}
