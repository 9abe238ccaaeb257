/** The copy's dates: a range on the ticked weekdays, sorted without repeats. */
import { rangeDates, uniqueDates } from './dates';

test('a range keeps its ticked weekdays, both ends included', () => {
  // 2026-12-07 is a Monday.
  expect(rangeDates('2026-12-07', '2026-12-14', [1, 3])).toEqual(['2026-12-07', '2026-12-09', '2026-12-14']);
  expect(rangeDates('2026-12-07', '2026-12-13', [6, 7])).toEqual(['2026-12-12', '2026-12-13']);
  expect(rangeDates('2026-12-07', '2026-12-13', [])).toEqual([]);
});

test('a reversed range is empty; month and year ends are crossed', () => {
  expect(rangeDates('2026-12-10', '2026-12-01', [1, 2, 3, 4, 5, 6, 7])).toEqual([]);
  expect(rangeDates('2026-12-30', '2027-01-02', [1, 2, 3, 4, 5, 6, 7])).toEqual([
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
  ]);
});

test('picked dates are sorted without repeats', () => {
  expect(uniqueDates(['2026-12-09', '2026-12-01', '2026-12-09'])).toEqual(['2026-12-01', '2026-12-09']);
});
