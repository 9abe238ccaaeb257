/**
 * Manage worker (route /workforce/worker/manage/:id, expose `workforce/worker/manage/index`):
 * header with photo, name, masked NRIC (Reveal for holders of the reveal rule; every reveal is
 * audited by the server, so the History reloads), status, credit-score gauge and the state
 * actions; then the staff tabs from the registry (./tabs.ts), each loaded when first opened.
 * The staff paths (/workforce/worker/manage/:id/<tab>, ../../staff/<tab>/index.tsx) render this
 * page with `tab`: that tab is shown when the URL's `?tab=` names none.
 */
import '../../../i18n';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import {
  api,
  DetailPage,
  FileAvatar,
  formatDateTime,
  History,
  MaskedValue,
  PermissionButton,
  ScoreGauge,
  stateColor,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import { WorkerApi, type WorkerRevealed, type WorkerRow } from '@shiftdesk/shared/api';
import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { sgDay } from '../form';
import { WorkerTransitions } from '../WorkerTransitions';
import { TAB_ORDER, WORKER_TABS } from './tabs';

const { url, rule } = WorkerApi;
const rank = (key: string) => (TAB_ORDER.includes(key) ? TAB_ORDER.indexOf(key) : TAB_ORDER.length);
const TABS = [...WORKER_TABS]
  .sort((a, b) => rank(a.key) - rank(b.key))
  .map((tab) => ({ ...tab, Component: lazy(tab.load) }));

export default function WorkerManagePage({ tab }: { tab?: string } = {}) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const worker = useCrudList<WorkerRow>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const w = worker.data;

  if (!worker.loading && (worker.error || !w)) {
    return (
      <Result
        status={worker.error ? 'error' : '404'}
        title={t('worker.notFound')}
        extra={<Button onClick={() => navigate('/workforce/worker')}>{t('worker.title')}</Button>}
      />
    );
  }
  const changed = () => {
    worker.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`worker.fields.${k}`);
  const reveal = async () => {
    const r = await api.get<WorkerRevealed>(url.revealNric, { id });
    // The reveal wrote an audit line: show it.
    setVersion((v) => v + 1);
    return r.nric;
  };

  return (
    <>
      {w?.status === 'suspended' && w.suspendedUntil ? (
        <Alert
          type="warning"
          showIcon
          title={`${labels.stateTitle('suspended')} · ${f('suspendedUntil')} ${w.suspendedUntil}`}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <DetailPage
        loading={worker.loading && !w}
        onBack={() => navigate('/workforce/worker')}
        title={
          w ? (
            <Space size={12}>
              <FileAvatar size={48} url={w.avatarUrl} name={w.name} />
              <span>{w.name}</span>
            </Space>
          ) : (
            labels.entityTitle('worker')
          )
        }
        status={w ? { label: labels.stateTitle(w.status), color: stateColor(w.status) } : undefined}
        facts={
          w
            ? [
                {
                  key: 'nric',
                  label: f('nric'),
                  value: <MaskedValue key={w.id} masked={w.nric} rule={rule.revealNric} reveal={reveal} />,
                },
                { key: 'phone', label: f('phone'), value: w.phone },
                {
                  key: 'residency',
                  label: f('residency'),
                  value:
                    t(`worker.residency.${w.residency}`) +
                    (w.residency === 'pr' && w.prStartDate ? ` · ${w.prStartDate}` : '') +
                    (w.residency === 'foreigner' && w.passType
                      ? ` · ${t(`worker.passType.${w.passType}`)} → ${w.passExpiry ?? '—'}`
                      : ''),
                },
                { key: 'engagement', label: f('engagementType'), value: t(`worker.engagement.${w.engagementType}`) },
                {
                  key: 'credit',
                  label: f('creditScore'),
                  value: <ScoreGauge value={w.creditScore} size={72} label={t('worker.creditScore')} />,
                },
                { key: 'age', label: f('age'), value: w.age },
                { key: 'joined', label: f('joinedAt'), value: sgDay(w.joinedAt) || '—' },
                {
                  key: 'referredBy',
                  label: f('referredBy'),
                  value:
                    w.referredBy === null ? (
                      '—'
                    ) : (
                      <Link to={`/workforce/worker/manage/${w.referredBy}`}>
                        {w.referredByName ?? `#${w.referredBy}`}
                      </Link>
                    ),
                },
                { key: 'last', label: f('lastWorkedAt'), value: formatDateTime(w.lastWorkedAt) || '—' },
                { key: 'skills', label: f('skills'), value: w.skills.join(', ') || '—' },
              ]
            : []
        }
        actions={
          w ? (
            <>
              <PermissionButton
                rule={rule.edit}
                icon={<EditOutlined />}
                onClick={() => navigate(`/workforce/worker/edit/${w.id}`)}
              >
                {t('worker.edit')}
              </PermissionButton>
              <WorkerTransitions id={w.id} status={w.status} onDone={changed} />
            </>
          ) : null
        }
        tabs={
          w
            ? TABS.filter((tab) => !tab.rule || has(tab.rule)).map(({ key, labelKey, Component }) => ({
                key,
                label: t(labelKey),
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <Component workerId={w.id} />
                  </Suspense>
                ),
              }))
            : []
        }
        history={w ? <History entity="worker" entityId={w.id} reloadKey={version} /> : undefined}
        defaultTab={tab}
      />
    </>
  );
}
