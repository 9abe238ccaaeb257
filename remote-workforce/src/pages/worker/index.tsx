/**
 * Workforce → Workers (route /workforce/worker, expose `workforce/worker/index`): the CRUD kit
 * over `workerFields`; state actions from the worker machine per row and in bulk (suspend);
 * export; the XLSX import dialog. Add / edit are pages of their own; a row opens the manage page.
 */
import '../../i18n';
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  CrudTable,
  ExportButton,
  ImportDialog,
  PermissionButton,
  q,
  SearchForm,
  TransitionButton,
  useCrudPage,
  useMachineLabels,
} from '@shiftdesk/shared';
import { WORKER_IMPORT_COLUMNS, WorkerApi, type WorkerRow, workerMachine } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { useTypeOptions } from '../certificate/options';
import { optionsOf, RESIDENCIES, WORKER_SORTABLE, WORKER_STATUSES, workerFields } from './fields';
import { useSuspendInputs, WorkerTransitions } from './WorkerTransitions';

const { url, rule } = WorkerApi;
const schema = {
  name: q.string(),
  phone: q.string(),
  nricLast4: q.string(),
  status: q.oneOf(WORKER_STATUSES),
  residency: q.oneOf(RESIDENCIES),
  skill: q.string(),
  certificateTypeId: q.int(),
  creditScoreMin: q.int(),
  creditScoreMax: q.int(),
  lastWorked: q.dateRange(),
};
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
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const page = useCrudPage<WorkerRow, typeof schema>(url.list, schema, { sortable: WORKER_SORTABLE, toApi });
  const [importing, setImporting] = useState(false);
  const suspend = useSuspendInputs();

  const certificateTypes = useTypeOptions(true);
  const selectOptions: Record<string, { value: string | number; label: string }[]> = {
    status: WORKER_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) })),
    residency: optionsOf(t, 'residency', RESIDENCIES),
    // Every type, retired ones too: staff still look for holders of a type no longer issued.
    certificateTypeId: certificateTypes.options,
  };
  const search = workerFields
    .search(t)
    .map((f) => (selectOptions[f.name] ? { ...f, options: selectOptions[f.name] } : f));
  const columns = [
    ...workerFields.columns(t).map((c) => {
      if (c.key === 'residency') return { ...c, render: (v: string) => t(`worker.residency.${v}`) };
      if (c.key === 'engagementType') return { ...c, render: (v: string) => t(`worker.engagement.${v}`) };
      return c;
    }),
    actionsColumn<WorkerRow>(t('actions'), (r) => [
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => navigate(workerEditPath(r.id)) },
    ]),
  ];
  // The state buttons sit beside the kit's row actions (they bring their own confirm).
  const last = columns[columns.length - 1];
  const actionsRender = last.render as (v: unknown, r: WorkerRow, i: number) => React.ReactNode;
  columns[columns.length - 1] = {
    ...last,
    render: (v: unknown, r: WorkerRow, i: number) => (
      // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click under the buttons
      <span
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        style={{ display: 'inline-flex', flexWrap: 'wrap' }}
      >
        {actionsRender(v, r, i)}
        <WorkerTransitions id={r.id} status={r.status} onDone={page.list.reload} link />
      </span>
    ),
  };
  const exportColumns = workerFields.exportColumns(t).map((c, i) => {
    const key = workerFields.list.filter((f) => f.table !== false)[i]?.key;
    return key === 'status' ? { ...c, value: (r: WorkerRow) => labels.stateTitle(r.status) } : c;
  });

  return (
    <Card>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<WorkerRow>
        {...page.table}
        tableKey="workforce.worker"
        title={t('worker.tableTitle')}
        columns={columns}
        toolbar={
          <>
            <PermissionButton
              rule={rule.add}
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/workforce/worker/add')}
            >
              {t('add')}
            </PermissionButton>
            <PermissionButton rule={rule.import} icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('worker.import')}
            </PermissionButton>
            <ExportButton<WorkerRow>
              rule={rule.list}
              options={() => ({
                url: url.list,
                query: page.apiQuery,
                fileName: t('worker.exportName'),
                columns: exportColumns,
              })}
            />
          </>
        }
        batchActions={(selected, clear) => {
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
        tableProps={{
          onRow: (r: WorkerRow) => ({ onClick: () => navigate(workerManagePath(r.id)), style: { cursor: 'pointer' } }),
        }}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('worker.importTitle')}
        templateUrl={url.importTemplate}
        templateFileName={t('worker.templateName')}
        uploadUrl={url.import}
        fieldLabel={(f) => (IMPORT_FIELDS.has(f) ? t(`worker.fields.${f}`) : f)}
        onImported={page.list.reload}
      />
    </Card>
  );
}
