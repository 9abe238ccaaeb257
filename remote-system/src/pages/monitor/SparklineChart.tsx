/**
 * The one module of this remote that imports chart.js (loaded lazily by ./Sparkline.tsx): the
 * samples as a line over a filled area, without axes, legend or tooltips. chart.js and
 * react-chartjs-2 are shared singletons (tooling/rspack.mjs), so a user who opens the monitor and
 * a dashboard loads them once, and both remotes register their parts on the same Chart.
 */
import {
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart as ReactChart } from 'react-chartjs-2';

// Only what a sparkline draws (chart.js/auto would register every chart type).
ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler);

export interface SparklineChartProps {
  values: number[];
  /** The scale's top; none: fitted to the samples */
  max?: number;
  /** Colours of the line and of the area under it */
  line: string;
  fill: string;
}

export default function SparklineChart({ values, max, line, fill }: SparklineChartProps) {
  const single = values.length === 1;
  const data: ChartData<'line'> = {
    labels: values.map((_, i) => i),
    datasets: [
      {
        data: values,
        borderColor: line,
        borderWidth: 1.5,
        backgroundColor: fill,
        fill: 'start',
        // No dots on the line; a lone sample is a dot, or nothing would show.
        pointRadius: single ? 2 : 0,
        pointBackgroundColor: line,
      },
    ],
  };
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      // Redrawn with every refresh (5 s): an animation would replay each time.
      animation: false,
      // Nothing answers the pointer (no tooltip): chart.js need not track it.
      events: [],
      // Room for half the line's width at the top and bottom of the scale.
      layout: { padding: { top: 2, bottom: 1 } },
      scales: {
        // A lone sample in the middle, as before, not at the left edge.
        x: { display: false, offset: single },
        // From 0, up to a fixed top for percentages (a 5 % load must not fill the chart).
        y: { display: false, min: 0, max },
      },
    }),
    [max, single],
  );
  // The box around the canvas is the named image (./Sparkline.tsx): the canvas itself is hidden.
  return <ReactChart type="line" data={data} options={options} aria-hidden="true" role="presentation" />;
}
