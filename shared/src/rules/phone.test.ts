/** @jest-environment node */
import { isValidSgPhone, normalizeSgPhone, SG_PHONE_PATTERN } from './phone';

describe('Singapore phone numbers', () => {
  it.each([
    ['+6591234567', '+6591234567'],
    ['+65 9123 4567', '+6591234567'],
    ['+65 8123-4567', '+6581234567'],
    ['61234567', '+6561234567'],
    ['+65 3123 4567', '+6531234567'],
  ])('%s → %s', (raw, normal) => {
    expect(normalizeSgPhone(raw)).toBe(normal);
    expect(isValidSgPhone(raw)).toBe(true);
  });

  it.each(['+6571234567', '+65 1234 5678', '+659123456', '+65912345678', '+6691234567', '9123456', 'phone', ''])(
    '%s is refused',
    (raw) => {
      expect(normalizeSgPhone(raw)).toBeNull();
      expect(isValidSgPhone(raw)).toBe(false);
    },
  );
});

it('exposes the stored form as a schema pattern that accepts exactly the normalised numbers', () => {
  const pattern = new RegExp(SG_PHONE_PATTERN);
  expect(pattern.test('+6591234567')).toBe(true);
  expect(pattern.test('+65 9123 4567')).toBe(false);
  expect(pattern.test('+6571234567')).toBe(false);
});
