/**
 * What the dashboard tests share: chart.js cannot draw in jsdom (no canvas), so the lazy chart
 * module is replaced by an image that carries its props; the page logic around it runs for real.
 * Also the reading of a card's table and of the workbook its Export saved.
 */
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartProps } from '../chartTypes';

/** `jest.mock('<…>/Chart', () => chartStub)` */
export const chartStub = {
  __esModule: true,
  default: (p: ChartProps) =>
    require('react').createElement('div', {
      role: 'img',
      'aria-label': p.summary,
      'data-testid': 'chart',
      'data-chart': JSON.stringify({
        type: p.type,
        labels: p.labels,
        series: p.series.map(({ color: _c, ...s }) => s),
        animate: p.animate,
      }),
    }),
};

export const card = (id: string) => screen.getByTestId(`card-${id}`);

/** What the card's chart was given. */
export async function chartOf(
  id: string,
): Promise<
  Pick<ChartProps, 'type' | 'labels' | 'animate'> & { series: Omit<ChartProps['series'][number], 'color'>[] }
> {
  const img = await within(card(id)).findByTestId('chart');
  return JSON.parse(img.getAttribute('data-chart') ?? '{}');
}

/** Switches the card to its table and reads it: header cells, then each row's cells. */
export async function tableOf(id: string): Promise<string[][]> {
  fireEvent.click(within(card(id)).getByText('Table'));
  const table = await within(card(id)).findByRole('table');
  const head = within(table)
    .getAllByRole('columnheader')
    .map((c) => c.textContent ?? '');
  const rows = within(table)
    .getAllByRole('row')
    .filter((r) => !within(r).queryAllByRole('columnheader').length && r.getAttribute('aria-hidden') !== 'true')
    .map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent ?? ''));
  return [head, ...rows.filter((r) => r.length)];
}

/** Stubs the browser download; `saved()` resolves to the last saved workbook's rows (header first). */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:x';
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    count: () => blobs.length,
    async saved(): Promise<string[][]> {
      await waitFor(() => expect(blobs.length).toBeGreaterThan(0));
      const bytes = await new Promise<ArrayBuffer>((resolve) => {
        const r = new FileReader();
        r.onload = () => resolve(r.result as ArrayBuffer);
        r.readAsArrayBuffer(blobs[blobs.length - 1]);
      });
      // exceljs is the shared package's dependency (the kit writes the file).
      const mod = require(require.resolve('exceljs', { paths: [path.join(__dirname, '../../../../../shared')] }));
      const ExcelJS = mod.default ?? mod;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes);
      const out: string[][] = [];
      wb.worksheets[0].eachRow((row: { values: unknown[] }) => {
        out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
      });
      return out;
    },
  };
}
