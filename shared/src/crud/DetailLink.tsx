/**
 * A list row's way to its record's page (`CrudListPage`'s `detail`). The first cell is a real
 * link, so ctrl/middle-click opens a new tab, Tab reaches it and Enter follows it (inside the
 * app, as any router link); a click elsewhere on the row still opens the page, as before.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CrudColumn } from './CrudTable';

type Render<Row> = (value: unknown, row: Row, index: number) => ReactNode;

/** The column with its cell wrapped in a link to `to(row)` (an app path, as `navigate` takes). */
export function linkColumn<Row>(col: CrudColumn<Row>, to: (row: Row) => string): CrudColumn<Row> {
  const render = col.render as Render<Row> | undefined;
  return {
    ...col,
    render: (v: unknown, r: Row, i: number) => (
      // The link handles its own click (a new tab with a modifier): the row's must not follow.
      <Link to={to(r)} onClick={(e) => e.stopPropagation()}>
        {render ? render(v, r, i) : (v as ReactNode)}
      </Link>
    ),
  } as CrudColumn<Row>;
}

// A click on a control of the row (an action, the selection box) is that control's, not the row's.
const CONTROLS = 'a, button, input, label, [role="button"], [role="checkbox"], .ant-checkbox-wrapper';

/** `onRow` opening the row's page on a click anywhere else in the row. */
export function useRowOpens<Row>(to: ((row: Row) => string) | undefined) {
  const navigate = useNavigate();
  if (!to) return undefined;
  return (r: Row) => ({
    onClick: (e: MouseEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      // Dialogs opened from the row (a confirm) are portals: their clicks bubble here through React.
      if (!e.currentTarget.contains(target) || target.closest(CONTROLS)) return;
      navigate(to(r));
    },
    style: { cursor: 'pointer' },
  });
}
