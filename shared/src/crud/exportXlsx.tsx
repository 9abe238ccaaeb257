/**
 * XLSX export of the current filter: every row (the list helper's pageSize 10000) written with
 * exceljs, which is loaded only when an export starts (dynamic import).
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAll } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { CRUD_NS } from './i18n';
import { PermissionButton } from './PermissionButton';

export interface ExportColumn<Row> {
  title: string;
  /** The cell value (strings, numbers, dates; null/undefined → empty). */
  value: (row: Row) => string | number | boolean | Date | null | undefined;
  /** Column width in characters (default: from the content). */
  width?: number;
  /** Runs once with all the rows before any cell is read (e.g. one lookup of referenced names). */
  prepare?: (rows: Row[]) => Promise<unknown>;
}

export interface ExportOptions<Row> {
  /** The list endpoint, e.g. '/api/v1/system/user/list'. */
  url: string;
  /** The current filters (paging is replaced by the fetch-all page). */
  query?: Record<string, unknown>;
  columns: ExportColumn<Row>[];
  /** File name without extension; a timestamp is appended. */
  fileName: string;
  sheetName?: string;
  /** Where the file goes (default: a browser download). */
  save?: (data: Blob, fileName: string) => void;
}

/** Saves a blob as a browser download. */
export function downloadBlob(data: Blob, fileName: string) {
  const href = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

const stamp = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
};

/** Builds the workbook bytes (exported for tests and other callers). */
export async function buildXlsx<Row>(rows: Row[], columns: ExportColumn<Row>[], sheetName = 'Sheet1'): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  const ExcelJS = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(columns.map((c) => c.title)).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => c.value(r) ?? null));
  columns.forEach((c, i) => {
    let w = c.width ?? c.title.length;
    if (!c.width) for (const r of rows.slice(0, 500)) w = Math.max(w, String(c.value(r) ?? '').length);
    ws.getColumn(i + 1).width = Math.min(60, Math.max(8, w + 2));
  });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Fetches all rows of the filter and saves them as `<fileName>-<stamp>.xlsx`; resolves to the row count. */
export async function exportXlsx<Row>(o: ExportOptions<Row>): Promise<number> {
  const { pageNum: _n, pageSize: _s, ...filters } = o.query ?? {};
  const { list } = await fetchAll<Row>(o.url, filters, { headers: langHeaders() });
  if (!list.length) return 0;
  await Promise.all(o.columns.map((c) => c.prepare?.(list)));
  const bytes = await buildXlsx(list, o.columns, o.sheetName ?? o.fileName);
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  (o.save ?? downloadBlob)(blob, `${o.fileName}-${stamp()}.xlsx`);
  return list.length;
}

/** An "Export" button (permission-gated with `rule`) running `exportXlsx` with progress and result toasts. */
export function ExportButton<Row>({ options, rule, ...props }: { options: () => ExportOptions<Row>; rule?: string } & ButtonProps) {
  const { t } = useTranslation(CRUD_NS);
  const [busy, setBusy] = useState(false);
  const ui = useFeedback();
  return (
    <PermissionButton
      rule={rule}
      icon={<DownloadOutlined />}
      loading={busy}
      {...props}
      onClick={async () => {
        setBusy(true);
        try {
          const n = await exportXlsx(options());
          if (n) ui.message.success(t('export.done', { count: n }));
          else ui.message.info(t('export.empty'));
        } catch (e) {
          if (!(e && typeof e === 'object' && 'code' in e)) ui.message.error(t('export.failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {props.children ?? t('toolbar.export')}
    </PermissionButton>
  );
}
