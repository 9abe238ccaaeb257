/**
 * Incentive scheme (route /finance/incentive/detail/:id, expose `finance/incentive/detail/index`):
 * the scheme's fields (type and criteria, amount, period, clients, its records by state and the
 * money credited), the moves its state allows (activate a draft, end an active one), a sweep of
 * this scheme, the way to its verify page; tabs for its records (every state) and its History.
 */
import '../../../i18n';
import {
  DetailPage,
  formatDateTime,
  History,
  stateColor,
  TransitionButton,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import { IncentiveApi, type IncentiveSchemeRow, incentiveSchemeMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Button, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { ClientsCell, criteriaText, INCENTIVE_PATH, schemeVerifyPath, TYPE_COLORS } from '../fields';
import { SchemeRecords } from '../SchemeRecords';
import { SweepButton } from '../SweepButton';

const { url, rule } = IncentiveApi;

export default function IncentiveDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const doc = useCrudList<IncentiveSchemeRow>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const s = doc.data;

  if (!doc.loading && (doc.error || !s)) {
    return (
      <Result
        status={doc.error ? 'error' : '404'}
        title={t('incentive.detail.notFound')}
        extra={
          <Button onClick={() => (doc.error ? doc.reload() : navigate(INCENTIVE_PATH))}>
            {doc.error ? t('list.retry', { ns: 'crud' }) : t('incentive.detail.back')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    doc.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`incentive.fields.${k}`);

  return (
    <DetailPage
      loading={doc.loading && !s}
      onBack={() => navigate(INCENTIVE_PATH)}
      title={s ? t('incentive.detail.title', { name: s.name }) : labels.entityTitle('incentiveScheme')}
      status={s ? { label: labels.stateTitle(s.status), color: stateColor(s.status) } : undefined}
      facts={
        s
          ? [
              {
                key: 'type',
                label: f('type'),
                value: <Tag color={TYPE_COLORS[s.type]}>{t(`incentive.type.${s.type}`)}</Tag>,
              },
              { key: 'criteria', label: f('criteria'), value: criteriaText(s, (k, o) => t(k, o ?? {})) },
              { key: 'amount', label: f('amount'), value: formatMoney(s.amount) },
              { key: 'period', label: f('period'), value: `${s.periodStart} – ${s.periodEnd}` },
              { key: 'clients', label: f('clientIds'), value: <ClientsCell ids={s.clientIds} /> },
              { key: 'pending', label: f('pending'), value: s.pending },
              { key: 'verified', label: f('verified'), value: s.verified },
              { key: 'credited', label: f('credited'), value: s.credited },
              { key: 'rejected', label: f('rejected'), value: s.rejected },
              { key: 'creditedAmount', label: f('creditedAmount'), value: formatMoney(s.creditedAmount) },
              { key: 'sweptAt', label: f('sweptAt'), value: s.sweptAt ? formatDateTime(s.sweptAt) : '—' },
              { key: 'description', label: f('description'), value: s.description || '—' },
              ...(s.reason ? [{ key: 'reason', label: f('reason'), value: s.reason }] : []),
            ]
          : []
      }
      actions={
        s ? (
          <>
            {incentiveSchemeMachine.actionsFrom(s.status, { user: true }).map((a) => (
              <TransitionButton
                key={a}
                machine={incentiveSchemeMachine}
                state={s.status}
                action={a}
                url={url[a]}
                rule={rule[a]}
                id={s.id}
                onDone={changed}
                buttonProps={{ type: a === 'activate' ? 'primary' : 'default', danger: a === 'end' }}
              />
            ))}
            {s.status === 'active' ? <SweepButton id={s.id} label={t('incentive.actions.sweepOne')} /> : null}
            {s.status !== 'draft' && has(rule.verify) ? (
              <Button onClick={() => navigate(schemeVerifyPath(s.id))}>{t('incentive.actions.verifyPage')}</Button>
            ) : null}
          </>
        ) : null
      }
      tabs={
        s
          ? [
              {
                key: 'records',
                label: t('incentive.detail.records'),
                children: has(rule.records) ? <SchemeRecords schemeId={s.id} reloadKey={version} /> : null,
              },
            ]
          : []
      }
      history={s ? <History entity="incentiveScheme" entityId={s.id} reloadKey={version} /> : undefined}
    />
  );
}
