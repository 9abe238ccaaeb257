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
import { CrudListPage, ExportButton, filteredWorkerName, LinkFilters, useAuth } from '@shiftdesk/shared';
import { AppealApi, type AppealRow, appealMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { eligibleFor, IdsAction } from '../IdsAction';
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
  const leftOutText = (count: number) => t('appeal.batch.leftOut', { count });
  const action = (a: string, r: AppealRow, reload: () => void) =>
    a === 'accept' ? (
      <AcceptButton key={a} row={r} onDone={reload} />
    ) : (
      <IdsAction<AppealRow>
        key={a}
        machine={appealMachine}
        entity={AppealApi}
        action={a}
        rows={[r]}
        rowName={rowName}
        summary={summary}
        danger={a === 'reject'}
        onDone={reload}
      />
    );

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
      rowExtra={(r, page) =>
        appealMachine.actionsFrom(r.status, { user: true }).map((a) => action(a, r, page.list.reload))
      }
      // Rows are selectable only for a user who may act on a selection.
      batchActions={
        has(rule.review) || has(rule.close)
          ? (selected, clear, page) => {
              const done = () => {
                clear();
                page.list.reload();
              };
              const reviewable = eligibleFor(appealMachine, selected, 'review');
              const closable = eligibleFor(appealMachine, selected, 'close');
              return (
                <>
                  <IdsAction<AppealRow>
                    machine={appealMachine}
                    entity={AppealApi}
                    action="review"
                    batch
                    label={t('appeal.actions.reviewSelected')}
                    rows={reviewable.rows}
                    leftOut={reviewable.leftOut}
                    leftOutText={leftOutText}
                    rowName={rowName}
                    summary={summary}
                    onDone={done}
                  />
                  <IdsAction<AppealRow>
                    machine={appealMachine}
                    entity={AppealApi}
                    action="close"
                    batch
                    label={t('appeal.actions.closeSelected')}
                    rows={closable.rows}
                    leftOut={closable.leftOut}
                    leftOutText={leftOutText}
                    rowName={rowName}
                    summary={summary}
                    onDone={done}
                  />
                </>
              );
            }
          : undefined
      }
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
