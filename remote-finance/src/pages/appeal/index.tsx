/**
 * Finance → Transaction appeals (route /finance/appeal, expose `finance/appeal/index`): the queue
 * of the workers' appeals against a credit through the appeal machine (submitted → under review →
 * accepted or rejected → closed). Each row offers the moves its state allows and the user may
 * make: review, accept (one appeal: the granted amount, at most the claimed one), reject (with a
 * reason), close; the selected ones can be reviewed or closed together. Staff may file an appeal
 * on a worker's behalf. Filtered by state, category, day, and a worker from a link (a removable
 * tag); Export writes the filtered queue.
 */
import '../../i18n';
import { CrudListPage, ExportButton, filteredWorkerName, idsActions, LinkFilters, useAuth } from '@shiftdesk/shared';
import { AppealApi, type AppealRow, appealMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { AcceptButton } from './AcceptDialog';
import { AddAppealButton } from './AddDialog';
import { appealFields, appealQuery, appealToApi } from './fields';

const { rule, url } = AppealApi;
// The kit would draw the machine's transitions from the urls it is given, sending `{id}`; these
// endpoints take `{ids}` (accept: `{id, amount}`), so the list gets only its own urls.
const listEntity = { ...AppealApi, url: { list: url.list, get: url.get } };
const WORKER_FILTER = ['workerId'] as const;
const rowName = (r: AppealRow) => `${r.workerName} #${r.id}`;

export default function AppealPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const summary = (rows: readonly AppealRow[], one: AppealRow | null) =>
    one
      ? `${one.workerName} · ${formatMoney(one.claimedAmount)}`
      : t('appeal.batch.claimed', { amount: formatMoney(rows.reduce((s, r) => s + r.claimedAmount, 0)) });
  const moves = idsActions<AppealRow>({
    machine: appealMachine,
    entity: AppealApi,
    rowName,
    summary,
    leftOutText: (count) => t('appeal.batch.leftOut', { count }),
    danger: ['reject'],
    // Accepting asks the amount granted.
    rowControl: (a, r, reload) => (a === 'accept' ? <AcceptButton key={a} row={r} onDone={reload} /> : undefined),
    batch: [
      { action: 'review', label: t('appeal.actions.reviewSelected') },
      { action: 'close', label: t('appeal.actions.closeSelected') },
    ],
    has,
  });

  return (
    <CrudListPage
      entity={listEntity}
      fields={appealFields}
      ns={NS}
      texts="appeal"
      schema={appealQuery}
      toApi={appealToApi}
      tableKey="finance.appeal"
      rowName={rowName}
      export={false}
      // Rows are selectable only for a user who may act on a selection.
      {...moves}
      toolbarStart={(page) => (
        <>
          <AddAppealButton onDone={page.list.reload} />
          <LinkFilters
            ns={NS}
            page={page}
            keys={WORKER_FILTER}
            texts="appeal"
            names={{ workerId: filteredWorkerName(page) }}
          />
        </>
      )}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<AppealRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('appeal.exportName'),
              columns: appealFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
