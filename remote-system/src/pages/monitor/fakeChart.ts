/**
 * chart.js for the monitor's tests: jsdom has no canvas, so chart.js's Chart class is replaced by
 * one that keeps the canvas and configuration it is given; react-chartjs-2 and the sparkline run
 * for real. In a test: `jest.mock('chart.js', () => jest.requireActual('./fakeChart').fakeChartJs())`.
 */
export interface FakeChartInstance {
  canvas: HTMLCanvasElement;
  // biome-ignore lint/suspicious/noExplicitAny: the configuration chart.js would have received
  config: any;
}

export function fakeChartJs() {
  const actual = jest.requireActual('chart.js');
  class FakeChart implements FakeChartInstance {
    static register = jest.fn();
    static instances: FakeChart[] = [];
    canvas: HTMLCanvasElement;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    config: any;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    options: any;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    constructor(canvas: HTMLCanvasElement, config: any) {
      this.canvas = canvas;
      this.config = config;
      this.options = config.options;
      FakeChart.instances.push(this);
    }
    update() {}
    destroy() {
      FakeChart.instances = FakeChart.instances.filter((c) => c !== this);
    }
  }
  return { ...actual, Chart: FakeChart };
}

/** The chart drawn inside `el` (its canvas is there), from the mocked chart.js. */
export function chartIn(el: Element): FakeChartInstance | undefined {
  const { Chart } = jest.requireMock('chart.js') as { Chart: { instances: FakeChartInstance[] } };
  return Chart.instances.find((c) => el.contains(c.canvas));
}

/** Each call of Chart.register (its arguments), from the mocked chart.js. */
export const registerCalls = (): unknown[][] =>
  (jest.requireMock('chart.js') as { Chart: { register: jest.Mock } }).Chart.register.mock.calls;
