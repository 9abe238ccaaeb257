/**
 * Jobs → Jobs (route /jobs/job, expose `workforce/job/index`): a CrudListPage over `jobFields`
 * (keyword, shift days, client, department, position, status, fill), the job machine's actions
 * per row (publish, close, cancel with its reason), links to manage, assign and copy, Add as a
 * page of its own, export; or, switched in the URL (`?view=roster`), the week roster.
 */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { CrudListPage, PermissionButton, useAuth } from '@shiftdesk/shared';
import { type JobAddBody, JobApi, type JobRow } from '@shiftdesk/shared/api';
import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n';
import { JOBS_PATH, jobAssignPath, jobCopyPath, jobFields, jobManagePath } from './fields';
import { JobRosterView } from './Roster';

const { rule } = JobApi;
/** The URL's `date` day pair is the API's `dateFrom` / `dateTo`. */
const toApi = ({ date, ...rest }: Record<string, unknown>) => {
  const [from, to] = (date as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { dateFrom: from, dateTo: to } : {}) };
};
const VIEWS = ['list', 'roster'] as const;

export default function JobPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const [sp, setSp] = useSearchParams();
  const roster = has(rule.roster) && sp.get('view') === 'roster';
  // Each view has its own filters: switching starts the other one afresh.
  const switcher = has(rule.roster) ? (
    <Segmented
      aria-label={t('job.view.label')}
      value={roster ? 'roster' : 'list'}
      options={VIEWS.map((v) => ({ value: v, label: t(`job.view.${v}`) }))}
      onChange={(v) => setSp(v === 'roster' ? { view: 'roster' } : {}, { replace: true })}
      style={{ marginBottom: 12 }}
    />
  ) : null;

  if (roster) {
    return (
      <Card>
        {switcher}
        <JobRosterView />
      </Card>
    );
  }
  return (
    <>
      {switcher ? <div>{switcher}</div> : null}
      <CrudListPage<JobRow, JobAddBody>
        entity={JobApi}
        fields={jobFields}
        ns={NS}
        texts="job"
        toApi={toApi}
        detail={(r) => jobManagePath(r.id)}
        rowName={(r) => r.code}
        // A job that was published has workers and History behind it: only drafts are deleted.
        undeletable={(r) => r.status !== 'draft' && 'job.onlyDraftDeletes'}
        dangerActions={['cancel']}
        rowActionsVisible={2}
        rowActions={(r) => [
          { key: 'manage', label: t('job.manage'), rule: rule.get, onClick: () => navigate(jobManagePath(r.id)) },
          {
            key: 'assign',
            label: t('job.assignAction'),
            rule: rule.assign,
            onClick: () => navigate(jobAssignPath(r.id)),
          },
          { key: 'copy', label: t('job.copyAction'), rule: rule.copy, onClick: () => navigate(jobCopyPath(r.id)) },
          'delete',
        ]}
        toolbarStart={
          <PermissionButton
            rule={rule.add}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`${JOBS_PATH}/add`)}
          >
            {t('job.add')}
          </PermissionButton>
        }
      />
    </>
  );
}
