/**
 * What a card hands its chart: the labels, the series already as numbers of their unit (cents,
 * minutes, basis points: formatted only for ticks and tooltips), the colours of the antd theme
 * in use and a text summary. Kept apart from ./Chart.tsx so nothing else imports chart.js.
 */
export interface ChartSeries {
  label: string;
  kind: 'bar' | 'line';
  /** `y` left; `y1` right, for a second unit (a rate beside counts) */
  axis: 'y' | 'y1';
  data: (number | null)[];
  color: string;
}

export interface ChartColors {
  text: string;
  grid: string;
  tooltipBg: string;
  tooltipText: string;
  /** Slice borders of a pie: the card's background, so slices stay apart in both themes */
  surface: string;
}

export interface ChartProps {
  type: 'bar' | 'pie';
  labels: string[];
  series: ChartSeries[];
  /** Tick and tooltip text of each axis' unit */
  format: { y: (v: number) => string; y1?: (v: number) => string };
  /** Slice colours of a pie (one per label) */
  sliceColors?: string[];
  colors: ChartColors;
  /** False under prefers-reduced-motion */
  animate: boolean;
  /** What the chart shows, in words: the canvas's accessible name */
  summary: string;
}
