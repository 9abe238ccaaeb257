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
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Card, type FormInstance } from 'antd';
import { useViewportWidth } from '../components/useViewportWidth';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { AddExportToolbar } from './AddExportToolbar';
import { CrudTable, type CrudTableProps } from './CrudTable';
import type { Fields } from './defineFields';
import { linkColumn, useRowOpens } from './DetailLink';
import type { FormField } from './fields';
import { type FormContainerProps, FormDrawer, FormModal } from './FormContainer';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { CRUD_NS } from './i18n';
import { PermissionButton } from './PermissionButton';
import { actionsColumn, type RowAction } from './RowActions';
import type { BodySchema } from './rules';
import { SearchForm } from './SearchForm';
import { TransitionButton, type TransitionButtonProps } from './TransitionButton';
import { treeOptions, useTreeTable } from './tree';
import type { QuerySchema } from './urlQuery';
import { type CrudPage, type CrudPageOptions, useCrudPage } from './useCrudPage';
import { useDelete } from './useDelete';

type TreeNode = { id: number; children?: readonly unknown[] | null } & Record<string, unknown>;

/** What the page needs of `defineEntity`'s descriptor. */
export interface ListEntity {
  readonly module: string;
  readonly entity: string;
  readonly url: { readonly list: string } & Readonly<Partial<Record<string, string>>>;
  readonly rule: { readonly list: string } & Readonly<Partial<Record<string, string>>>;
}

