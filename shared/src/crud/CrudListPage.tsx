/**
 * A whole list page from an entity's descriptor and its field list: the search form, the table
 * (server sort, column settings, batch delete by rule), the toolbar (add, export, import by
 * rule), the row actions (edit, delete, and the state machine's transitions, each by its rule)
 * and the add/edit form. What the page adds is only its own: more row actions, toolbar buttons,
 * batch actions, a body transform, content around the table.
 *
 *   <CrudListPage<PositionRow, PositionAddBody> entity={PositionApi} fields={positionFields}
 *     ns={NS} texts="position" form={{ add: PositionAddBody, edit: PositionEditBody, defaults }} />
 *
 * Texts are keys of the page's namespace under `texts`: `.tableTitle`, `.exportName`,
 * `.form.addTitle`, `.form.editTitle` (and `.importTitle` with `importer`).
 */
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Card } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { AddExportToolbar } from './AddExportToolbar';
import { CrudTable, type CrudTableProps } from './CrudTable';
import type { Fields } from './defineFields';
import { type FormContainerProps, FormDrawer, FormModal } from './FormContainer';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { CRUD_NS } from './i18n';
import { PermissionButton } from './PermissionButton';
import { actionsColumn, type RowActionList } from './RowActions';
import type { BodySchema } from './rules';
import { SearchForm } from './SearchForm';
import { TransitionButton } from './TransitionButton';
import type { QuerySchema } from './urlQuery';
import { type CrudPage, useCrudPage } from './useCrudPage';
import { useDelete } from './useDelete';

/** What the page needs of `defineEntity`'s descriptor. */
export interface ListEntity {
  readonly module: string;
  readonly entity: string;
  readonly url: { readonly list: string } & Readonly<Partial<Record<string, string>>>;
  readonly rule: { readonly list: string } & Readonly<Partial<Record<string, string>>>;
}

export interface CrudListPageProps<Row extends { id: number }, Body extends object> {
  entity: ListEntity;
  fields: Fields<Row, Body>;
  /** The page's i18n namespace (field labels and `texts`). */
  ns: string;
  /** Key prefix of the page's texts (see above). */
  texts: string;
  /** URL filters (default: from the search fields) and sortable names (default: from the columns). */
  schema?: QuerySchema;
  sortable?: readonly string[];
  /** Column settings key (default `<module>.<entity>`). */
  tableKey?: string;
  /** The add/edit form: body schemas, add defaults (also under an edited row's empty values), … */
  form?: {
    add: BodySchema;
    edit?: BodySchema;
    defaults?: Partial<Body>;
    drawer?: boolean;
    width?: number;
    columns?: 1 | 2;
    transform?: FormContainerProps<Body>['transform'];
  };
  /** The name a row's delete confirmation shows (default: its `name`). */
  rowName?: (row: Row) => string;
  /** More row actions, after edit and delete. */
  rowActions?: (row: Row, page: CrudPage<Row, QuerySchema>) => RowActionList;
  /** `false`: the entity may delete, but not from this list (no row or batch delete). */
  delete?: false;
  /** Machine transitions drawn as dangerous (e.g. `reject`). */
  dangerActions?: readonly string[];
  /**
   * The page's own buttons where the kit's Add sits (e.g. an add that is not a plain form). This
   * and `toolbar` may be functions of the page, for buttons that reload it.
   */
  toolbarStart?: ReactNode | ((page: CrudPage<Row, QuerySchema>) => ReactNode);
  /** More toolbar buttons, after add, export and import. */
  toolbar?: ReactNode | ((page: CrudPage<Row, QuerySchema>) => ReactNode);
  batchActions?: CrudTableProps<Row>['batchActions'];
  /** Bulk import (shown with the entity's `import` rule, or `rule`). */
  importer?: Pick<ImportDialogProps, 'templateUrl' | 'templateFileName' | 'uploadUrl' | 'fieldLabel'> & {
    rule?: string;
  };
  tableProps?: CrudTableProps<Row>['tableProps'];
  children?: ReactNode;
}

