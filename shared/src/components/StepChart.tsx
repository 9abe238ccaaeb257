/**
 * A small step chart in SVG for a value over time that changes at instants and holds between
 * them (a credit score): no chart library is in the repo, and a score history needs only this.
 * Points come sorted by time; the line holds each value until the next point. The y axis runs
 * from `min` to `max` with faint guide lines at `guides`.
 */
import { theme } from 'antd';

export interface StepChartPoint {
  at: string;
  value: number;
}

export interface StepChartProps {
  points: readonly StepChartPoint[];
  min?: number;
  max?: number;
  height?: number;
  /** Values with a dashed guide line (e.g. the eligibility thresholds). */
  guides?: readonly number[];
  /** Accessible name of the chart. */
  label: string;
  /** Labels under the first and last point. */
  formatAt?: (at: string) => string;
}

const W = 600;

/** The polyline of a step series scaled into a width × height box (exported for tests). */
export function stepPath(points: readonly StepChartPoint[], min: number, max: number, height: number): string {
  if (!points.length) return '';
  const t0 = Date.parse(points[0].at);
  const t1 = Date.parse(points[points.length - 1].at);
  const span = Math.max(1, t1 - t0);
  const x = (at: string) => ((Date.parse(at) - t0) / span) * W;
  const y = (v: number) => height - ((Math.min(max, Math.max(min, v)) - min) / Math.max(1, max - min)) * height;
  const out: string[] = [`M${x(points[0].at).toFixed(1)},${y(points[0].value).toFixed(1)}`];
  for (let i = 1; i < points.length; i++) {
    out.push(`H${x(points[i].at).toFixed(1)}`, `V${y(points[i].value).toFixed(1)}`);
  }
  return out.join(' ');
}

export function StepChart({ points, min = 0, max = 100, height = 120, guides = [], label, formatAt }: StepChartProps) {
  const { token } = theme.useToken();
  const y = (v: number) => height - ((v - min) / Math.max(1, max - min)) * height;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`-4 -4 ${W + 8} ${height + 8}`}
        preserveAspectRatio="none"
        style={{ width: '100%', height, display: 'block' }}
      >
        {guides.map((g) => (
          <line
            key={g}
            x1={0}
            x2={W}
            y1={y(g)}
            y2={y(g)}
            stroke={token.colorBorder}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path
          d={stepPath(points, min, max, height)}
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {formatAt && points.length > 0 && (
        <figcaption
          style={{ display: 'flex', justifyContent: 'space-between', color: token.colorTextSecondary, fontSize: 12 }}
        >
          <span>{formatAt(points[0].at)}</span>
          <span>{formatAt(points[points.length - 1].at)}</span>
        </figcaption>
      )}
    </figure>
  );
}
