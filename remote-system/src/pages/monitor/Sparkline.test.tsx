/**
 * The sparkline: a box named for screen readers carrying the number of samples, around the lazy
 * chart.js line (jsdom has no canvas: chart.js's Chart is the stand-in of ./fakeChart). Only the
 * parts drawn are registered; theme colours; no animation; a fixed top for percentages.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { chartIn, registerCalls } from './fakeChart';
import { Sparkline } from './Sparkline';

jest.mock('chart.js', () => jest.requireActual('./fakeChart').fakeChartJs());

const drawn = async (name: string) => {
  const img = screen.getByRole('img', { name });
  await waitFor(() => expect(chartIn(img)).toBeDefined());
  // biome-ignore lint/style/noNonNullAssertion: waited for above
  return { img, chart: chartIn(img)! };
};

test('an image named by its label with the number of samples; the line in the theme colours, 0 to a fixed top', async () => {
  render(<Sparkline label="CPU usage, last samples" values={[5, 40, 120]} max={100} tone="purple" />);
  const { img, chart } = await drawn('CPU usage, last samples');
  expect(img).toHaveAttribute('data-samples', '3');
  // the canvas is not a second image of the same name
  expect(screen.getAllByRole('img')).toEqual([img]);
  expect(img.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');

  const { LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler } =
    jest.requireActual<typeof import('chart.js')>('chart.js');
  // (react-chartjs-2 registers its typed charts' controllers itself)
  expect(registerCalls()).toContainEqual([
    LineController,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Filler,
  ]);

  const { type, data, options } = chart.config;
  expect(type).toBe('line');
  expect(options.animation).toBe(false);
  expect(options.events).toEqual([]);
  expect(options.scales.y).toMatchObject({ display: false, min: 0, max: 100 });
  expect(options.scales.x.display).toBe(false);
  expect(data.labels).toHaveLength(3);
  const [set] = data.datasets;
  expect(set.data).toEqual([5, 40, 120]);
  expect(set.pointRadius).toBe(0);
  expect(set.fill).toBe('start');
  // antd's default purple and its lightest shade
  expect(set.borderColor.toLowerCase()).toBe('#722ed1');
  expect(set.backgroundColor.toLowerCase()).toBe('#f9f0ff');
});

test('dark mode: the colours of the dark palette; without a top the scale fits the samples; one sample is a dot', async () => {
  render(
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <Sparkline label="Heap" values={[50e6]} />
    </ConfigProvider>,
  );
  const { img, chart } = await drawn('Heap');
  expect(img).toHaveAttribute('data-samples', '1');
  const token = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
  const [set] = chart.config.data.datasets;
  expect(set.borderColor).toBe(token.colorPrimary);
  expect(set.backgroundColor).toBe(token.colorPrimaryBg);
  expect(set.borderColor.toLowerCase()).not.toBe('#1677ff');
  expect(chart.config.options.scales.y.max).toBeUndefined();
  expect(set.pointRadius).toBe(2);
  // the lone dot sits in the middle
  expect(chart.config.options.scales.x.offset).toBe(true);
});
