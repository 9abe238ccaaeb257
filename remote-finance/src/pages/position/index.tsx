/**
 * Finance → Positions (route /finance/position, expose `finance/position/index`): the roles a
 * contract order rates, with the certificate types a worker must hold for them (picked from the
 * workforce's active types; the field explains itself when there are none or the user may not
 * list them, rather than offering a free list of ids).
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
  useAuth,
  useCrudList,
  useCrudPage,
  useDelete,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  CertificateTypeApi,
  type CertificateTypeRow,
  type PageResultOf,
  POSITION_STATUSES,
  PositionAddBody,
  PositionApi,
  PositionEditBody,
  type PositionRow,
} from '@shiftdesk/shared/api';
import { Card, Tag } from 'antd';
import { useMemo, useState } from 'react';
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
    table: { width: 220 },
    export: false,
    form: { type: 'multiSelect', required: false },
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
  const statusOptions = POSITION_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) }));
  const withStatus = <F extends { name: string }>(f: F) => (f.name === 'status' ? { ...f, options: statusOptions } : f);
  const types = useCertificateTypes();
  const typeName = (id: number) => types.names.get(id) ?? `#${id}`;

  const columns = [
    ...positionFields.columns(t).map((c) =>
      c.key === 'certificateTypeIds'
        ? { ...c, render: (_: unknown, r: PositionRow) => (r.certificateTypeIds ?? []).map((id) => <Tag key={id}>{typeName(id)}</Tag>) }
        : c,
    ),
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
      c.title === t('position.fields.status') ? { ...c, value: (r: PositionRow) => labels.stateTitle(r.status) } : c,
    )
    .concat({
      title: t('position.fields.certificateTypes'),
      value: (r: PositionRow) => (r.certificateTypeIds ?? []).map(typeName).join(', '),
    });

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
            ? { name: row.name, description: row.description, status: row.status, certificateTypeIds: row.certificateTypeIds ?? [] }
            : { description: '', status: 'active', certificateTypeIds: [] }
        }
        fields={positionFields.form(t).map((f) =>
          f.name === 'certificateTypeIds'
            ? { ...f, options: types.options, disabled: !!types.why, extra: types.why ? t(types.why) : undefined }
            : withStatus(f),
        )}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

/**
 * The workforce's certificate types for the field and the column. `why` says why none can be
 * picked: the user may not list them, or none exist yet.
 */
function useCertificateTypes() {
  const { has } = useAuth();
  const allowed = has(CertificateTypeApi.rule.list);
  const list = useCrudList<PageResultOf<CertificateTypeRow>>(allowed ? CertificateTypeApi.url.list : null, { pageSize: 500 });
  return useMemo(() => {
    const all = list.data?.list ?? [];
    const names = new Map(all.map((x) => [x.id, x.name]));
    // Inactive types stay readable on positions that already require them, but are not offered.
    const options = all.filter((x) => x.status === 'active').map((x) => ({ value: x.id, label: x.name }));
    const why = !allowed
      ? 'position.form.cannotListCertificateTypes'
      : !list.loading && options.length === 0
        ? 'position.form.noCertificateTypes'
        : undefined;
    return { names, options, why };
  }, [allowed, list.data, list.loading]);
}
