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
 */
import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import type { CrudColumn } from './CrudTable';
import { DictTag } from './dict';
import type { ExportColumn } from './exportXlsx';
import type { FormField } from './fields';
import type { SearchField } from './SearchForm';

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
  exportColumns(t: T, dictLabel?: (dictType: string, value: unknown) => string): ExportColumn<Row>[];
}

const fieldValue = <Row,>(row: Row, key: string) => (row as Record<string, unknown>)[key];
const dash = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? '—' : (v as ReactNode));

export function defineFields<Row, Body = Record<string, unknown>>(list: readonly FieldSpec<Row, Body>[]): Fields<Row, Body> {
  return {
    list,
    columns: (t) =>
      list
        .filter((f) => f.table !== false)
        .map((f) => {
          const { render, ...opts } = (f.table || {}) as Exclude<FieldSpec<Row, Body>['table'], false | undefined>;
          const col: CrudColumn<Row> = { key: f.key, dataIndex: f.key, title: t(f.label), ...opts } as CrudColumn<Row>;
          if (render) col.render = (_v: unknown, row: Row) => render(row);
          else if (f.dict) {
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
          const base = f.dict ? { type: 'dict' as const, dictType: f.dict.type, numeric: f.dict.numeric } : {};
          return { name: f.key, ...base, ...o, label: t(o.label ?? f.label) } as unknown as SearchField<F>;
        }),
    form: (t) =>
      list
        .filter((f) => f.form)
        .map((f) => {
          const o = f.form === true ? {} : f.form || {};
          const base = f.dict ? { type: 'dictRadio' as const, dictType: f.dict.type, numeric: f.dict.numeric } : {};
          return { name: f.key, ...base, ...o, label: t(o.label ?? f.label) } as FormField<Body>;
        }),
    exportColumns: (t, dictLabel) =>
      list
        .filter((f) => (f.export === undefined ? f.table !== false : f.export !== false))
        .map((f) => ({
          title: t(f.label),
          value: (row: Row): Value => {
            if (typeof f.export === 'function') return f.export(row, t);
            const v = fieldValue(row, f.key);
            if (f.dict && dictLabel) return dictLabel(f.dict.type, v);
            if (f.datetime) return formatDateTime(v as string | null);
            return Array.isArray(v) ? v.join(', ') : (v as Value);
          },
        })),
  };
}
