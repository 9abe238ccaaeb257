/**
 * A table that flows over pages: the header row is drawn again at the top of every page, a group
 * header is never left alone at the bottom of a page, an optional subtotal line closes each page
 * that continues, and an optional totals row ends the table. Cells wrap to at most `maxLines`
 * lines and are cut with an ellipsis beyond, so one long remark cannot push a row off the page.
 * Widths are weights, scaled to the width between the margins.
 */
import { contentBox, FONT, type Pdf } from './document';

export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the page's width in these proportions */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type PdfTableRow =
  | { kind: 'data'; cells: string[] }
  | { kind: 'group'; label: string }
  | { kind: 'subtotal'; cells: string[] };

export interface PdfTable {
  columns: PdfColumn[];
  rows: PdfTableRow[];
  /** Cells of the line closing a page the table continues after, given that page's rows (indexes into `rows`) */
  pageSubtotal?: (rows: number[]) => string[];
  totals?: string[];
  fontSize?: number;
  maxLines?: number;
}

const PAD = 3;
const HEADER_FILL = '#e8e8e8';
const GROUP_FILL = '#f4f4f4';
const RULE = '#999999';

interface Geometry {
  x: number[];
  w: number[];
  left: number;
  right: number;
}

function geometry(doc: Pdf, columns: PdfColumn[]): Geometry {
  const box = contentBox(doc);
  const total = columns.reduce((n, c) => n + c.width, 0);
  const span = box.right - box.left;
  const w = columns.map((c) => (c.width / total) * span);
  const x: number[] = [];
  w.reduce((at, cw, i) => {
    x[i] = at;
    return at + cw;
  }, box.left);
  return { x, w, left: box.left, right: box.right };
}

/** Draws the table from the current `doc.y`; leaves `doc.y` below it. */
export function drawTable(doc: Pdf, t: PdfTable): void {
  const size = t.fontSize ?? 8;
  const maxLines = t.maxLines ?? 2;
  const g = geometry(doc, t.columns);
  doc.fontSize(size);
  const lineH = doc.currentLineHeight(true);

  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
    const lines = Math.max(
      1,
      ...cells.map((c, i) =>
        Math.min(maxLines, Math.ceil(doc.heightOfString(c || ' ', { width: g.w[i] - 2 * PAD }) / lineH - 0.01)),
      ),
    );
    return lines * lineH + 2 * PAD;
  };

  const drawCells = (cells: string[], y: number, h: number, bold: boolean, fill?: string) => {
    if (fill) doc.rect(g.left, y, g.right - g.left, h).fill(fill);
    doc
      .fillColor('black')
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size);
    cells.forEach((c, i) => {
      if (!c) return;
      doc.text(c, g.x[i] + PAD, y + PAD, {
        width: g.w[i] - 2 * PAD,
        height: h - 2 * PAD,
        align: t.columns[i]?.align ?? 'left',
        ellipsis: true,
      });
    });
    doc
      .moveTo(g.left, y + h)
      .lineTo(g.right, y + h)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };

  const headers = t.columns.map((c) => c.header);
  const headerH = heightOf(headers, true);
  const subtotalH = t.pageSubtotal ? lineH + 2 * PAD : 0;
  const limit = () => contentBox(doc).bottom - subtotalH;

  let y = doc.y;
  let onPage: number[] = [];
  const header = () => {
    drawCells(headers, y, headerH, true, HEADER_FILL);
    y += headerH;
  };
  const newPage = () => {
    if (t.pageSubtotal && onPage.length) {
      const cells = t.pageSubtotal(onPage);
      drawCells(cells, y, heightOf(cells, true), true);
    }
    doc.addPage();
    y = contentBox(doc).top;
    onPage = [];
    header();
  };

  if (y + headerH + lineH * 2 > limit()) {
    doc.addPage();
    y = contentBox(doc).top;
  }
  header();
  t.rows.forEach((row, i) => {
    const cells = row.kind === 'group' ? [row.label] : row.cells;
    const h = row.kind === 'group' ? lineH + 2 * PAD : heightOf(cells, row.kind === 'subtotal');
    // A group header needs the row after it on the same page.
    const next =
      row.kind === 'group' && t.rows[i + 1]?.kind === 'data'
        ? heightOf((t.rows[i + 1] as { cells: string[] }).cells, false)
        : 0;
    if (y + h + next > limit()) newPage();
    if (row.kind === 'group') {
      doc.rect(g.left, y, g.right - g.left, h).fill(GROUP_FILL);
      doc.fillColor('black').font(FONT.bold).fontSize(size);
      doc.text(row.label, g.left + PAD, y + PAD, { width: g.right - g.left - 2 * PAD, height: lineH, ellipsis: true });
    } else {
      drawCells(cells, y, h, row.kind === 'subtotal');
      if (row.kind === 'data') onPage.push(i);
    }
    y += h;
  });
  if (t.totals) {
    const h = heightOf(t.totals, true);
    // The totals follow the last row; a page break before them needs no page subtotal.
    if (y + h > contentBox(doc).bottom) {
      onPage = [];
      newPage();
    }
    doc.moveTo(g.left, y).lineTo(g.right, y).lineWidth(1).strokeColor('black').stroke();
    drawCells(t.totals, y, h, true);
    y += h;
  }
  doc.font(FONT.regular).fillColor('black').strokeColor('black').lineWidth(1);
  doc.x = g.left;
  doc.y = y + 6;
}
