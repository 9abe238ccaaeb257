import { formatDateTime, formatMoney, formatSgDateTime, isoWeekLabel } from '../src/format';

describe('dates in Asia/Singapore', () => {
  it('default format DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime('2026-02-14T16:30:05Z')).toBe('15/02/2026 00:30:05');
  });
  it('custom format', () => {
    expect(formatDateTime('2026-02-14T01:02:03Z', 'YYYY/MM/DD')).toBe('2026/02/14');
  });
  it('SG 24h YYYY-MM-DD HH:mm', () => {
    expect(formatSgDateTime('2026-06-30T15:59:00Z')).toBe('2026-06-30 23:59');
    expect(formatSgDateTime('2026-06-30T16:00:00.000Z')).toBe('2026-07-01 00:00');
    expect(formatSgDateTime(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01 13:00');
  });
  it('empty and invalid inputs give an empty string', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatSgDateTime('not a date')).toBe('');
  });
});

describe('ISO week labels', () => {
  it.each([
    ['2026-02-14', '2026-W07'],
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2026-12-31', '2026-W53'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-01-05', '2026-W02'],
  ])('%s → %s', (date, label) => {
    expect(isoWeekLabel(date)).toBe(label);
  });
  it('uses Singapore time for instants (Sunday 20:00 UTC is Monday in SG)', () => {
    expect(isoWeekLabel('2026-01-04T20:00:00Z')).toBe('2026-W02');
  });
});

describe('money', () => {
  it.each([
    [123450, 'S$1,234.50'],
    [0, 'S$0.00'],
    [5, 'S$0.05'],
    [100000000, 'S$1,000,000.00'],
    [-2599, '-S$25.99'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
  it('empty', () => {
    expect(formatMoney(null)).toBe('');
  });
});
