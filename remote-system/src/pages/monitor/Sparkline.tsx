/** A small inline-SVG line chart of the last samples (no chart library in the product). */
export interface SparklineProps {
  values: number[];
  /** Fixed scale top (e.g. 100 for percentages); default: the largest sample. */
  max?: number;
  width?: number;
  height?: number;
  color?: string;
  label: string;
}

export function Sparkline({ values, max, width = 240, height = 48, color = 'var(--ant-color-primary, #1677ff)', label }: SparklineProps) {
  const top = max ?? Math.max(1, ...values);
  const n = values.length;
  const step = n > 1 ? width / (n - 1) : 0;
  const pts = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - (Math.min(v, top) / top) * (height - 4)).toFixed(1)}`);
  return (
    <svg role="img" aria-label={label} width="100%" height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" data-samples={n}>
      <line x1="0" y1={height - 1} x2={width} y2={height - 1} stroke="currentColor" strokeOpacity="0.15" />
      {n > 1 && (
        <>
          <polygon points={`0,${height} ${pts.join(' ')} ${width},${height}`} fill={color} fillOpacity="0.12" />
          <polyline points={pts.join(' ')} fill="none" stroke={color} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        </>
      )}
      {n === 1 && <circle cx={width / 2} cy={pts[0].split(',')[1]} r="2" fill={color} />}
    </svg>
  );
}
