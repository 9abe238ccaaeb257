import fc from 'fast-check';
import { POSTAL_DISTRICTS, postalDistrict, sectorPrefixes } from './postal-district';

test('URA examples: a code finds its district by its first two digits', () => {
  expect(postalDistrict('018956')?.district).toBe(1); // Marina Bay
  expect(postalDistrict('238801')?.district).toBe(9); // Orchard
  expect(postalDistrict('819663')?.district).toBe(17); // Changi Airport: sector 81
  expect(postalDistrict('828761')?.district).toBe(19); // Punggol: sector 82
  expect(postalDistrict('609601')?.district).toBe(22); // Jurong
  expect(postalDistrict('768019')?.district).toBe(27); // Yishun
});

test('not a district: a malformed code, or a sector no district has (74, 83 and up, 00)', () => {
  for (const code of ['', '12345', '1234567', 'S23880', '238 801', '740123', '830000', '990000', '000001'])
    expect(postalDistrict(code)).toBeNull();
});

test('the 28 districts partition their sectors: each sector in exactly one, numbered 1–28 once', () => {
  expect(POSTAL_DISTRICTS.map((d) => d.district)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  const sectors = POSTAL_DISTRICTS.flatMap((d) => d.sectors);
  expect(new Set(sectors).size).toBe(sectors.length);
  // Sectors 01–82, all but 74.
  expect([...sectors].sort((a, b) => a - b)).toEqual(
    Array.from({ length: 82 }, (_, i) => i + 1).filter((s) => s !== 74),
  );
});

test('property: any six-digit code maps to the district whose sector prefixes hold its first two digits', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
      const code = String(n).padStart(6, '0');
      const d = postalDistrict(code);
      const holders = POSTAL_DISTRICTS.filter((x) => sectorPrefixes(x.district).includes(code.slice(0, 2)));
      expect(d ? [d.district] : []).toEqual(holders.map((x) => x.district));
    }),
  );
});
