/**
 * Manage worker → Application: the sign-up this worker came from (approved applicant linked by
 * `workerId`), or a note that staff added the worker directly.
 */
import { formatDateTime, StateTag, useCrudList } from '@shiftdesk/shared';
import { ApplicantApi, type ApplicantRow, type PageResultOf } from '@shiftdesk/shared/api';
import { Button, Descriptions, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../../i18n';

export default function ApplicantTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const query = useMemo(() => ({ workerId, pageNum: 1, pageSize: 10 }), [workerId]);
  const list = useCrudList<PageResultOf<ApplicantRow>>(ApplicantApi.url.list, query);
  if (list.loading && !list.data) return <Skeleton active />;
  const a = list.data?.list[0];
  if (!a) return <Empty description={t('worker.applicantTab.none')} />;
  const f = (k: string) => t(`worker.fields.${k}`);
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: f('name'), children: a.name },
          { key: 'status', label: f('status'), children: <StateTag state={a.status} /> },
          { key: 'source', label: t('applicant.fields.source'), children: t(`applicant.source.${a.source}`) },
          { key: 'phone', label: f('phone'), children: a.phone },
          { key: 'residency', label: f('residency'), children: t(`worker.residency.${a.residency}`) },
          { key: 'createdAt', label: t('applicant.fields.createdAt'), children: formatDateTime(a.createdAt) },
          { key: 'decidedAt', label: t('applicant.fields.decidedAt'), children: formatDateTime(a.decidedAt) || '—' },
          { key: 'remark', label: f('remark'), children: a.remark || '—' },
        ]}
      />
      <Button type="link" onClick={() => navigate(`/workforce/applicant?keyword=${encodeURIComponent(a.phone)}`)}>
        {t('worker.applicantTab.open')}
      </Button>
    </>
  );
}
