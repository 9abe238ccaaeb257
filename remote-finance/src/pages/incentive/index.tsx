/**
 * Finance → Incentives (route /finance/incentive, expose `finance/incentive/index`): the incentive
 * schemes through their machine (draft → active → ended). A draft is added, edited (the criteria
 * its type uses, the amount in dollars sent as cents, the period, the clients) and deleted; the
 * kit's transitions activate and end it. "Run sweep" queues the sweep that writes the pending
 * records of every active scheme; each row shows its records by state and the money credited,
 * opens the scheme's page, and (once it has records to decide) the verify page. Export writes the
 * filtered list.
 */
import '../../i18n';
import { CrudListPage, useAuth } from '@shiftdesk/shared';
import { type IncentiveAddBody, IncentiveApi, type IncentiveSchemeRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n';
import { schemeDetailPath, schemeFields, schemeVerifyPath } from './fields';
import { SchemeEditor } from './SchemeForm';
import { SweepButton } from './SweepButton';

const { rule } = IncentiveApi;
const isDraft = (r: IncentiveSchemeRow) => r.status === 'draft';

/** The verify page of a scheme that has records, for a user who may verify. */
export function VerifyLink({ row }: { row: IncentiveSchemeRow }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  if (isDraft(row) || !has(rule.verify)) return null;
  return (
    <Link
      to={schemeVerifyPath(row.id)}
      style={{ padding: '0 7px', whiteSpace: 'nowrap' }}
      aria-label={`${t('incentive.actions.verifyPage')} ${row.name}`}
    >
      {t('incentive.actions.verifyPage')}
    </Link>
  );
}

export default function IncentivePage() {
  return (
    <CrudListPage<IncentiveSchemeRow, IncentiveAddBody>
      entity={IncentiveApi}
      fields={schemeFields}
      ns={NS}
      texts="incentive"
      tableKey="finance.incentive"
      detail={(r) => schemeDetailPath(r.id)}
      editor={SchemeEditor}
      editable={isDraft}
      undeletable={(r) => (isDraft(r) ? false : 'incentive.onlyDraftDelete')}
      dangerActions={['end']}
      rowExtra={(r) => <VerifyLink row={r} />}
      toolbar={<SweepButton />}
    />
  );
}
