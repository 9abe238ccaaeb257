/**
 * Verify incentive records (route /finance/incentive/verify/:id, expose
 * `finance/incentive/verify/index`): a scheme's records still to decide (pending) or to credit
 * (verified), one state at a time by the switch above the table. Each row shows the worker, the
 * measure, the evidence (how many work records, and their numbers) and the amount, with the moves
 * its state allows; the selection is verified, rejected (with a reason) or credited in one PUT of
 * `{ids}`. Crediting posts each record to the worker's wallet once.
 */
import '../../../i18n';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import {
  CrudListPage,
  idsActions,
  q,
  type QuerySchema,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  IncentiveApi,
  type IncentiveRecordRow,
  type IncentiveSchemeRow,
  incentiveRecordMachine,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { schemeDetailPath, VERIFY_STATES, verifyFields } from '../fields';

const { url, rule } = IncentiveApi;
// The records list under the records rule; the moves are the kit's IdsAction (`{ids}`).
const recordsEntity = {
  module: 'finance',
  entity: 'incentive',
  url: { list: url.records },
  rule: { list: rule.records },
};
const verifyQuery: QuerySchema = { ...verifyFields.querySchema(), status: q.oneOf(VERIFY_STATES) };
const rowName = (r: IncentiveRecordRow) => `${r.workerName} #${r.id}`;
const BATCH = [
  { action: 'verify', label: 'incentive.verify.verifySelected' },
  { action: 'reject', label: 'incentive.verify.rejectSelected', danger: true },
  { action: 'credit', label: 'incentive.verify.creditSelected' },
];

export default function IncentiveVerifyPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const schemeQuery = useMemo(() => ({ id }), [id]);
  const scheme = useCrudList<IncentiveSchemeRow>(
    Number.isInteger(id) && id > 0 && has(rule.get) ? url.get : null,
    schemeQuery,
  );
  const s = scheme.data;
  const toApi = useCallback(
    (query: Record<string, unknown>) => ({ ...query, schemeId: id, status: query.status ?? 'pending' }),
    [id],
  );
  const summary = (rows: readonly IncentiveRecordRow[], one: IncentiveRecordRow | null) =>
    one
      ? `${one.workerName} · ${formatMoney(one.amount)}`
      : t('incentive.verify.total', { amount: formatMoney(rows.reduce((sum, r) => sum + r.amount, 0)) });
  const moves = idsActions<IncentiveRecordRow>({
    machine: incentiveRecordMachine,
    entity: IncentiveApi,
    rowName,
    summary,
    leftOutText: (count) => t('incentive.verify.leftOut', { count }),
    danger: ['reject'],
    batch: BATCH.map((b) => ({ ...b, label: t(b.label) })),
    // The header's counts by state follow every move.
    onChanged: scheme.reload,
    has,
  });

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('incentive.verify.back')}
          onClick={() => navigate(schemeDetailPath(id))}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('incentive.verify.title', { name: s?.name ?? `#${id}` })}
        </Typography.Title>
      </Flex>
      <CrudListPage
        entity={recordsEntity}
        fields={verifyFields}
        ns={NS}
        texts="incentive.verify"
        schema={verifyQuery}
        toApi={toApi}
        tableKey="finance.incentive.verify"
        rowName={rowName}
        export={false}
        delete={false}
        {...moves}
        toolbarStart={(page) => {
          const status = ((page.query as { status?: string }).status ?? 'pending') as (typeof VERIFY_STATES)[number];
          const count = (v: (typeof VERIFY_STATES)[number]) => (s ? ` (${s[v]})` : '');
          return (
            <Segmented
              aria-label={t('incentive.records.fields.status')}
              value={status}
              options={VERIFY_STATES.map((v) => ({ value: v, label: `${labels.stateTitle(v)}${count(v)}` }))}
              onChange={(v) => page.setQuery({ status: v, pageNum: 1 } as never)}
            />
          );
        }}
      />
    </Flex>
  );
}
