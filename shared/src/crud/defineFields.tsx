/**
 * One descriptor per field of an entity feeds every view of it: the table column, the search
 * field, the form field (rules from the TypeBox body, as FormFields does) and the XLSX export
 * column. Labels are i18n keys of the page's namespace, resolved with the page's `t`.
 *
 *   const fields = defineFields<PostRow, PostAddBody>([
 *     { key: 'postName', label: 'post.col.postName', table: { sortable: true, alwaysShow: true }, search: true, form: true },
 *     { key: 'status', label: 'post.col.status', dict: { type: 'sys_normal_disable', numeric: true }, search: true, form: true },
 *   ]);
 *   <CrudTable columns={fields.columns(t)} … />  <SearchForm fields={fields.search(t)} … />
 *   <FormModal fields={fields.form(t)} … />      exportXlsx({ columns: fields.exportColumns(t), … })
 *
 * A field without `table` is still a column (`table: false` leaves it out); `search`, `form` and
 * `export` are opt-in (`export` defaults to the table's choice).
 *
 * A field's kind does the rest of its wiring, as ProComponents' `valueEnum` / `request` do for
 * its columns: `state` (the values, or the machine declaring them) gives the filter and form
 * options, the coloured tag and the state's name in exports (CrudListPage adds the machine's
 * transition buttons); `ref` (ids of another entity's `Reference`) gives the searchable select,
 * the names in the cell (one lookup per page of rows) and in the export, and the field's
 * explanation when the user may not list that entity or it has none yet.
 */
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { AnyMachine } from '../api/machine';
import { formatDateTime } from '../format';
import { getLang } from '../i18n';
import type { CrudColumn } from './CrudTable';
import { DictTag } from './dict';
import type { ExportColumn } from './exportXlsx';
import type { FormField } from './fields';
import { stateTitle } from './machineI18n';
import { type AnyReference, loadReferenceNames, ReferenceCell, referenceName } from './reference';
import type { SearchField } from './SearchForm';
import { StateTag } from './StateTag';
import { StatusSwitch } from './StatusSwitch';
import { type Codec, q, type QuerySchema } from './urlQuery';

// Any i18next `t` (whatever its namespace type).
// biome-ignore lint/suspicious/noExplicitAny: i18next's TFunction generics differ per namespace
type T = (key: any) => string;
type Value = string | number | boolean | Date | null | undefined;

export interface FieldSpec<Row, Body> {
  /** The row property (and, by default, the body and query property) of the field. */
  key: string;
  /** i18n key of the label (column title, search label, form label, export header). */
  label: string;
  /** A dictionary field: tag in the table, select in the search, radio in the form. */
  dict?: { type: string; numeric?: boolean; colors?: Record<string, string> };
  /** An ISO timestamp: shown and exported as a Singapore date-time. */
  datetime?: boolean;
  /** A business state: its values, or the machine that declares them (and its transitions). */
  state?: readonly string[] | AnyMachine;
  /**
   * Ids of another entity (`many`: a list of them). `denied` / `none`: i18n keys of the form's
   * explanation when the user may not list that entity / it has nothing to pick yet.
   */
  ref?: { to: AnyReference; many?: boolean; denied?: string; none?: string };
  /**
   * A closed set of values named by the page's own texts (a source, a residency): `label(v)` is
   * the i18n key of a value's name. Select in search, radio in form, the name in cell and export.
   * Numeric values (a 0/1 status column) stay numbers in the URL and the request; without `label`
   * a value is its own name (an HTTP method); `title(v)` is a name already in the interface
   * language (a machine's entity or action, read at call time); `colors` (value → antd colour)
   * draws the cell as a tag.
   */
  options?: {
    values: readonly (string | number)[];
    label?(value: string | number): string;
    title?(value: string | number): string;
    colors?: Record<string, string>;
  };
  table?: false | (Partial<Omit<CrudColumn<Row>, 'key' | 'title' | 'render'>> & { render?: (row: Row) => ReactNode });
  search?: true | Partial<Omit<SearchField<Record<string, unknown>>, 'label'>> & { label?: string };
  /**
   * The add/edit form's field. A function of the edited row (`undefined` when adding) for a field
   * that depends on it, e.g. a key that a built-in row may not change. `label`, `placeholder`,
   * `extra` and `patternMessage` are i18n keys.
   */
  form?: FormSpec<Body> | ((row: Row | undefined) => FormSpec<Body>);
  /**
   * An enabled/disabled (1/0) column switched in its cell (StatusSwitch, by the entity's
   * `setStatus` rule, or `action`), the list reloaded after a change. Needs `columns(t, page)`.
   */
  switch?: true | { action: string };
  /** The exported cell (default: the row value; dictionaries and timestamps as text). */
  export?: boolean | ((row: Row, t: T) => Value);
}