/** What a page's own add/edit form (`editor`) is given: `editing` is `{}` to add, `{id, row}` to edit. */
export interface CrudEditorProps<Row> {
  editing: { id?: number; row?: Row } | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Row actions of the page; `'edit'` / `'delete'` place the kit's own among them (default: first). */
export type PageRowActions = readonly (RowAction | 'edit' | 'delete' | false | null | undefined)[];

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
  /** The rows' key when it is not `id` (a read-only list of sessions); edit/delete need `id`. */
  rowKey?: keyof Row & string;
  /** The add/edit form: body schemas, add defaults (also under an edited row's empty values), … */
  form?: {
    add: BodySchema;
    edit?: BodySchema;
    defaults?: Partial<Body>;
    drawer?: boolean;
    width?: number;
    columns?: 1 | 2;
    transform?: FormContainerProps<Body>['transform'];
    /** Content under the fields (e.g. a fact of the edited row). */
    children?: (row: Row | undefined) => ReactNode;
    /** The form's instance, for a page that watches its values (with `fields`). */
    instance?: FormInstance<Body>;
    /** The fields as this render shows them (e.g. one asked only while another is on). */
    fields?: (fields: FormField<Body>[]) => FormField<Body>[];
    /** URL filters the add form starts from (the client a list of its departments is filtered by). */
    fromQuery?: readonly string[];
  };
  /**
   * The path of a row's own page (detail, manage): its first cell links there (new tab, keyboard)
   * and a click elsewhere on the row opens it.
   */
  detail?: (row: Row) => string;
  /** The request's query from the URL's (e.g. a day pair → the API's `xFrom` / `xTo`); stable. */
  toApi?: CrudPageOptions['toApi'];
  /** Per machine action, more of its button's props (a suspension's end-date input and body). */
  transitions?: Readonly<Record<string, Partial<TransitionButtonProps>>>;
  /**
   * The page's own add/edit form (a drawer with trees, a form of several parts), opened by the
   * kit's Add and Edit buttons instead of `form`. Mounted only for users holding add or edit.
   */
  editor?: ComponentType<CrudEditorProps<Row>>;
  /** `false`: no Export button (the entity has no export, or this list should not offer one). */
  export?: false;
  /** Why a row may not be deleted (i18n key, shown as the disabled Delete's tooltip), or nothing. */
  undeletable?: (row: Row) => string | false | null | undefined;
  /** Whether a row offers the kit's Edit (default: every row), e.g. only a draft is edited. */
  editable?: (row: Row) => boolean;
  /** After a save (no row) or a row's delete (that row), before the list reloads: e.g. drop a cache. */
  afterChange?: (row?: Row) => void;
  /** Beside the list (e.g. a tree filtering it); stacked above it on narrow screens. */
  aside?: (page: CrudPage<Row, QuerySchema>) => ReactNode;
  /** The name a row's delete confirmation shows (default: its `name`). */
  rowName?: (row: Row) => string;
  /** More row actions, after edit and delete unless the list places `'edit'` / `'delete'`. */
  rowActions?: (row: Row, page: CrudPage<Row, QuerySchema>) => PageRowActions;
  /** The page's own components after a row's actions and transitions (a button with its own dialog). */
  rowExtra?: (row: Row, page: CrudPage<Row, QuerySchema>) => ReactNode;
  /** How many row actions stay buttons; the rest fold into "More". */
  rowActionsVisible?: number;
  /** `false`: the entity may delete, but not from this list (no row or batch delete); `'batch'`: only the batch delete. */
  delete?: false | 'batch';
  /**
   * A tree list (unpaged, e.g. departments): branches open, Expand / Collapse all, an "Add child"
   * row action presetting `parent`, whose form field then picks from the tree (`root`: i18n key
   * of the top choice, value 0; the edited node's subtree left out), nodes named by `label`.
   */
  tree?: { parent: keyof Body & string; label: keyof Row & string; root: string };
  /** Machine transitions drawn as dangerous (e.g. `reject`). */
  dangerActions?: readonly string[];
  /**
   * The page's own buttons where the kit's Add sits (e.g. an add that is not a plain form). This
   * and `toolbar` may be functions of the page, for buttons that reload it.
   */
  toolbarStart?: ReactNode | ((page: CrudPage<Row, QuerySchema>) => ReactNode);
  /** More toolbar buttons, after add, export and import. */
  toolbar?: ReactNode | ((page: CrudPage<Row, QuerySchema>) => ReactNode);
  batchActions?: (selected: Row[], clear: () => void, page: CrudPage<Row, QuerySchema>) => ReactNode;
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
    toApi: p.toApi,
    paged: p.tree ? false : undefined,
  });
  const tree = useTreeTable(p.tree ? (page.list.data?.list as unknown as TreeNode[] | undefined) : undefined);
  const rowOpens = useRowOpens(p.detail);
  const del = useDelete();
  const width = useViewportWidth();
  const Editor = p.editor;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  // Values an add starts from besides the defaults (a tree's "Add child": its parent).
  const [preset, setPreset] = useState<Partial<Body>>({});
  const add = (values: Partial<Body> = {}) => {
    setPreset(values);
    setEditing('new');
  };
  const [importing, setImporting] = useState(false);
  const row = editing && editing !== 'new' ? editing : undefined;
  const reload = page.list.reload;
  const state = p.fields.stateField();
  const machine = state?.machine;
  const form = p.form;
  const nameOf = p.rowName ?? ((r: Row) => String((r as Record<string, unknown>).name ?? `#${r.id}`));
  const importRule = p.importer?.rule ?? rule.import;
  const deleteUrl = p.delete === false ? undefined : url.delete;
  const canEdit = (!!form || !!p.editor) && !!url.edit;
  const rowDelete = !!deleteUrl && p.delete !== 'batch';
  const changed = (r?: Row) => {
    p.afterChange?.(r);
    reload();
  };
  const kitActions = (r: Row): Record<'edit' | 'delete', RowAction | false> => {
    const why = p.undeletable?.(r);
    return {
      edit: canEdit && (p.editable?.(r) ?? true) && { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
      delete: rowDelete && {
        key: 'delete',
        kind: 'delete',
        rule: rule.delete,
        disabled: !!why,
        tooltip: why ? t(why) : undefined,
        onClick: () => del({ url: deleteUrl as string, ids: [r.id], name: nameOf(r), onDone: () => changed(r) }),
      },
    };
  };
  const rowActions = (r: Row) => {
    const own = kitActions(r);
    const extra = p.rowActions?.(r, page) ?? [];
    const placed = extra.some((a) => a === 'edit' || a === 'delete');
    const list = placed ? extra : (['edit', 'delete', ...extra] as PageRowActions);
    const child: RowAction | false = !!p.tree && !!url.add && (!!form || !!Editor) && {
      key: 'addChild',
      label: kit('row.addChild'),
      icon: <PlusOutlined />,
      rule: rule.add,
      onClick: () => add({ [p.tree?.parent as string]: r.id } as Partial<Body>),
    };
    return [child, ...list.map((a) => (a === 'edit' || a === 'delete' ? own[a] : a))];
  };

  const columns = [
    ...p.fields.columns(t, { entity: p.entity, reload, nameOf }),
    actionsColumn<Row>(kit('row.actions'), rowActions, {}, { visible: p.rowActionsVisible, rowLabel: nameOf }),
  ];
  if (p.detail) columns[0] = linkColumn(columns[0], p.detail);
  // A list the user may not act on has no empty actions column.
  const mayAct = (canEdit && has(rule.edit ?? '')) || (rowDelete && has(rule.delete ?? '')) || (!!p.tree && has(rule.add ?? ''));
  if (!mayAct && !machine && !p.rowActions && !p.rowExtra) columns.pop();
  if ((machine && state) || p.rowExtra) {
    // The machine's transitions and `rowExtra` sit beside the kit's row actions (they bring their own confirm).
    const actions = columns[columns.length - 1];
    const base = actions.render as (v: unknown, r: Row, i: number) => ReactNode;
    columns[columns.length - 1] = {
      ...actions,
      render: (v: unknown, r: Row, i: number) => {
        const from = state ? String((r as Record<string, unknown>)[state.key]) : '';
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: stops a row click under the buttons
          <span
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            style={{ display: 'inline-flex', flexWrap: 'wrap' }}
          >
            {base(v, r, i)}
            {machine
              ?.actionsFrom(from, { user: true })
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
                    rowLabel={nameOf(r)}
                    {...p.transitions?.[a]}
                    buttonProps={{ type: 'link', size: 'small', danger: p.dangerActions?.includes(a) }}
                  />
                ) : null,
              )}
            {p.rowExtra?.(r, page)}
          </span>
        );
      },
    };
  }
  const formFields = form ? (form.fields ?? ((f) => f))(p.fields.form(t, row)) : [];
  if (p.tree) {
    const { parent, label, root } = p.tree;
    const name = (n: TreeNode) => String(n[label]);
    const choices = [{ value: 0, title: t(root) }, ...treeOptions((page.list.data?.list ?? []) as unknown as TreeNode[], name, row?.id)];
    const i = formFields.findIndex((f) => f.name === parent);
    if (i >= 0) formFields[i] = { ...formFields[i], type: 'treeSelect', treeData: choices };
  }
  const formKeys = formFields.map((f) => f.name);
  const initialValues = (): Partial<Body> => {
    const query = page.query as Record<string, unknown>;
    if (!row) return { ...form?.defaults, ...Object.fromEntries((form?.fromQuery ?? []).map((k) => [k, query[k]])), ...preset };
    // An edited row's values under the form's keys; its empty ones (null lists) take the defaults.
    // The defaults' keys count too: values the page's own form content (`children`) edits.
    const r = row as Record<string, unknown>;
    const d = (form?.defaults ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...formKeys, ...Object.keys(d)])];
    return Object.fromEntries(keys.map((k) => [k, r[k] ?? d[k]])) as Partial<Body>;
  };
  const Container = form?.drawer ? FormDrawer : FormModal;

  const search = p.fields.search(t);
  // Reset clears what the search form shows; URL filters set elsewhere (the `aside`'s) stay.
  const kept = Object.keys(p.schema ?? {}).filter((k) => !search.some((f) => f.name === k));
  const card = (
    <Card style={p.aside ? { flex: '1 1 auto', minWidth: 0 } : undefined}>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset(kept)} />
      <CrudTable<Row>
        {...page.table}
        tableKey={p.tableKey ?? `${p.entity.module}.${p.entity.entity}`}
        rowKey={p.rowKey}
        title={t(`${p.texts}.tableTitle`)}
        columns={columns}
        toolbar={
          <>
            {typeof p.toolbarStart === 'function' ? p.toolbarStart(page) : p.toolbarStart}
            <AddExportToolbar<Row>
              rule={rule}
              url={url}
              onAdd={(form || p.editor) && url.add ? () => add() : undefined}
              export={p.export}
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
        batchActions={p.batchActions && ((selected, clear) => p.batchActions?.(selected, clear, page))}
        {...(p.tree ? { rows: tree.rows as unknown as Row[], pagination: false as const, tools: tree.tools } : {})}
        tableProps={rowOpens || p.tree ? { onRow: rowOpens, expandable: p.tree && tree.expandable, ...p.tableProps } : p.tableProps}
      />
      {form ? (
        <Container
          open={!!editing}
          id={row?.id}
          form={form.instance}
          title={t(`${p.texts}.form.${row ? 'editTitle' : 'addTitle'}`)}
          schema={row ? (form.edit ?? form.add) : form.add}
          initialValues={initialValues()}
          fields={formFields}
          width={form.width}
          columns={form.columns}
          transform={form.transform}
          submit={{ add: url.add, edit: url.edit }}
          onSaved={() => changed()}
          onClose={() => setEditing(null)}
        >
          {form.children?.(row)}
        </Container>
      ) : null}
      {Editor && (has(rule.add ?? '') || has(rule.edit ?? '')) ? (
        <Editor editing={editing && (row ? { id: row.id, row } : {})} onClose={() => setEditing(null)} onSaved={() => changed()} />
      ) : null}
      {p.children}
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
  if (!p.aside) return card;
  const narrow = width < 768;
  return (
    <div style={narrow ? { display: 'flex', flexDirection: 'column', gap: 12 } : { display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <aside style={narrow ? undefined : { flex: '0 0 240px', minWidth: 0 }}>{p.aside(page)}</aside>
      {card}
    </div>
  );
}
