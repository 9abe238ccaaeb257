/**
 * The queue's Export, apart from the page. Not the kit's own (CrudListPage gates its Export by
 * the list rule): this one needs the withdrawal's export rule, and writes the filtered queue
 * with the field list's export columns.
 */
import { ExportButton, useAuth } from '@shiftdesk/shared';
import { WithdrawalApi, type WithdrawalRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { withdrawalFields } from './fields';

const { rule, url } = WithdrawalApi;

/** `query`: the list's current filters as the API takes them (the page's `apiQuery`). */
export function ExportWithdrawals({ query }: { query: Record<string, unknown> }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  return has(rule.export) ? (
    <ExportButton<WithdrawalRow>
      rule={rule.export}
      options={() => ({
        url: url.list,
        query,
        fileName: t('withdrawal.exportName'),
        columns: withdrawalFields.exportColumns(t, undefined, has),
      })}
    />
  ) : null;
}