export function CrudListPage<Row extends { id: number }, Body extends object>(p: CrudListPageProps<Row, Body>) {
  const { t } = useTranslation(p.ns);
  const kit = useTranslation(CRUD_NS).t;
  const { has } = useAuth();
  const { url, rule } = p.entity;
  const page = useCrudPage<Row, QuerySchema>(url.list, p.schema ?? p.fields.querySchema(), {
    sortable: p.sortable ?? p.fields.sortable(),
  });
  const del = useDelete();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const row = editing && editing !== 'new' ? editing : undefined;
  const reload = page.list.reload;
  const state = p.fields.stateField();
  const machine = state?.machine;
  const form = p.form;
  const nameOf = p.rowName ?? ((r: Row) => String((r as Record<string, unknown>).name ?? `#${r.id}`));
  const importRule = p.importer?.rule ?? rule.import;
  const deleteUrl = p.delete === false ? undefined : url.delete;
  const canEdit = !!form && !!url.edit;

  const columns = [
    ...p.fields.columns(t),
    actionsColumn<Row>(
      kit('row.actions'),
      (r) => [
        canEdit && { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
        !!deleteUrl && {
          key: 'delete',
          kind: 'delete',
          rule: rule.delete,
          onClick: () => del({ url: deleteUrl, ids: [r.id], name: nameOf(r), onDone: reload }),
        },
        ...(p.rowActions?.(r, page) ?? []),
      ],
    ),
  ];
  // A read-only list has nothing to act on: no empty actions column.
  if (!canEdit && !deleteUrl && !machine && !p.rowActions) columns.pop();
  if (machine && state) {
    // The machine's transitions sit beside the kit's row actions (they bring their own confirm).
    const actions = columns[columns.length - 1];
    const base = actions.render as (v: unknown, r: Row, i: number) => ReactNode;
    columns[columns.length - 1] = {
      ...actions,
      render: (v: unknown, r: Row, i: number) => {
        const from = String((r as Record<string, unknown>)[state.key]);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: stops a row click under the buttons
          <span
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            style={{ display: 'inline-flex', flexWrap: 'wrap' }}
          >
            {base(v, r, i)}
            {machine
              .actionsFrom(from, { user: true })
              .map((a) =>
                url[a] && rule[a] ? (
                  <TransitionButton
                    key={a}
                    machine={machine}
                    state={from}
                    action={a}
                    url={url[a] as string}
                    rule={rule[a] as string}
                    id={r.id}
                    onDone={reload}
                    buttonProps={{ type: 'link', size: 'small', danger: p.dangerActions?.includes(a) }}
                  />
                ) : null,
              )}
          </span>
        );
      },
    };
  }
  const formKeys = (form ? p.fields.form(t) : []).map((f) => f.name);
  const initialValues = (): Partial<Body> => {
    if (!row) return form?.defaults ?? {};
    // An edited row's values under the form's keys; its empty ones (null lists) take the defaults.
    const r = row as Record<string, unknown>;
    const d = (form?.defaults ?? {}) as Record<string, unknown>;
    return Object.fromEntries(formKeys.map((k) => [k, r[k] ?? d[k]])) as Partial<Body>;
  };
  const Container = form?.drawer ? FormDrawer : FormModal;

  return (
    <Card>
      <SearchForm fields={p.fields.search(t)} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<Row>
        {...page.table}
        tableKey={p.tableKey ?? `${p.entity.module}.${p.entity.entity}`}
        title={t(`${p.texts}.tableTitle`)}
        columns={columns}
        toolbar={
          <>
            {typeof p.toolbarStart === 'function' ? p.toolbarStart(page) : p.toolbarStart}
            <AddExportToolbar<Row>
              rule={rule}
              url={url}
              onAdd={form && url.add ? () => setEditing('new') : undefined}
              query={page.apiQuery}
              fileName={t(`${p.texts}.exportName`)}
              columns={() => p.fields.exportColumns(t, undefined, has)}
            />
            {p.importer && importRule ? (
              <PermissionButton rule={importRule} icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {kit('toolbar.import')}
              </PermissionButton>
            ) : null}
            {typeof p.toolbar === 'function' ? p.toolbar(page) : p.toolbar}
          </>
        }
        batchDelete={deleteUrl ? { url: deleteUrl, rule: rule.delete } : undefined}
        batchActions={p.batchActions}
        tableProps={p.tableProps}
      />
      {p.children}
      {form ? (
        <Container
          open={!!editing}
          id={row?.id}
          title={t(`${p.texts}.form.${row ? 'editTitle' : 'addTitle'}`)}
          schema={row ? (form.edit ?? form.add) : form.add}
          initialValues={initialValues()}
          fields={p.fields.form(t)}
          width={form.width}
          columns={form.columns}
          transform={form.transform}
          submit={{ add: url.add, edit: url.edit }}
          onSaved={reload}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {p.importer ? (
        <ImportDialog
          {...p.importer}
          open={importing}
          title={t(`${p.texts}.importTitle`)}
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      ) : null}
    </Card>
  );
}
