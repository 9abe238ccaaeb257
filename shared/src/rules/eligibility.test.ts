/** @jest-environment node */
import fc from 'fast-check';
import { sgStartOfDay, toEpochMs } from './calendar';
import {
  type BanInput,
  ELIGIBILITY_RULES as R,
  type EligibilityInput,
  type EligibilityRule,
  eligibilityFailures,
} from './eligibility';
import { PART_IV_RULES } from './part-iv';

const MIN = 60_000;
const sgt = (date: string, hour: number) => toEpochMs(sgStartOfDay(date)) + hour * 60 * MIN;
const DAY = '2026-12-09';

/** A worker who may take the job: every test breaks one thing (or several) from here. */
function eligible(): EligibilityInput {
  return {
    job: {
      startAt: sgt(DAY, 9),
      endAt: sgt(DAY, 18),
      breakMinutes: 60,
      breakPaid: false,
      clientId: 7,
      departmentId: 70,
      requiredCertificateTypeIds: [3],
      minimumAge: 18,
      residencies: ['citizen', 'pr'],
      minimumCreditScore: 60,
    },
    worker: { status: 'active', dateOfBirth: '2000-05-01', residency: 'citizen', passExpiry: null, creditScore: 90 },
    bans: [],
    certificates: [{ typeId: 3, status: 'verified', expiresOn: '2027-01-31' }],
    others: [],
    policy: { dailyNormalHours: 8, weeklyNormalHours: 44, partIvExempt: false },
  };
}
const rules = (input: EligibilityInput): EligibilityRule[] => eligibilityFailures(input).map((f) => f.rule);
const ban = (over: Partial<BanInput>): BanInput => ({
  scope: 'platform',
  scopeId: null,
  status: 'active',
  startsOn: '2026-12-01',
  endsOn: '2026-12-14',
  ...over,
});

describe('eligibilityFailures', () => {
  it('an eligible worker fails nothing', () => {
    expect(eligibilityFailures(eligible())).toEqual([]);
  });

  it('bans: platform, this client, this department, in force on the shift date', () => {
    const withBans = (bans: BanInput[]) => rules({ ...eligible(), bans });
    expect(withBans([ban({})])).toEqual([R.banned]);
    expect(withBans([ban({ scope: 'client', scopeId: 7 })])).toEqual([R.banned]);
    expect(withBans([ban({ scope: 'department', scopeId: 70 })])).toEqual([R.banned]);
    // another client's ban, a lifted one, one that ended the day before or starts the day after
    expect(withBans([ban({ scope: 'client', scopeId: 8 })])).toEqual([]);
    expect(withBans([ban({ status: 'lifted' })])).toEqual([]);
    expect(withBans([ban({ endsOn: '2026-12-08' })])).toEqual([]);
    expect(withBans([ban({ startsOn: '2026-12-10', endsOn: null })])).toEqual([]);
    // a permanent ban (blacklist) covers every later date
    expect(withBans([ban({ startsOn: '2020-01-01', endsOn: null })])).toEqual([R.banned]);
  });

  it('certificates: verified and valid on the shift date, one failure per missing type', () => {
    const base = eligible();
    const job = { ...base.job, requiredCertificateTypeIds: [3, 4, 4] };
    expect(eligibilityFailures({ ...base, job })).toEqual([{ rule: R.certificateMissing, ref: 4 }]);
    const expired = [{ typeId: 3, status: 'verified', expiresOn: '2026-12-08' }];
    expect(rules({ ...base, certificates: expired })).toEqual([R.certificateMissing]);
    // valid through its expiry date
    expect(rules({ ...base, certificates: [{ typeId: 3, status: 'verified', expiresOn: DAY }] })).toEqual([]);
    expect(rules({ ...base, certificates: [{ typeId: 3, status: 'pending', expiresOn: null }] })).toEqual([R.certificateMissing]);
  });

  it('credit score, age on the shift date, residency and the work pass of a foreigner', () => {
    const base = eligible();
    expect(rules({ ...base, worker: { ...base.worker, creditScore: 59 } })).toEqual([R.creditScore]);
    expect(rules({ ...base, worker: { ...base.worker, creditScore: 60 } })).toEqual([]);
    // 18 on the day after the shift: still 17 on it
    expect(rules({ ...base, worker: { ...base.worker, dateOfBirth: '2008-12-10' } })).toEqual([R.minimumAge]);
    expect(rules({ ...base, worker: { ...base.worker, dateOfBirth: '2008-12-09' } })).toEqual([]);
    const foreigner = { ...base.worker, residency: 'foreigner' as const, passExpiry: '2027-06-30' };
    expect(rules({ ...base, worker: foreigner })).toEqual([R.residency]);
    const anyResidency = { ...base.job, residencies: [] };
    expect(rules({ ...base, job: anyResidency, worker: foreigner })).toEqual([]);
    expect(rules({ ...base, job: anyResidency, worker: { ...foreigner, passExpiry: '2026-12-08' } })).toEqual([R.workPass]);
    expect(rules({ ...base, job: anyResidency, worker: { ...foreigner, passExpiry: null } })).toEqual([R.workPass]);
    expect(rules({ ...base, worker: { ...base.worker, status: 'suspended' } })).toEqual([R.workerNotActive]);
  });

  it('an overlapping shift is named; one that ends as this one starts is not an overlap', () => {
    const base = eligible();
    const other = (id: number, from: number, to: number) => ({ id, startAt: sgt(DAY, from), endAt: sgt(DAY, to), minutes: (to - from) * 60 });
    expect(eligibilityFailures({ ...base, others: [other(41, 6, 9)] })).toEqual([]);
    expect(eligibilityFailures({ ...base, others: [other(42, 17, 20)] })).toContainEqual({ rule: R.overlappingShift, ref: 42 });
  });

  it('an overnight shift belongs to its start date: a ban from the next day does not touch it', () => {
    const base = eligible();
    const job = { ...base.job, startAt: sgt(DAY, 22), endAt: sgt(DAY, 30) };
    expect(rules({ ...base, job, bans: [ban({ startsOn: '2026-12-10', endsOn: null })] })).toEqual([]);
    expect(rules({ ...base, job, bans: [ban({ startsOn: DAY, endsOn: DAY })] })).toEqual([R.banned]);
  });

  it('Part IV: more than 12 hours on the day is refused unless the contract is exempt', () => {
    const base = eligible();
    const morning = { id: 9, startAt: sgt(DAY, 0), endAt: sgt(DAY, 5), minutes: 300 };
    expect(rules({ ...base, others: [morning] })).toEqual([PART_IV_RULES.dailyHours]);
    expect(rules({ ...base, others: [morning], policy: { ...base.policy, partIvExempt: true } })).toEqual([]);
  });

  it('every failure is named at once, never only the first', () => {
    const base = eligible();
    const failed = rules({
      ...base,
      worker: { ...base.worker, status: 'inactive', creditScore: 10, dateOfBirth: '2015-01-01' },
      bans: [ban({})],
      certificates: [],
    });
    expect(failed.sort()).toEqual([R.banned, R.certificateMissing, R.creditScore, R.minimumAge, R.workerNotActive].sort());
  });
});

