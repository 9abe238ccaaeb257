/**
 * Workforce → Applicants (route /workforce/applicant, expose `workforce/applicant/index`): the
 * sign-ups; screen / approve (creates the worker) / reject with a reason, through the applicant
 * machine. A sign-up whose NRIC or phone already belongs to a worker is flagged and links to
 * that worker; once approved the row links to the worker it became.
 */
import '../../i18n';
import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import {
  CrudTable,
  ExportButton,
  q,
  SearchForm,
  TransitionButton,
  useCrudPage,
  useMachineLabels,
} from '@shiftdesk/shared';
import { ApplicantApi, type ApplicantRow, applicantMachine, RESIDENCIES } from '@shiftdesk/shared/api';
import { Button, Card, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { optionsOf } from '../worker/fields';
import { APPLICANT_SORTABLE, APPLICANT_SOURCES, APPLICANT_STATUSES, applicantFields } from './fields';

const { url, rule } = ApplicantApi;
const schema = {
  keyword: q.string(),
  status: q.oneOf(APPLICANT_STATUSES),
  source: q.oneOf(APPLICANT_SOURCES),
  residency: q.oneOf(RESIDENCIES),
  duplicate: q.oneOf(['true'] as const),
};
type Action = 'screen' | 'approve' | 'reject';

export default function ApplicantPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const page = useCrudPage<ApplicantRow, typeof schema>(url.list, schema, { sortable: APPLICANT_SORTABLE });
  // Opens on the Application tab: coming from a sign-up, that is what the user looks for.
  const toWorker = (id: number) => navigate(`/workforce/worker/manage/${id}?tab=applicant`);

  const selectOptions: Record<string, { value: string; label: string }[]> = {
    status: APPLICANT_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) })),
    source: APPLICANT_SOURCES.map((s) => ({ value: s, label: t(`applicant.source.${s}`) })),
    residency: optionsOf(t, 'residency', RESIDENCIES),
    duplicate: [{ value: 'true', label: t('applicant.yes') }],
  };
  const search = applicantFields
    .search(t)
    .map((f) => (selectOptions[f.name] ? { ...f, options: selectOptions[f.name] } : f));
  const columns = [
    ...applicantFields.columns(t).map((c) => {
      if (c.key === 'source') return { ...c, render: (v: string) => t(`applicant.source.${v}`) };
      if (c.key === 'residency') return { ...c, render: (v: string) => t(`worker.residency.${v}`) };
      if (c.key === 'duplicateWorkerId')
        return {
          ...c,
          render: (_: unknown, r: ApplicantRow) =>
            r.workerId ? (
              <Button type="link" size="small" onClick={() => toWorker(r.workerId as number)}>
                #{r.workerId} {r.workerName}
              </Button>
            ) : r.duplicateWorkerId ? (
              <Tooltip title={t('applicant.duplicateHint')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<WarningOutlined />}
                  onClick={() => toWorker(r.duplicateWorkerId as number)}
                >
                  {t('applicant.duplicateOf', { id: r.duplicateWorkerId })}
                </Button>
              </Tooltip>
            ) : (
              '—'
            ),
        };
      return c;
    }),
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right' as const,
      alwaysShow: true,
      render: (_: unknown, r: ApplicantRow) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap' }}>
          {applicantMachine.actionsFrom(r.status, { user: true }).map((a) => (
            <TransitionButton
              key={a}
              machine={applicantMachine}
              state={r.status}
              action={a}
              url={url[a as Action]}
              rule={rule[a as Action]}
              id={r.id}
              onDone={page.list.reload}
              buttonProps={{ type: 'link', size: 'small', danger: a === 'reject' }}
            />
          ))}
        </span>
      ),
    },
  ];
  const exportColumns = applicantFields.exportColumns(t).map((c, i) => {
    const key = applicantFields.list.filter((f) => f.table !== false)[i]?.key;
    if (key === 'status') return { ...c, value: (r: ApplicantRow) => labels.stateTitle(r.status) };
    if (key === 'duplicateWorkerId') return { ...c, value: (r: ApplicantRow) => r.workerId ?? r.duplicateWorkerId };
    return c;
  });

  return (
    <Card>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<ApplicantRow>
        {...page.table}
        tableKey="workforce.applicant"
        title={t('applicant.tableTitle')}
        columns={columns}
        toolbar={
          <ExportButton<ApplicantRow>
            rule={rule.list}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('applicant.exportName'),
              columns: exportColumns,
            })}
          />
        }
      />
    </Card>
  );
}
