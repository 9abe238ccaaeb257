/**
 * Workforce → Workers (route /workforce/worker, expose `workforce/worker/index`): a CrudListPage
 * over `workerFields`; state actions from the worker machine per row and in bulk (suspend, with
 * its end date); export; the XLSX import dialog. Add / edit are pages of their own; a worker's
 * name links to the manage page (and a click on the row opens it).
 */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { CrudListPage, PermissionButton, q, TransitionButton } from '@shiftdesk/shared';
import { WORKER_IMPORT_COLUMNS, WorkerApi, workerMachine } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { workerFields } from './fields';
import { DANGER_ACTIONS, useSuspendInputs } from './WorkerTransitions';

const { url, rule } = WorkerApi;
// The credit bounds are numbers: an invalid one is dropped from the URL rather than sent.
const schema = { ...workerFields.querySchema(), creditScoreMin: q.int(), creditScoreMax: q.int() };
/** The URL's `lastWorked` day pair is the API's `lastWorkedFrom` / `lastWorkedTo`. */
const toApi = ({ lastWorked, ...rest }: Record<string, unknown>) => {
  const [from, to] = (lastWorked as [string, string] | undefined) ?? [];
  return { ...rest, ...(from ? { lastWorkedFrom: from, lastWorkedTo: to } : {}) };
};
const IMPORT_FIELDS = new Set<string>(WORKER_IMPORT_COLUMNS);

export const workerManagePath = (id: number) => `/workforce/worker/manage/${id}`;
export const workerEditPath = (id: number) => `/workforce/worker/edit/${id}`;

export default function WorkerPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const suspend = useSuspendInputs();

  return (
    <CrudListPage
      entity={WorkerApi}
      fields={workerFields}
      ns={NS}
      texts="worker"
      schema={schema}
      toApi={toApi}
      detail={(r) => workerManagePath(r.id)}
      // Workers leave through the machine (deactivate, blacklist), never deleted from the list.
      delete={false}
      dangerActions={DANGER_ACTIONS}
      transitions={{ suspend }}
      rowActions={(r) => [{ key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => navigate(workerEditPath(r.id)) }]}
      toolbarStart={
        <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => navigate('/workforce/worker/add')}>
          {t('add')}
        </PermissionButton>
      }
      importer={{
        templateUrl: url.importTemplate,
        templateFileName: t('worker.templateName'),
        uploadUrl: url.import,
        fieldLabel: (f) => (IMPORT_FIELDS.has(f) ? t(`worker.fields.${f}`) : f),
      }}
      batchActions={(selected, clear, page) => {
        // Bulk suspend applies to the selected workers the machine lets be suspended.
        const active = selected.filter((r) => workerMachine.can(r.status, 'suspend'));
        return (
          <TransitionButton
            machine={workerMachine}
            state="active"
            action="suspend"
            url={url.suspend}
            rule={rule.suspend}
            id={active[0]?.id ?? 0}
            ids={active.map((r) => r.id)}
            {...suspend}
            onDone={() => {
              clear();
              page.list.reload();
            }}
            label={`${t('worker.bulkSuspend')}${active.length ? ` (${active.length})` : ''}`}
            buttonProps={{ danger: true, disabled: !active.length }}
          />
        );
      }}
    />
  );
}
