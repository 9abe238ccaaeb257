/**
 * The work-record columns the worker's tabs show, taken from the work-record list's own field
 * list (../../../workRecord/fields.tsx) rather than declared again: picked by key, in the tab's
 * order, a cell made a link where the user may open what it points at.
 */
import type { CrudColumn } from '@shiftdesk/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Render<Row> = (value: unknown, row: Row, index: number) => ReactNode;

/** The columns named by `keys`, in that order (unknown keys are skipped). */
export function pickColumns<Row>(columns: CrudColumn<Row>[], keys: readonly string[]): CrudColumn<Row>[] {
  return keys.flatMap((k) => columns.filter((c) => c.key === k));
}

/** The column with its cell wrapped in a router link to `to(row)`; `to` null: left as it is. */
export function linkColumn<Row>(col: CrudColumn<Row>, to: ((row: Row) => string) | null): CrudColumn<Row> {
  if (!to) return col;
  const render = col.render as Render<Row> | undefined;
  return {
    ...col,
    render: (v: unknown, r: Row, i: number) => <Link to={to(r)}>{render ? render(v, r, i) : (v as ReactNode)}</Link>,
  } as CrudColumn<Row>;
}