type FormSpec<Body> = undefined | boolean | (Partial<Omit<FormField<Body>, 'label'>> & { label?: string });

/** What a `switch` field's cell needs of the page. */
export interface ColumnContext<Row> {
  entity: { url: Readonly<Partial<Record<string, string>>>; rule: Readonly<Partial<Record<string, string>>> };
  reload: () => void;
  /** The row's name in the switch's confirmation. */
  nameOf?: (row: Row) => string;
}

export interface Fields<Row, Body> {
  readonly list: readonly FieldSpec<Row, Body>[];
  columns(t: T, page?: ColumnContext<Row>): CrudColumn<Row>[];
  // biome-ignore lint/suspicious/noExplicitAny: search values are the page's URL query type
  search<F = any>(t: T): SearchField<F>[];
  /** `row`: the edited row (fields declared as functions of it). */
  form(t: T, row?: Row): FormField<Body>[];
  /**
   * `has`: the user's rule check; a reference the user may not list is exported as `#id`
   * without asking the server.
   */
  exportColumns(t: T, dictLabel?: (dictType: string, value: unknown) => string, has?: (rule: string) => boolean): ExportColumn<Row>[];
  /** The URL codecs of the search fields (text, state, dict, reference, date range). */
  querySchema(): QuerySchema;
  /** The `orderBy` names of the sortable columns. */
  sortable(): string[];
  /** The field declaring the state (with its machine, if any). */
  stateField(): { key: string; values: readonly string[]; machine?: AnyMachine } | undefined;
}

const isMachine = (s: FieldSpec<unknown, unknown>['state']): s is AnyMachine => !!s && !Array.isArray(s) && 'states' in (s as object);
const statesOf = (s: NonNullable<FieldSpec<unknown, unknown>['state']>): readonly string[] => (isMachine(s) ? s.states : (s as readonly string[]));
// The language at call time: pages call `columns(t)` etc. on each render, so a switch re-labels.
const stateOptions = (s: NonNullable<FieldSpec<unknown, unknown>['state']>) =>
  statesOf(s).map((v) => ({ value: v, label: stateTitle(v, getLang()) }));
type Options = NonNullable<FieldSpec<unknown, unknown>['options']>;
const optionName = (o: Options, v: string | number, t: T) => (o.title ? o.title(v) : o.label ? t(o.label(v)) : String(v));
const labelled = (o: Options, t: T) => o.values.map((v) => ({ value: v, label: optionName(o, v, t) }));
const isBlank = (v: unknown) => v === null || v === undefined || v === '';
const idsOf = (v: unknown) => (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]) as (number | string)[];

/**
 * The control a field's kind brings to the search form (`select`, dict select) or to the add/edit
 * form (`radio`, dict radio); the rest is the field's own options.
 */
function controlOf<Row, Body>(f: FieldSpec<Row, Body>, t: T, where: 'search' | 'form') {
  const pick = where === 'search' ? ('select' as const) : ('radio' as const);
  if (f.dict) return { type: where === 'search' ? ('dict' as const) : ('dictRadio' as const), dictType: f.dict.type, numeric: f.dict.numeric };
  if (f.state) return { type: pick, options: stateOptions(f.state) };
  if (f.options) return { type: pick, options: labelled(f.options, t) };
  const r = f.ref;
  if (!r) return {};
  const why = where === 'form' ? { denied: r.denied && t(r.denied), none: r.none && t(r.none) } : {};
  return { type: 'reference' as const, reference: { to: r.to, many: r.many, ...why } };
}

/** A search or form entry: the kind's control, the field's options, its texts translated. */
function entryOf<Row, Body>(f: FieldSpec<Row, Body>, o: Record<string, unknown> & { label?: string }, t: T, where: 'search' | 'form') {
  const e: Record<string, unknown> = { name: f.key, ...controlOf(f, t, where), ...o, label: t(o.label ?? f.label) };
  for (const k of ['placeholder', 'extra', 'patternMessage']) if (typeof e[k] === 'string') e[k] = t(e[k]);
  return e;
}

const fieldValue = <Row,>(row: Row, key: string) => (row as Record<string, unknown>)[key];
const dash = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? '—' : (v as ReactNode));

