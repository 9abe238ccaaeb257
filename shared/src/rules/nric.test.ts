/** @jest-environment node */
import fc from 'fast-check';
import { isValidNric, maskNric, NRIC_PATTERN, type NricPrefix, normalizeNric, nricCheckLetter } from './nric';

describe('NRIC/FIN checksum', () => {
  // The 1234567 examples are the ones published with the algorithm (S1234567D, T1234567J,
  // F1234567N, G1234567X) and the M-series example of GovTech FormSG's validator tests
  // (M1234567K valid, M1234567L invalid).
  it.each(['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K', 'S0000001I', 's1234567d', '  T1234567J '])(
    '%s is valid',
    (v) => expect(isValidNric(v)).toBe(true),
  );

  it.each(['S1234567A', 'M1234567L', 'M1234567I', 'A1234567D', 'S123456D', 'S12345678D', '', 'S1234567'])(
    '%s is not valid',
    (v) => expect(isValidNric(v)).toBe(false),
  );

  it('normalises by trimming and upper-casing', () => {
    expect(normalizeNric('  s1234567d ')).toBe('S1234567D');
  });

  it('exposes the shape as a schema pattern that every valid normalised NRIC/FIN matches', () => {
    const pattern = new RegExp(NRIC_PATTERN);
    expect(pattern.test('M1234567K')).toBe(true);
    expect(pattern.test('s1234567d')).toBe(false);
    expect(pattern.test('A1234567D')).toBe(false);
  });

  const arbId = fc.record({
    prefix: fc.constantFrom<NricPrefix>('S', 'T', 'F', 'G', 'M'),
    digits: fc.stringMatching(/^\d{7}$/),
  });

  it('validates every generated NRIC/FIN', () => {
    fc.assert(
      fc.property(arbId, ({ prefix, digits }) => {
        expect(isValidNric(`${prefix}${digits}${nricCheckLetter(prefix, digits)}`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('invalidates it when any one digit changes', () => {
    fc.assert(
      fc.property(
        arbId,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        ({ prefix, digits }, i, delta) => {
          const letter = nricCheckLetter(prefix, digits);
          const changed = digits.slice(0, i) + String((Number(digits[i]) + delta) % 10) + digits.slice(i + 1);
          expect(isValidNric(`${prefix}${changed}${letter}`)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('NRIC/FIN masking', () => {
  it('shows the prefix, the last 3 digits and the letter', () => {
    expect(maskNric('S1234567D')).toBe('S****567D');
    expect(maskNric(' m1234567k')).toBe('M****567K');
  });

  it('masks anything not NRIC-shaped whole', () => {
    expect(maskNric('S12345678')).toBe('*********');
  });

  it('never reveals more than 3 digits', () => {
    const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.stringMatching(/^[STFGM]\d{7}[A-Z]$/),
          fc.stringMatching(/^\s*[a-zA-Z]?\d{5,12}[a-zA-Z]?\s*$/),
        ),
        (raw) => {
          expect(digitCount(maskNric(raw))).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
