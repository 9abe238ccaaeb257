import { trace } from './trace';

const g = globalThis as { __sdTrace?: unknown };

afterEach(() => {
  delete g.__sdTrace;
});

test('without a sink nothing is kept and nothing is thrown', () => {
  expect(() => trace('form filled')).not.toThrow();
  expect(g.__sdTrace).toBeUndefined();
});

test("with a test's sink each event is kept in order, with the time since the page started", () => {
  g.__sdTrace = [];
  trace('form mounted: Add job');
  trace('form filled: Add job #undefined');
  expect(g.__sdTrace).toEqual([
    expect.stringMatching(/^\d+ ms form mounted: Add job$/),
    expect.stringMatching(/^\d+ ms form filled: Add job #undefined$/),
  ]);
});