export function defineFields<Row, Body = Record<string, unknown>>(list: readonly FieldSpec<Row, Body>[]): Fields<Row, Body> {
  let schemaOnce: QuerySchema | undefined;
  return {
    list,
    columns: (t, page) =>
      list
        .filter((f) => f.table !== false)
        .map((f) => {
          const { render, ...opts } = (f.table || {}) as Exclude<FieldSpec<Row, Body>['table'], false | undefined>;
          const col: CrudColumn<Row> = { key: f.key, dataIndex: f.key, title: t(f.label), ...opts } as CrudColumn<Row>;
          if (render) col.render = (_v: unknown, row: Row) => render(row);
          else if (f.switch && page) {
            const action = f.switch === true ? 'setStatus' : f.switch.action;
            const { url, rule } = page.entity;
            col.render = (v: number, row: Row) => (
              <StatusSwitch
                id={(row as { id: number }).id}
                status={v}
                url={url[action] as string}
                rule={rule[action]}
                name={page.nameOf?.(row)}
                onChanged={page.reload}
              />
            );
          }
          else if (f.state) col.render = (v: string | null) => (v ? <StateTag state={v} /> : '—');
          else if (f.options) {
            const o = f.options;
            col.render = (v: string | number | null) =>
              isBlank(v) ? '—' : o.colors ? <Tag color={o.colors[String(v)]}>{optionName(o, v as string | number, t)}</Tag> : optionName(o, v as string | number, t);
          }
          else if (f.ref) {
            const r = f.ref;
            col.render = (v: unknown) => <ReferenceCell to={r.to} value={v} many={r.many} />;
          } else if (f.dict) {
            const d = f.dict;
            col.render = (v: string | number) => <DictTag dictType={d.type} value={v} colors={d.colors} />;
          } else if (f.datetime) col.render = (v: string | null) => dash(formatDateTime(v));
          else col.render = (v: unknown) => dash(v);
          return col;
        }),
    search: <F,>(t: T) =>
      list
        .filter((f) => f.search)
        .map((f) => {
          const o = f.search === true ? {} : f.search || {};
          return entryOf(f, o, t, 'search') as unknown as SearchField<F>;
        }),
    form: (t, row) =>
      list.flatMap((f) => {
        const o = typeof f.form === 'function' ? f.form(row) : f.form;
        return o ? [entryOf(f, o === true ? {} : o, t, 'form') as unknown as FormField<Body>] : [];
      }),
    exportColumns: (t, dictLabel, has) =>
      list
        .filter((f) => (f.export === undefined ? f.table !== false : f.export !== false))
        .map((f) => ({
          title: t(f.label),
          // All the export's ids in one lookup, before any row is written.
          prepare:
            f.ref && typeof f.export !== 'function' && (!has || has(f.ref.to.entity.rule.list))
              ? (rows: Row[]) => loadReferenceNames(f.ref!.to, [...new Set(rows.flatMap((r) => idsOf(fieldValue(r, f.key))))])
              : undefined,
          value: (row: Row): Value => {
            if (typeof f.export === 'function') return f.export(row, t);
            const v = fieldValue(row, f.key);
            if (f.ref) {
              const to = f.ref.to;
              return idsOf(v).map((id) => referenceName(to, id) ?? `#${id}`).join(', ');
            }
            if (f.state) return typeof v === 'string' && v ? stateTitle(v, getLang()) : '';
            if (f.options) return isBlank(v) ? '' : optionName(f.options, v as string | number, t);
            if (f.dict && dictLabel) return dictLabel(f.dict.type, v);
            if (f.datetime) return formatDateTime(v as string | null);
            return Array.isArray(v) ? v.join(', ') : (v as Value);
          },
        })),
    querySchema: () => {
      // One object per field list: the URL query hooks key their memos on its identity.
      if (schemaOnce) return schemaOnce;
      const out: Record<string, Codec<unknown>> = {};
      for (const f of list) {
        if (!f.search) continue;
        const type = f.search === true ? undefined : f.search.type;
        out[f.key] =
          type === 'dateRange'
            ? q.dateRange()
            : f.state
              ? q.oneOf(statesOf(f.state))
              : f.options
                ? q.oneOf(f.options.values)
                : f.ref
                ? f.ref.many
                  ? q.intList()
                  : q.int()
                : f.dict?.numeric
                  ? q.int()
                  : q.string();
      }
      schemaOnce = out as QuerySchema;
      return schemaOnce;
    },
    sortable: () =>
      list.flatMap((f) => {
        const s = f.table ? f.table.sortable : undefined;
        return s === true ? [f.key] : typeof s === 'string' ? [s] : [];
      }),
    stateField: () => {
      const f = list.find((x) => x.state);
      if (!f?.state) return undefined;
      return { key: f.key, values: statesOf(f.state), machine: isMachine(f.state) ? f.state : undefined };
    },
  };
}
