/**
 * `onRow` opening a payslip's lines on a click anywhere in its row except its controls (the kit's
 * `detail` does this for a row's page; here the row opens a drawer, and "Lines" is its key path).
 */
import type { MouseEvent } from 'react';

// A click on a control of the row (an action, a link, the "More" menu) is that control's.
const CONTROLS = 'a, button, input, label, [role="button"], [role="menuitem"]';

export const opensOnClick =
  <Row>(open: (row: Row) => void) =>
  (row: Row) => ({
    onClick: (e: MouseEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      // Dialogs opened from the row are portals: their clicks bubble here through React.
      if (e.currentTarget.contains(target) && !target.closest(CONTROLS)) open(row);
    },
    style: { cursor: 'pointer' },
  });
