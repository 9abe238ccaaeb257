import {
  centsToDollars,
  dollarsToCents,
  factorText,
  factorToBp,
  holds,
  isUrl,
  percentText,
  percentToBp,
} from './units';

test('basis points read as percentages and factors, and typed values round back to integers', () => {
  expect([900, 25, 1250, 750, 0].map(percentText)).toEqual(['9%', '0.25%', '12.5%', '7.5%', '0%']);
  expect(factorText(6000)).toBe('0.6');
  expect(percentToBp(0.25)).toBe(25);
  expect(percentToBp(12.5)).toBe(1250);
  // 0.1 + 0.2 style float noise must not leave a fraction of a basis point.
  expect(percentToBp(0.07 * 100)).toBe(700);
  expect(factorToBp(0.375)).toBe(3750);
  expect(dollarsToCents(11.25)).toBe(1125);
  expect(centsToDollars(800000)).toBe(8000);
});

test('links and periods', () => {
  expect(isUrl('https://www.mom.gov.sg/x')).toBe(true);
  expect(isUrl('Employment Act s.88')).toBe(false);
  expect(holds({ effectiveFrom: '2024-01-01', effectiveTo: null }, '2026-05-01')).toBe(true);
  expect(holds({ effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31' }, '2024-01-01')).toBe(false);
});
