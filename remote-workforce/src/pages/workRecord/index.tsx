/**
 * Jobs → Work records (route /jobs/workRecord, expose `workforce/workRecord/index`): the busiest
 * list of the product, a CrudListPage over `workRecordFields`. Filters (keyword, client, shift
 * dates, status, and a job, worker or department from a link) live in the URL. Per row: Detail,
 * Edit (the punch adjustment page), and the machine's reject / cancel / excuse with their reason;
 * Verify goes through the verify page, which shows the numbers before anything is verified.
 */
import '../../i18n';
import { CrudListPage, LinkFilters } from '@shiftdesk/shared';
import { WorkRecordApi, workRecordMachine } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { AttendanceImport } from './AttendanceImport';
import {
  verifiable,
  workRecordDetailPath,
  workRecordEditPath,
  workRecordFields,
  workRecordQuery,
  workRecordToApi,
  workRecordVerifyPath,
} from './fields';
import { DANGER_ACTIONS, useCancelInputs } from './transitions';
import { VerifyPendingButton, VerifySelectedButton } from './VerifyButtons';

const { rule } = WorkRecordApi;
// Verify takes a list of ids and is confirmed on its own page with the numbers, so it is not a
// row transition of the kit (which would PUT `{id}`): the list's descriptor leaves its URL out.
const { verify: _verifiedInBatch, ...rowUrls } = WorkRecordApi.url;
const listEntity = { ...WorkRecordApi, url: rowUrls };
/** Filters a link sets that the search form does not show: each is a removable tag. */
const LINK_FILTERS = ['jobId', 'workerId', 'contractDeptId'] as const;

export default function WorkRecordPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const cancel = useCancelInputs();

  return (
    <CrudListPage
      entity={listEntity}
      fields={workRecordFields}
      ns={NS}
      texts="workRecord"
      schema={workRecordQuery}
      toApi={workRecordToApi}
      tableKey="workforce.workRecord"
      detail={(r) => workRecordDetailPath(r.id)}
      rowName={(r) => r.workerName}
      dangerActions={DANGER_ACTIONS}
      transitions={{ cancel }}
      rowActionsVisible={2}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('workRecord.actions.detail'),
          rule: rule.get,
          onClick: () => navigate(workRecordDetailPath(r.id)),
        },
        workRecordMachine.can(r.status, 'adjust') && {
          key: 'edit',
          kind: 'edit',
          rule: rule.edit,
          onClick: () => navigate(workRecordEditPath(r.id)),
        },
        verifiable(r) && {
          key: 'verify',
          label: t('workRecord.actions.verify'),
          rule: rule.verify,
          onClick: () => navigate(workRecordVerifyPath([r.id])),
        },
      ]}
      toolbarStart={(page) => (
        <>
          <LinkFilters ns={NS} page={page} keys={LINK_FILTERS} texts="workRecord" />
          <VerifyPendingButton />
          <AttendanceImport onApplied={page.list.reload} />
        </>
      )}
      batchActions={(selected) => <VerifySelectedButton selected={selected} />}
    />
  );
}
