/**
 * The one module that imports chart.js (loaded lazily by ./ChartCard.tsx, so the charts library
 * comes only with the analysis pages). Bars and lines share a category axis, with a second value
 * axis on the right for another unit; a pie for a distribution. Colours come from the antd theme
 * in use (dark mode included); no animation under reduced motion; the canvas is an image named
 * by the card's summary, the card's table view being the readable and keyboard way to the figures.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import type { ChartProps } from './chartTypes';

// Only what the dashboards draw (tree-shaken: chart.js/auto would bring every chart type).
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  PieController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export default function Chart({ type, labels, series, format, sliceColors, colors, animate, summary }: ChartProps) {
  const tooltip = {
    backgroundColor: colors.tooltipBg,
    titleColor: colors.tooltipText,
    bodyColor: colors.tooltipText,
    borderColor: colors.grid,
    borderWidth: 1,
  };
  const legend = { labels: { color: colors.text } };
  const props = { role: 'img', 'aria-label': summary, fallbackContent: <p>{summary}</p> };

  if (type === 'pie') {
    const s = series[0];
    const data: ChartData<'pie'> = {
      labels,
      datasets: [
        {
          label: s.label,
          data: s.data.map((v) => v ?? 0),
          backgroundColor: sliceColors,
          borderColor: colors.surface,
        },
      ],
    };
    const options: ChartOptions<'pie'> = {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? undefined : false,
      plugins: {
        legend: { ...legend, position: 'right' },
        tooltip: { ...tooltip, callbacks: { label: (c) => `${c.label}: ${format.y(Number(c.raw))}` } },
      },
    };
    return <ReactChart type="pie" data={data} options={options} {...props} />;
  }

  const hasRight = series.some((s) => s.axis === 'y1');
  const data: ChartData<'bar' | 'line', (number | null)[]> = {
    labels,
    datasets: series.map((s) => ({
      type: s.kind,
      label: s.label,
      data: s.data,
      yAxisID: s.axis,
      backgroundColor: s.color,
      borderColor: s.color,
      // A rate over nothing is a gap, not a fall to 0 %.
      spanGaps: false,
      pointRadius: 3,
      order: s.kind === 'line' ? 0 : 1,
    })),
  };
  const axis = (fmt: (v: number) => string) => ({
    beginAtZero: true,
    // Every figure is a whole count, minute, cent or basis point: no ticks between them.
    ticks: { color: colors.text, precision: 0, callback: (v: string | number) => fmt(Number(v)) },
    grid: { color: colors.grid },
    border: { color: colors.grid },
  });
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: animate ? undefined : false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { color: colors.text }, grid: { color: colors.grid }, border: { color: colors.grid } },
      y: axis(format.y),
      ...(hasRight && format.y1
        ? { y1: { ...axis(format.y1), position: 'right', grid: { drawOnChartArea: false } } }
        : {}),
    },
    plugins: {
      legend,
      tooltip: {
        ...tooltip,
        callbacks: {
          label: (c) => {
            const fmt = (c.dataset.yAxisID === 'y1' ? format.y1 : format.y) ?? String;
            return `${c.dataset.label}: ${c.raw === null ? '—' : fmt(Number(c.raw))}`;
          },
        },
      },
    },
  };
  return <ReactChart type="bar" data={data as ChartData<'bar'>} options={options as ChartOptions<'bar'>} {...props} />;
}
