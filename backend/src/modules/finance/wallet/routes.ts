/**
 * /finance/wallet/{list,get} (step 20), /finance/walletTransaction/list (step 21) and
 * /finance/withdrawal/*: list, get, POST add (a request, held at once), PUT approve / reject /
 * process / markPaid / fail with `ids` (bulk, all or nothing), POST payoutFile (the bank's CSV;
 * the rows move to processing). Thin: the services check; each change is one transaction.
 * The worker's cancel is a system action (the worker app's), with no staff route.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyEnvelope,
  IdQuery,
  WalletApi,
  WalletDetail,
  WalletGetQuery,
  WalletListQuery,
  WalletRow,
  WalletTransactionApi,
  WalletTransactionListQuery,
  WalletTransactionRow,
  WithdrawalActionBody,
  WithdrawalActionResult,
  WithdrawalAddBody,
  WithdrawalApi,
  WithdrawalListQuery,
  WithdrawalPayoutBody,
  WithdrawalRow,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { assertInScope, registerListRoute, scopeCheck } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { getWallet, listTransactions, listWallets, walletScope } from './service';
import {
  getWithdrawal,
  getWithdrawals,
  listWithdrawals,
  moveWithdrawals,
  payoutFile,
  requestWithdrawal,
  type WithdrawalAction,
  withdrawalLimits,
  withdrawalScope,
} from './withdrawal';

const ACTIONS: { action: Exclude<WithdrawalAction, 'cancel'>; summary: string }[] = [
  { action: 'approve', summary: 'Approve requested withdrawals (bulk; all or nothing)' },
  {
    action: 'reject',
    summary: 'Reject requested or approved withdrawals with a reason: their holds go back to available',
  },
  { action: 'process', summary: 'Mark approved withdrawals as sent to the bank' },
  { action: 'markPaid', summary: 'Mark processing withdrawals paid: the held money leaves the wallets' },
  { action: 'fail', summary: 'Mark processing withdrawals failed with a reason: their holds go back to available' },
];

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  // Also makes a withdrawal's History readable only where the withdrawal is.
  const withdrawalInScope = scopeCheck(app, 'withdrawal', withdrawalScope);

  registerListRoute(app, {
    path: WalletApi.path.list,
    rule: WalletApi.rule.list,
    summary: 'Wallets (paged; data scope of their workers): worker keyword, with money available; sort by balance',
    query: WalletListQuery,
    row: WalletRow,
    list: listWallets,
  });

  app.get(
    WalletApi.path.get,
    routeOptions(
      WalletApi.rule.get,
      'A worker’s wallet: available, pending (CPF held for unpaid months), held (withdrawals), and the grant list’s total waiting',
      { query: WalletGetQuery, reply: WalletDetail },
    ),
    async (req) => {
      await assertInScope(app, req, walletScope, [req.query.workerId]);
      return ok(await getWallet(db, req.query.workerId));
    },
  );

  registerListRoute(app, {
    path: WalletTransactionApi.path.list,
    rule: WalletTransactionApi.rule.list,
    summary:
      'The wallets’ ledger (append-only; paged; data scope of the workers): worker, type, dates, reference; each entry with the running balance',
    query: WalletTransactionListQuery,
    row: WalletTransactionRow,
    list: listTransactions,
  });

  registerListRoute(app, {
    path: WithdrawalApi.path.list,
    rule: WithdrawalApi.rule.list,
    summary: 'Withdrawals (paged; data scope of their workers): worker, status, method, dates',
    query: WithdrawalListQuery,
    row: WithdrawalRow,
    list: listWithdrawals,
  });

  app.get(
    WithdrawalApi.path.get,
    routeOptions(WithdrawalApi.rule.get, 'A withdrawal', { query: IdQuery, reply: WithdrawalRow }),
    async (req) => {
      await withdrawalInScope(req, [req.query.id]);
      return ok(await getWithdrawal(db, req.query.id));
    },
  );

  app.post(
    WithdrawalApi.path.add,
    routeOptions(
      WithdrawalApi.rule.add,
      'Request a withdrawal for a worker: checks the minimum, the day’s limit and available, then holds the amount; a repeated idempotencyKey answers the first request',
      { body: WithdrawalAddBody, reply: WithdrawalRow },
    ),
    async (req) => {
      await assertInScope(app, req, walletScope, [req.body.workerId]);
      const limits = await withdrawalLimits(db);
      const id = await withTransaction(app.ctx, (tx) => requestWithdrawal(tx, callerOf(req), req.body, limits));
      return ok(await getWithdrawal(db, id), t(req.lang, 'withdrawal.requested'));
    },
  );

  for (const { action, summary } of ACTIONS) {
    app.put(
      WithdrawalApi.path[action],
      routeOptions(WithdrawalApi.rule[action], summary, { body: WithdrawalActionBody, reply: WithdrawalActionResult }),
      async (req) => {
        const { ids, reason } = req.body;
        await withdrawalInScope(req, ids);
        await withTransaction(app.ctx, (tx) => moveWithdrawals(tx, callerOf(req).actor, ids, action, reason ?? ''));
        return ok({ list: await getWithdrawals(db, ids) }, t(req.lang, 'withdrawal.moved', { count: ids.length }));
      },
    );
  }

  app.post(
    WithdrawalApi.path.payoutFile,
    {
      config: { rule: WithdrawalApi.rule.payoutFile },
      schema: {
        summary:
          'The bank’s payout file (CSV) of approved withdrawals; they move to processing with its batch reference',
        body: WithdrawalPayoutBody,
        response: {
          200: {
            description: 'The CSV; errors come as the JSON envelope',
            content: {
              'text/csv': { schema: Type.String() },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (req, reply) => {
      await withdrawalInScope(req, req.body.ids);
      const file = await withTransaction(app.ctx, (tx) => payoutFile(tx, callerOf(req).actor, req.body.ids));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.batchRef}.csv"`)
        .header('x-payout-count', String(file.count))
        .send(file.csv as never);
    },
  );
};
