/**
 * A 0–max score as a dashboard gauge (credit score): red below `low`, amber below `high`, green
 * above, so a worker at risk of losing eligibility stands out at a glance.
 */
import { Progress } from 'antd';
import type { ReactNode } from 'react';

export interface ScoreGaugeProps {
  value: number;
  max?: number;
  low?: number;
  high?: number;
  size?: number;
  /** Text under the number (e.g. "Credit score"). */
  label?: ReactNode;
}

export function ScoreGauge({ value, max = 100, low = 60, high = 80, size = 88, label }: ScoreGaugeProps) {
  const clamped = Math.max(0, Math.min(max, value));
  const color = clamped < low ? '#ff4d4f' : clamped < high ? '#faad14' : '#52c41a';
  return (
    <Progress
      type="dashboard"
      size={size}
      percent={Math.round((clamped * 100) / max)}
      strokeColor={color}
      aria-label={typeof label === 'string' ? `${label} ${clamped}` : String(clamped)}
      format={() => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.1 }}>
          <strong>{clamped}</strong>
          {label ? <small style={{ fontSize: 11 }}>{label}</small> : null}
        </span>
      )}
    />
  );
}