describe('eligibilityFailures: properties', () => {
  const input = fc.record({
    creditScore: fc.integer({ min: 0, max: 100 }),
    minimumCreditScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    bans: fc.array(
      fc.record({
        scope: fc.constantFrom('platform' as const, 'client' as const, 'department' as const),
        scopeId: fc.option(fc.constantFrom(7, 8, 70, 71), { nil: null }),
        status: fc.constantFrom('active', 'lifted', 'expired'),
        startsOn: fc.constantFrom('2026-12-01', DAY, '2026-12-10'),
        endsOn: fc.option(fc.constantFrom('2026-12-08', DAY, '2026-12-31'), { nil: null }),
      }),
      { maxLength: 4 },
    ),
    certificates: fc.array(
      fc.record({
        typeId: fc.constantFrom(3, 4, 5),
        status: fc.constantFrom('verified', 'pending', 'rejected', 'expired'),
        expiresOn: fc.option(fc.constantFrom('2026-12-08', DAY, '2027-01-31'), { nil: null }),
      }),
      { maxLength: 4 },
    ),
    required: fc.uniqueArray(fc.constantFrom(3, 4, 5), { maxLength: 3 }),
  });
  type Drawn = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const build = (v: Drawn): EligibilityInput => {
    const base = eligible();
    return {
      ...base,
      job: { ...base.job, requiredCertificateTypeIds: v.required, minimumCreditScore: v.minimumCreditScore },
      worker: { ...base.worker, creditScore: v.creditScore },
      bans: v.bans,
      certificates: v.certificates,
    };
  };

  it('lifting a ban or adding a valid certificate never adds a failure', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.constantFrom(3, 4, 5), (v, i, typeId) => {
        const before = new Set(rules(build(v)));
        const bans = v.bans.filter((_, k) => k !== i % Math.max(1, v.bans.length));
        const certificates = [...v.certificates, { typeId, status: 'verified' as const, expiresOn: null }];
        const after = rules(build({ ...v, bans, certificates }));
        return after.every((r) => before.has(r));
      }),
    );
  });

  it('each required type fails at most once, and exactly when no certificate of it is valid that day', () => {
    fc.assert(
      fc.property(input, (v) => {
        const missing = eligibilityFailures(build(v))
          .filter((f) => f.rule === R.certificateMissing)
          .map((f) => f.ref);
        const expected = v.required.filter(
          (t) => !v.certificates.some((c) => c.typeId === t && c.status === 'verified' && (c.expiresOn === null || c.expiresOn >= DAY)),
        );
        expect(missing).toEqual(expected);
      }),
    );
  });
});
