import { nricCheckLetter } from './nric';
import { ageOn, checkWorkerPerson, isValidPayNow, maskTail, type WorkerPersonInput } from './worker';

const S = `S1234567${nricCheckLetter('S', '1234567')}`;
const G = `G7654321${nricCheckLetter('G', '7654321')}`;
const base: WorkerPersonInput = { nric: S, dateOfBirth: '1996-05-01', residency: 'citizen', phone: '+6591234567' };
const problems = (v: Partial<WorkerPersonInput>, today = '2026-11-22') =>
  checkWorkerPerson({ ...base, ...v }, today).map((c) => `${c.field}:${c.problem}`);

test('a valid citizen passes', () => expect(problems({})).toEqual([]));

test('NRIC checksum and prefix against residency', () => {
  expect(problems({ nric: `${S.slice(0, 8)}${S[8] === 'A' ? 'B' : 'A'}` })).toEqual(['nric:nricInvalid']);
  expect(problems({ nric: G, residency: 'citizen' })).toEqual(['nric:nricResidency']);
  expect(problems({ nric: S, residency: 'foreigner', passType: 'wp', passExpiry: '2027-01-01' })).toEqual([
    'nric:nricResidency',
  ]);
  expect(problems({ nric: G, residency: 'foreigner', passType: 'wp', passExpiry: '2027-01-01' })).toEqual([]);
});

test('residency needs its dates', () => {
  expect(problems({ residency: 'pr' })).toEqual(['prStartDate:prStartRequired']);
  expect(problems({ residency: 'pr', prStartDate: '1990-01-01' })).toEqual(['prStartDate:prStartBeforeBirth']);
  expect(problems({ nric: G, residency: 'foreigner' })).toEqual(['passType:passTypeRequired', 'passExpiry:passExpiryRequired']);
});

test('age 13 on the day, phone, bank and PayNow', () => {
  expect(problems({ dateOfBirth: '2013-11-23' })).toEqual(['dateOfBirth:tooYoung']);
  expect(problems({ dateOfBirth: '2013-11-22' })).toEqual([]);
  expect(problems({ dateOfBirth: '2027-01-01' })).toEqual(['dateOfBirth:dobFuture']);
  expect(problems({ phone: '+6571234567' })).toEqual(['phone:phoneInvalid']);
  expect(problems({ bankAccount: '123-45678-9' })).toEqual(['bankName:bankNameRequired']);
  expect(problems({ payNow: 'abc' })).toEqual(['payNow:payNowInvalid']);
  expect(isValidPayNow('9123 4567')).toBe(true);
  expect(isValidPayNow(S)).toBe(true);
  expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
});

test('bank account masked to its last 4', () => {
  expect(maskTail('123-45678-9')).toBe('*****6789');
  expect(maskTail('123')).toBe('***');
});
