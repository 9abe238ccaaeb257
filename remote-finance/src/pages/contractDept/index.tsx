/**
 * Finance → Contract departments (route /finance/contractDept, expose `finance/contractDept/index`):
 * a client's sites; filter by client (`?clientId=` also opens it pre-filtered from the client page).
 */
import '../../i18n';
import {
  actionsColumn,
  CrudTable,
  AddExportToolbar,
  FormDrawer,
  q,
  SearchForm,
  useCrudPage,
  useDelete,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  CONTRACT_DEPT_STATUSES,
  ContractDeptAddBody,
  ContractDeptApi,
  ContractDeptEditBody,
  type ContractDeptRow,
} from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useClientOptions } from '../client/options';
import { ApproversEditor } from './ApproversEditor';
import { CONTRACT_DEPT_SORTABLE, contractDeptFields } from './fields';

const { url, rule } = ContractDeptApi;
const schema = { clientId: q.int(), name: q.string(), postalCode: q.string(), status: q.oneOf(CONTRACT_DEPT_STATUSES) };

export default function ContractDeptPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const page = useCrudPage<ContractDeptRow, typeof schema>(url.list, schema, { sortable: CONTRACT_DEPT_SORTABLE });
  const clients = useClientOptions();
  const del = useDelete();
  const [editing, setEditing] = useState<ContractDeptRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;

  const statusOptions = CONTRACT_DEPT_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) }));
  const withOptions = <F extends { name: string }>(f: F) =>
    f.name === 'clientId'
      ? { ...f, options: clients.options }
      : f.name === 'status'
        ? { ...f, options: statusOptions }
        : f;
  const columns = [
    ...contractDeptFields.columns(t),
    actionsColumn<ContractDeptRow>(t('actions'), (r) => [
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: rule.delete,
        onClick: () => del({ url: url.delete, ids: [r.id], name: r.name, onDone: page.list.reload }),
      },
    ]),
  ];
  const formFields = contractDeptFields.form(t).map((f) => ({
    ...withOptions(f),
    extra: typeof f.extra === 'string' ? t(f.extra) : f.extra,
    patternMessage: f.patternMessage ? t(f.patternMessage) : undefined,
    // The client of a department is fixed once it has orders (they are billed to it).
    disabled: f.name === 'clientId' && !!row && row.orderCount > 0,
  }));
  const exportColumns = contractDeptFields
    .exportColumns(t)
    .map((c) =>
      c.title === t('contractDept.fields.status') ? { ...c, value: (r: ContractDeptRow) => labels.stateTitle(r.status) } : c,
    );

  return (
    <Card>
      <SearchForm
        fields={contractDeptFields.search(t).map(withOptions)}
        value={page.query}
        onSearch={page.search}
        onReset={() => page.reset()}
      />
      <CrudTable<ContractDeptRow>
        {...page.table}
        tableKey="finance.contractDept"
        title={t('contractDept.tableTitle')}
        columns={columns}
        toolbar={
          <AddExportToolbar<ContractDeptRow>
            rule={rule}
            url={url}
            onAdd={() => setEditing('new')}
            query={page.apiQuery}
            fileName={t('contractDept.exportName')}
            columns={() => exportColumns}
          />
        }
        batchDelete={{ url: url.delete, rule: rule.delete }}
      />
      <FormDrawer<ContractDeptAddBody>
        open={!!editing}
        id={row?.id}
        width={720}
        columns={2}
        title={row ? t('contractDept.form.editTitle') : t('contractDept.form.addTitle')}
        schema={row ? ContractDeptEditBody : ContractDeptAddBody}
        initialValues={
          row
            ? {
                clientId: row.clientId,
                name: row.name,
                siteAddress: row.siteAddress,
                postalCode: row.postalCode,
                approverName: row.approverName,
                approverEmail: row.approverEmail,
                approverPhone: row.approverPhone,
                otherApprovers: row.otherApprovers.map((a) => ({ ...a, phone: a.phone ?? '' })),
                timesheetTemplateId: row.timesheetTemplateId,
                costCentre: row.costCentre,
                status: row.status,
                remark: row.remark,
              }
            : {
                clientId: page.query.clientId,
                status: 'active',
                approverName: '',
                approverEmail: '',
                approverPhone: '',
                otherApprovers: [],
                timesheetTemplateId: null,
                costCentre: '',
                remark: '',
              }
        }
        fields={formFields}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      >
        <ApproversEditor />
      </FormDrawer>
    </Card>
  );
}
