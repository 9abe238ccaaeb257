/**
 * Manage job (route /jobs/job/manage/:id, expose `workforce/job/manage/index`): header with the
 * job's code and title, status, key facts (client, position, shift, staffing), the machine's
 * actions (publish, close, cancel with its reason) and the ways to assign and copy; then the
 * tabs of ./tabs.ts, each loaded when first opened, and History. The tab paths
 * (/jobs/job/manage/:id/<tab>, ../tabs/<tab>/index.tsx) render this page with `tab`: that tab is
 * shown when the URL's `?tab=` names none.
 */
import '../../../i18n';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import {
  CRUD_NS,
  DetailPage,
  History,
  PermissionButton,
  stateColor,
  TransitionButton,
  useAuth,
  useMachineLabels,
} from '@shiftdesk/shared';
import { JobApi, jobMachine } from '@shiftdesk/shared/api';
import { Button, Result, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { JOBS_PATH, jobAssignPath, jobCopyPath, ShiftCell, StaffingCell } from '../fields';
import { useJob } from '../JobSummary';
import { JOB_TABS, type JobTabKey } from './tabs';

const { url, rule } = JobApi;
const TABS = JOB_TABS.map((tab) => ({ ...tab, Component: lazy(tab.load) }));
// The machine's actions staff take here; the rest (fill, start, complete) are the system's.
const ACTIONS = ['publish', 'close', 'cancel'] as const;

export default function JobManagePage({ tab }: { tab?: JobTabKey } = {}) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const job = useJob(Number(useParams().id));
  const [version, setVersion] = useState(0);
  const j = job.data;

  if (!job.valid || (!job.loading && (job.error || !j))) {
    return (
      <Result
        status={job.error ? 'error' : '404'}
        title={t('job.notFound')}
        extra={
          <Button onClick={() => (job.error ? job.reload() : navigate(JOBS_PATH))}>
            {job.error ? t('list.retry', { ns: CRUD_NS }) : t('job.backToList')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    job.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`job.fields.${k}`);

  return (
    <DetailPage
      loading={job.loading && !j}
      onBack={() => navigate(JOBS_PATH)}
      title={j ? `${j.code} · ${j.title}` : labels.entityTitle('job')}
      status={j ? { label: labels.stateTitle(j.status), color: stateColor(j.status) } : undefined}
      facts={
        j
          ? [
              { key: 'client', label: f('clientName'), value: j.clientName },
              { key: 'dept', label: f('deptName'), value: j.deptName },
              { key: 'position', label: f('positionName'), value: j.positionName },
              {
                key: 'shift',
                label: f('shift'),
                value: <ShiftCell date={j.shiftDate} startAt={j.startAt} endAt={j.endAt} />,
              },
              { key: 'staffing', label: f('staffing'), value: <StaffingCell row={j} /> },
            ]
          : []
      }
      actions={
        j ? (
          <>
            <PermissionButton
              rule={rule.assign}
              icon={<UserAddOutlined />}
              onClick={() => navigate(jobAssignPath(j.id))}
            >
              {t('job.assign.title')}
            </PermissionButton>
            <PermissionButton rule={rule.copy} icon={<CopyOutlined />} onClick={() => navigate(jobCopyPath(j.id))}>
              {t('job.copy.title')}
            </PermissionButton>
            {ACTIONS.map((a) => (
              <TransitionButton
                key={a}
                machine={jobMachine}
                state={j.status}
                action={a}
                url={url[a]}
                rule={rule[a]}
                id={j.id}
                onDone={changed}
                buttonProps={{ danger: a === 'cancel', type: a === 'publish' ? 'primary' : 'default' }}
              />
            ))}
          </>
        ) : null
      }
      tabs={
        j
          ? TABS.filter((x) => !x.rule || has(x.rule)).map(({ key, labelKey, Component }) => ({
              key,
              label: t(labelKey),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <Component job={j} />
                </Suspense>
              ),
            }))
          : []
      }
      history={j ? <History entity="job" entityId={j.id} reloadKey={version} /> : undefined}
      defaultTab={tab}
    />
  );
}
