import {
  centsToDollars,
  dollarsToCents,
  factorText,
  factorToBp,
  holds,
  percentText,
  percentToBp,
  splitLinks,
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

test('periods', () => {
  expect(holds({ effectiveFrom: '2024-01-01', effectiveTo: null }, '2026-05-01')).toBe(true);
  expect(holds({ effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31' }, '2024-01-01')).toBe(false);
});

test('citations keep their text and link their URLs, brackets and punctuation outside the link', () => {
  expect(
    splitLinks('IRAS, GST rate 9% (https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics); see also'),
  ).toEqual([
    { text: 'IRAS, GST rate 9% (' },
    {
      text: 'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics',
      href: 'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics',
    },
    { text: '); see also' },
  ]);
  expect(splitLinks('https://a.gov.sg/x.')).toEqual([
    { text: 'https://a.gov.sg/x', href: 'https://a.gov.sg/x' },
    { text: '.' },
  ]);
  expect(splitLinks('Employment Act s.88')).toEqual([{ text: 'Employment Act s.88' }]);
});
