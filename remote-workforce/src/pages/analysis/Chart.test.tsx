/**
 * The chart.js wrapper: jsdom has no canvas, so chart.js's Chart class is replaced by one that
 * keeps the configuration it is given; react-chartjs-2 and this module run for real. The canvas
 * is an image named by the summary; theme colours reach ticks, grid and tooltips; no animation
 * when asked; a second unit gets the right axis; ticks and tooltips print the unit's text.
 */
import { render, screen } from '@testing-library/react';
import Chart from './Chart';
import type { ChartProps } from './chartTypes';

jest.mock('chart.js', () => {
  const actual = jest.requireActual('chart.js');
  class FakeChart {
    static register = jest.fn();
    static configs: unknown[] = [];
    options: unknown;
    constructor(_canvas: unknown, config: { options: unknown }) {
      FakeChart.configs.push(config);
      this.options = config.options;
    }
    update() {}
    destroy() {}
  }
  return { ...actual, Chart: FakeChart };
});

// biome-ignore lint/suspicious/noExplicitAny: the configuration chart.js would have received
const lastConfig = (): any => {
  const configs = (jest.requireMock('chart.js') as { Chart: { configs: unknown[] } }).Chart.configs;
  return configs[configs.length - 1];
};

const colors = { text: '#aaa', grid: '#333', tooltipBg: '#1f1f1f', tooltipText: '#eee', surface: '#141414' };
const base: ChartProps = {
  type: 'bar',
  labels: ['2026-W47', '2026-W48'],
  series: [
    { label: 'Shifts', kind: 'bar', axis: 'y', data: [10, 1], color: '#1677ff' },
    { label: 'No-show rate', kind: 'line', axis: 'y1', data: [1667, null], color: '#faad14' },
  ],
  format: { y: (v) => `${v} shifts`, y1: (v) => `${v / 100}%` },
  colors,
  animate: false,
  summary: 'Shifts and no-shows. 2 periods.',
};

test('an image named by its summary, theme colours, no animation, the second unit on the right axis', () => {
  render(<Chart {...base} />);
  const canvas = screen.getByRole('img', { name: 'Shifts and no-shows. 2 periods.' });
  expect(canvas.tagName).toBe('CANVAS');
  const { type, data, options } = lastConfig();
  expect(type).toBe('bar');
  expect(options.animation).toBe(false);
  expect(
    data.datasets.map((d: { type: string; yAxisID: string; data: unknown[] }) => [d.type, d.yAxisID, d.data]),
  ).toEqual([
    ['bar', 'y', [10, 1]],
    ['line', 'y1', [1667, null]],
  ]);
  expect(options.scales.x.ticks.color).toBe('#aaa');
  expect(options.scales.y.grid.color).toBe('#333');
  expect(options.scales.y1.position).toBe('right');
  expect(options.scales.y.ticks.callback(10)).toBe('10 shifts');
  expect(options.scales.y1.ticks.callback(1667)).toBe('16.67%');
  expect(options.plugins.tooltip.backgroundColor).toBe('#1f1f1f');
  const label = options.plugins.tooltip.callbacks.label;
  expect(label({ dataset: { label: 'No-show rate', yAxisID: 'y1' }, raw: null })).toBe('No-show rate: —');
  expect(label({ dataset: { label: 'Shifts', yAxisID: 'y' }, raw: 10 })).toBe('Shifts: 10 shifts');
});

test('a pie: one slice per label in the given colours, animated unless reduced motion', () => {
  render(
    <Chart
      {...base}
      type="pie"
      animate
      labels={['0-59', '90-100']}
      series={[{ label: 'Workers', kind: 'bar', axis: 'y', data: [1, 9], color: '#1677ff' }]}
      sliceColors={['#1677ff', '#faad14']}
    />,
  );
  const { type, data, options } = lastConfig();
  expect(type).toBe('pie');
  expect(options.animation).toBeUndefined();
  expect(data.datasets[0].data).toEqual([1, 9]);
  expect(data.datasets[0].backgroundColor).toEqual(['#1677ff', '#faad14']);
  expect(data.datasets[0].borderColor).toBe('#141414');
  expect(options.plugins.legend.labels.color).toBe('#aaa');
});
