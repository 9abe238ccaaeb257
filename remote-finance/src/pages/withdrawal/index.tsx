/**
 * Finance → Withdrawals (route /finance/withdrawal, expose `finance/withdrawal/index`): the
 * queue of the workers' withdrawal requests through the withdrawal machine (requested → approved
 * → processing → paid; rejected, failed, or cancelled by the worker). Each row offers the moves
 * its state allows and the user may make (reject and fail ask why); the selected ones can be
 * approved together, and the approved ones among them sent to the bank as a payout file. Staff
 * may request one on a worker's behalf. Filtered by state, method, day, and a worker from a link
 * (a removable tag); Export writes the filtered queue.
 */
import '../../i18n';
import { CrudListPage, filteredWorkerName, LinkFilters, useAuth } from '@shiftdesk/shared';
import { WithdrawalApi, withdrawalMachine } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';
import { BatchActions } from './BatchActions';
import { ExportWithdrawals } from './ExportWithdrawals';
import { withdrawalFields, withdrawalQuery, withdrawalToApi } from './fields';
import { RequestWithdrawalButton } from './RequestDialog';
import { WithdrawalAction, type WithdrawalActionName } from './WithdrawalAction';

const { rule, url } = WithdrawalApi;
// The kit would draw the machine's transitions from the urls it is given, sending `{id}`; these
// endpoints take `{ids}`, so the list gets only its own urls and WithdrawalAction draws the moves.
const listEntity = { ...WithdrawalApi, url: { list: url.list, get: url.get } };
const WORKER_FILTER = ['workerId'] as const;
const DANGER = new Set<string>(['reject', 'fail']);

export default function WithdrawalPage() {
  const { has } = useAuth();

  return (
    <CrudListPage
      entity={listEntity}
      fields={withdrawalFields}
      ns={NS}
      texts="withdrawal"
      schema={withdrawalQuery}
      toApi={withdrawalToApi}
      tableKey="finance.withdrawal"
      rowName={(r) => `${r.workerName} #${r.id}`}
      export={false}
      rowExtra={(r, page) =>
        withdrawalMachine
          .actionsFrom(r.status, { user: true })
          .map((a) => (
            <WithdrawalAction
              key={a}
              action={a as WithdrawalActionName}
              rows={[r]}
              danger={DANGER.has(a)}
              onDone={page.list.reload}
            />
          ))
      }
      // Rows are selectable only for a user who may act on a selection.
      batchActions={
        has(rule.approve) || has(rule.payoutFile)
          ? (selected, clear, page) => (
              <BatchActions
                selected={selected}
                onDone={() => {
                  clear();
                  page.list.reload();
                }}
              />
            )
          : undefined
      }
      toolbarStart={(page) => (
        <>
          <RequestWithdrawalButton onDone={page.list.reload} />
          <LinkFilters
            ns={NS}
            page={page}
            keys={WORKER_FILTER}
            texts="withdrawal"
            names={{ workerId: filteredWorkerName(page) }}
          />
        </>
      )}
      toolbar={(page) => <ExportWithdrawals query={page.apiQuery} />}
    />
  );
}
