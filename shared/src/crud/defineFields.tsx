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
   */
  options?: { values: readonly string[]; label: (value: string) => string };
  table?: false | (Partial<Omit<CrudColumn<Row>, 'key' | 'title' | 'render'>> & { render?: (row: Row) => ReactNode });
  search?: true | Partial<Omit<SearchField<Record<string, unknown>>, 'label'>> & { label?: string };
  form?: true | (Partial<Omit<FormField<Body>, 'label'>> & { label?: string });
  /** The exported cell (default: the row value; dictionaries and timestamps as text). */
  export?: boolean | ((row: Row, t: T) => Value);
}

export interface Fields<Row, Body> {
  readonly list: readonly FieldSpec<Row, Body>[];
  columns(t: T): CrudColumn<Row>[];
  // biome-ignore lint/suspicious/noExplicitAny: search values are the page's URL query type
  search<F = any>(t: T): SearchField<F>[];
  form(t: T): FormField<Body>[];
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
const labelled = (o: NonNullable<FieldSpec<unknown, unknown>['options']>, t: T) =>
  o.values.map((v) => ({ value: v, label: t(o.label(v)) }));
const idsOf = (v: unknown) => (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]) as (number | string)[];

const fieldValue = <Row,>(row: Row, key: string) => (row as Record<string, unknown>)[key];
const dash = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? '—' : (v as ReactNode));

export function defineFields<Row, Body = Record<string, unknown>>(list: readonly FieldSpec<Row, Body>[]): Fields<Row, Body> {
  let schemaOnce: QuerySchema | undefined;
  return {
    list,
    columns: (t) =>
      list
        .filter((f) => f.table !== false)
        .map((f) => {
          const { render, ...opts } = (f.table || {}) as Exclude<FieldSpec<Row, Body>['table'], false | undefined>;
          const col: CrudColumn<Row> = { key: f.key, dataIndex: f.key, title: t(f.label), ...opts } as CrudColumn<Row>;
          if (render) col.render = (_v: unknown, row: Row) => render(row);
          else if (f.state) col.render = (v: string | null) => (v ? <StateTag state={v} /> : '—');
          else if (f.options) {
            const o = f.options;
            col.render = (v: string | null) => (v ? t(o.label(v)) : '—');
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
          const base = f.dict
            ? { type: 'dict' as const, dictType: f.dict.type, numeric: f.dict.numeric }
            : f.state
              ? { type: 'select' as const, options: stateOptions(f.state) }
              : f.options
                ? { type: 'select' as const, options: labelled(f.options, t) }
                : f.ref
                  ? { type: 'reference' as const, reference: { to: f.ref.to, many: f.ref.many } }
                  : {};
          return { name: f.key, ...base, ...o, label: t(o.label ?? f.label) } as unknown as SearchField<F>;
        }),
    form: (t) =>
      list
        .filter((f) => f.form)
        .map((f) => {
          const o = f.form === true ? {} : f.form || {};
          const r = f.ref;
          const base = f.dict
            ? { type: 'dictRadio' as const, dictType: f.dict.type, numeric: f.dict.numeric }
            : f.state
              ? { type: 'radio' as const, options: stateOptions(f.state) }
              : f.options
                ? { type: 'radio' as const, options: labelled(f.options, t) }
                : r
                ? {
                    type: 'reference' as const,
                    reference: { to: r.to, many: r.many, denied: r.denied && t(r.denied), none: r.none && t(r.none) },
                  }
                : {};
          return { name: f.key, ...base, ...o, label: t(o.label ?? f.label) } as FormField<Body>;
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
            if (f.options) return typeof v === 'string' && v ? t(f.options.label(v)) : '';
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
