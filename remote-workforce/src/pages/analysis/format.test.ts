/** The dashboards' figures as text: integers in, no float arithmetic on money or rates. */
import { formatCount, formatHours, formatRate, formatUnit, NO_DATA } from './format';

const hours = (n: string) => `${n} h`;

test('a rate in basis points reads as a percent with one decimal, halves away from zero; null is "—"', () => {
  expect(formatRate(1234)).toBe('12.3%');
  expect(formatRate(1235)).toBe('12.4%');
  expect(formatRate(10_000)).toBe('100.0%');
  expect(formatRate(0)).toBe('0.0%');
  expect(formatRate(5)).toBe('0.1%');
  expect(formatRate(-1235)).toBe('-12.4%');
  expect(formatRate(null)).toBe(NO_DATA);
});

test('minutes read as hours with one decimal', () => {
  expect(formatHours(4830)).toBe('80.5');
  expect(formatHours(95)).toBe('1.6');
  expect(formatHours(3)).toBe('0.1');
  expect(formatHours(600_000)).toBe('10,000.0');
  expect(formatHours(null)).toBe(NO_DATA);
});

test('each unit: counts grouped, cents as money, minutes in hours, basis points as a percent', () => {
  expect(formatCount(12345)).toBe('12,345');
  expect(formatUnit('count', 0, hours)).toBe('0');
  expect(formatUnit('cents', 123456, hours)).toBe('S$1,234.56');
  expect(formatUnit('cents', -5, hours)).toBe('-S$0.05');
  expect(formatUnit('minutes', 90, hours)).toBe('1.5 h');
  expect(formatUnit('bp', 6667, hours)).toBe('66.7%');
  expect(formatUnit('minutes', null, hours)).toBe(NO_DATA);
});
