/** @jest-environment node */
import { isValidUen, normalizeUen, UEN_PATTERN, uenKind } from './uen';

describe('UEN formats (format only, no check letter)', () => {
  it.each([
    ['53312345K', 'business'],
    ['00192200M', 'business'],
    ['201912345A', 'local_company'],
    ['197401143C', 'local_company'],
    ['T09LL0001B', 'other'],
    ['S16FC0121D', 'other'],
    ['T01FC6132D', 'other'],
    ['R99SS1234X', 'other'],
    [' t09ll0001b ', 'other'],
  ])('%s is a %s UEN', (v, kind) => {
    expect(uenKind(v)).toBe(kind);
    expect(isValidUen(v)).toBe(true);
  });

  it.each([
    '',
    '1234567K',
    '5331234K5',
    '2019123456',
    'T09ZZ0001B',
    'A09LL0001B',
    'T9LL00001B',
    'T09LL001B',
    '201912345AB',
  ])('%s is not a UEN', (v) => {
    expect(uenKind(v)).toBeNull();
    expect(isValidUen(v)).toBe(false);
  });

  it('normalises by trimming and upper-casing', () => {
    expect(normalizeUen(' 201912345a ')).toBe('201912345A');
  });
});

it('exposes a schema pattern that every valid normalised UEN matches', () => {
  const pattern = new RegExp(UEN_PATTERN);
  for (const v of ['53312345K', '201912345A', 'T09LL0001B']) expect(pattern.test(v)).toBe(true);
  for (const v of ['1234567K', 'A09LL0001B', '2019123456']) expect(pattern.test(v)).toBe(false);
});
