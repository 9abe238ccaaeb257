/**
 * Finance → Positions (route /finance/position, expose `finance/position/index`): the roles a
 * contract order rates. Required certificate types are shown but disabled until the certificate
 * types of the workers issue exist (a free list of ids would be meaningless to staff).
 */
import '../../i18n';
import {
  actionsColumn,
  CrudTable,
  defineFields,
  AddExportToolbar,
  FormModal,
  q,
  SearchForm,
  StateTag,
  useCrudPage,
  useDelete,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  POSITION_STATUSES,
  PositionAddBody,
  PositionApi,
  PositionEditBody,
  type PositionRow,
} from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = PositionApi;
const schema = { name: q.string(), status: q.oneOf(POSITION_STATUSES) };
const SORTABLE = ['name', 'status', 'createdAt'];

export const positionFields = defineFields<PositionRow, PositionAddBody>([
  { key: 'name', label: 'position.fields.name', table: { sortable: true, alwaysShow: true }, search: true, form: true },
  { key: 'description', label: 'position.fields.description', table: { ellipsis: true }, form: { type: 'textarea' } },
  {
    key: 'certificateTypeIds',
    label: 'position.fields.certificateTypes',
    table: false,
    export: false,
    form: { type: 'multiSelect', disabled: true, required: false, extra: 'position.form.certificatesLater' },
  },
  {
    key: 'status',
    label: 'position.fields.status',
    table: { sortable: true, width: 110, render: (r) => <StateTag state={r.status} /> },
    search: { type: 'select' },
    form: { type: 'radio' },
  },
  { key: 'createdAt', label: 'position.fields.createdAt', datetime: true, table: { sortable: true } },
]);

export default function PositionPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const page = useCrudPage<PositionRow, typeof schema>(url.list, schema, { sortable: SORTABLE });
  const del = useDelete();
  const [editing, setEditing] = useState<PositionRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const statusOptions = POSITION_STATUSES.map((s) => ({ value: s, label: labels.state(s) }));
  const withStatus = <F extends { name: string }>(f: F) => (f.name === 'status' ? { ...f, options: statusOptions } : f);

  const columns = [
    ...positionFields.columns(t),
    actionsColumn<PositionRow>(t('actions'), (r) => [
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: rule.delete,
        onClick: () => del({ url: url.delete, ids: [r.id], name: r.name, onDone: page.list.reload }),
      },
    ]),
  ];
  const exportColumns = positionFields
    .exportColumns(t)
    .map((c) =>
      c.title === t('position.fields.status') ? { ...c, value: (r: PositionRow) => labels.state(r.status) } : c,
    );

  return (
    <Card>
      <SearchForm
        fields={positionFields.search(t).map(withStatus)}
        value={page.query}
        onSearch={page.search}
        onReset={() => page.reset()}
      />
      <CrudTable<PositionRow>
        {...page.table}
        tableKey="finance.position"
        title={t('position.tableTitle')}
        columns={columns}
        toolbar={
          <AddExportToolbar<PositionRow>
            rule={rule}
            url={url}
            onAdd={() => setEditing('new')}
            query={page.apiQuery}
            fileName={t('position.exportName')}
            columns={() => exportColumns}
          />
        }
        batchDelete={{ url: url.delete, rule: rule.delete }}
      />
      <FormModal<PositionAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('position.form.editTitle') : t('position.form.addTitle')}
        schema={row ? PositionEditBody : PositionAddBody}
        initialValues={
          row
            ? { name: row.name, description: row.description, status: row.status }
            : { description: '', status: 'active' }
        }
        // Certificate types are not offered yet: the field is shown disabled and never sent.
        transform={({ certificateTypeIds: _ignored, ...v }) => v}
        fields={positionFields
          .form(t)
          .map((f) => ({ ...withStatus(f), extra: typeof f.extra === 'string' ? t(f.extra) : f.extra }))}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
