/**
 * One figure of a dashboard: a card holding a chart or, switched, the table of exactly the
 * charted figures (the readable and keyboard way to them), and an Export writing that table to
 * XLSX (exceljs loaded on click). The chart itself is a lazy import: chart.js loads with the
 * first chart drawn, and never on a page that draws none.
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { type ExportColumn, exportRowsXlsx, useFeedback } from '@shiftdesk/shared';
import { Button, Card, Empty, Flex, Segmented, Skeleton, Table, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import type { ChartProps, ChartSeries } from './chartTypes';
import { formatUnit, type Unit } from './format';

const Chart = lazy(() => import('./Chart'));

export const CHART_HEIGHT = 280;

export interface CardSeries<R> {
  key: string;
  label: string;
  unit: Unit;
  /** Bars by default; a line for a rate or a trend over bars */
  kind?: 'bar' | 'line';
  value: (row: R) => number | null;
}

export interface ChartCardProps<R> {
  /** A name for tests and the export file (`analysis-<id>`) */
  id: string;
  title: string;
  rows: R[];
  /** The category of a row: a period, a group, a band */
  category: { label: string; value: (row: R) => string };
  /** At most two units: the first one's on the left axis, the other's on the right */
  series: CardSeries<R>[];
  type?: 'bar' | 'pie';
  extra?: ReactNode;
}

/** The card's table as text: the header and one line per row, as shown and as exported. */
export interface Sheet {
  header: string[];
  rows: string[][];
}

type Hours = (n: string) => string;

export function sheetOf<R>(p: Pick<ChartCardProps<R>, 'rows' | 'category' | 'series'>, hours: Hours): Sheet {
  return {
    header: [p.category.label, ...p.series.map((s) => s.label)],
    rows: p.rows.map((r) => [p.category.value(r), ...p.series.map((s) => formatUnit(s.unit, s.value(r), hours))]),
  };
}

/** Nothing to draw: every figure of every row is 0 or unknown. */
export const isBlank = <R,>(rows: R[], series: CardSeries<R>[]) => rows.every((r) => series.every((s) => !s.value(r)));

/** The user asked for reduced motion (the host turns antd's `motion` off then too). */
const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The theme's colours for series, in a fixed order so a figure keeps its colour across cards. */
export function usePalette() {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      series: [
        token.colorPrimary,
        token.colorWarning,
        token.colorSuccess,
        token.colorError,
        token.purple,
        token.cyan,
        token.magenta,
      ],
      colors: {
        text: token.colorTextSecondary,
        grid: token.colorSplit,
        tooltipBg: token.colorBgElevated,
        tooltipText: token.colorText,
        surface: token.colorBgContainer,
      },
      animate: token.motion !== false && !reducedMotion(),
    }),
    [token],
  );
}

export function ChartCard<R>({ id, title, rows, category, series, type = 'bar', extra }: ChartCardProps<R>) {
  const { t } = useTranslation(NS);
  const a = (k: string, o: Record<string, unknown> = {}) => t(`analysis.${k}`, o);
  const hours: Hours = (n) => a('hours', { n });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [busy, setBusy] = useState(false);
  const ui = useFeedback();
  const palette = usePalette();
  const sheet = sheetOf({ rows, category, series }, hours);
  const blank = isBlank(rows, series);

  const units = [...new Set(series.map((s) => s.unit))];
  const fmt = (u: Unit | undefined) => (u ? (v: number) => formatUnit(u, v, hours) : undefined);
  const chart: ChartProps = {
    type,
    labels: rows.map(category.value),
    series: series.map(
      (s, i): ChartSeries => ({
        label: s.label,
        kind: s.kind ?? 'bar',
        axis: s.unit === units[0] ? 'y' : 'y1',
        data: rows.map(s.value),
        color: palette.series[i % palette.series.length],
      }),
    ),
    format: { y: fmt(units[0]) ?? String, y1: fmt(units[1]) },
    sliceColors: rows.map((_, i) => palette.series[i % palette.series.length]),
    colors: palette.colors,
    animate: palette.animate,
    summary: summarise(title, sheet, a),
  };

  const exportSheet = async () => {
    setBusy(true);
    try {
      const columns: ExportColumn<string[]>[] = sheet.header.map((title, i) => ({ title, value: (r) => r[i] }));
      await exportRowsXlsx({
        rows: sheet.rows,
        columns,
        fileName: `${a('exportName')}-${id}`,
        sheetName: title.slice(0, 31),
      });
      ui.message.success(a('exported'));
    } catch {
      ui.message.error(a('exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={title}
      size="small"
      data-testid={`card-${id}`}
      extra={
        <Flex gap={8} wrap align="center">
          {extra}
          <Segmented
            size="small"
            aria-label={a('view.label', { title })}
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { value: 'chart', label: a('view.chart') },
              { value: 'table', label: a('view.table') },
            ]}
          />
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={busy}
            disabled={blank}
            onClick={exportSheet}
            aria-label={a('exportOf', { title })}
          >
            {a('export')}
          </Button>
        </Flex>
      }
    >
      {blank ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={a('emptyRange')} />
      ) : view === 'table' ? (
        <SheetTable sheet={sheet} caption={title} />
      ) : (
        <div style={{ height: CHART_HEIGHT, position: 'relative' }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
            <Chart {...chart} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}

function SheetTable({ sheet, caption }: { sheet: Sheet; caption: string }) {
  const columns = sheet.header.map((title, i) => ({
    key: String(i),
    dataIndex: String(i),
    title,
    align: i ? ('right' as const) : undefined,
    // The category names the row for screen readers.
    onCell: () => (i ? {} : { role: 'rowheader' }),
  }));
  const data = sheet.rows.map((r, n) => ({ key: n, ...Object.fromEntries(r.map((c, i) => [String(i), c])) }));
  return (
    <Table
      size="small"
      columns={columns}
      dataSource={data}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={caption}
    />
  );
}

/** The chart in words: every value of a short list, else the range and each series' latest value. */
export function summarise(title: string, sheet: Sheet, a: (k: string, o?: Record<string, unknown>) => string): string {
  if (!sheet.rows.length) return title;
  if (sheet.rows.length <= 6) {
    const lines = sheet.rows.map(
      (r) =>
        `${r[0]}: ${sheet.header
          .slice(1)
          .map((h, i) => `${h} ${r[i + 1]}`)
          .join(', ')}`,
    );
    return `${title}. ${lines.join('; ')}.`;
  }
  const first = sheet.rows[0][0];
  const last = sheet.rows[sheet.rows.length - 1];
  const parts = sheet.header.slice(1).map((h, i) => a('summary.latest', { series: h, value: last[i + 1] }));
  return `${title}. ${a('summary.range', { count: sheet.rows.length, from: first, to: last[0] })} ${parts.join(' ')}`;
}
