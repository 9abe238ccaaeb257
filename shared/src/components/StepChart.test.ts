/** @jest-environment node */
import { stepPath } from './StepChart';

test('a step path holds each value until the next point, scaled into the box', () => {
  const points = [
    { at: '2026-01-01T00:00:00.000Z', value: 100 },
    { at: '2026-01-02T00:00:00.000Z', value: 70 },
    { at: '2026-01-05T00:00:00.000Z', value: 70 },
  ];
  // 4 days span 600 units: day 1 is at 150; 100 is the top (0), 70 is 30% down a 100-high box.
  expect(stepPath(points, 0, 100, 100)).toBe('M0.0,0.0 H150.0 V30.0 H600.0 V30.0');
  expect(stepPath([], 0, 100, 100)).toBe('');
  // Values outside the range are drawn at its edge.
  expect(stepPath([{ at: '2026-01-01T00:00:00.000Z', value: 130 }], 0, 100, 100)).toBe('M0.0,0.0');
});
