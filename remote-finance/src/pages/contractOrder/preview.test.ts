/** The sample shift of the policy editor, through the rules library: the golden-path example. */

import type { WorkPolicy } from '@shiftdesk/shared/rules';
import { DEFAULT_POLICY, markupText, toBody } from './form';
import { GOLDEN_SAMPLE, previewShift } from './preview';

const golden: WorkPolicy = {
  ...DEFAULT_POLICY,
  payRounding: { unitMinutes: 15, mode: 'floor' as const },
  billRounding: { unitMinutes: 15, mode: 'ceil' as const },
};

test('the golden-path shift: raw 532, pay 525 = 480 + 45 → S$109.50, bill 540 = 480 + 60 → S$171.00', () => {
  const out = previewShift(golden, GOLDEN_SAMPLE, { payRateCents: 1200, billRateCents: 1800 });
  if (!out.ok) throw new Error(`refused: ${out.reason}`);
  expect(out.result).toMatchObject({
    rawMinutes: 532,
    payMinutes: 525,
    normalMinutes: 480,
    otMinutes: 45,
    billMinutes: 540,
    billNormalMinutes: 480,
    billOtMinutes: 60,
    payAmount: 10950,
    billAmount: 17100,
    lateMinutes: 8,
  });
});

test('an overnight shift ends and clocks out the next day', () => {
  const out = previewShift(
    golden,
    { ...GOLDEN_SAMPLE, start: '22:00', end: '06:00', clockIn: '22:00', clockOut: '06:00', breakMinutes: 0 },
    { payRateCents: 1200, billRateCents: 1800 },
  );
  if (!out.ok) throw new Error(`refused: ${out.reason}`);
  expect(out.result.rawMinutes).toBe(480);
});

test('half-typed times and policies are reported, not thrown', () => {
  expect(previewShift(golden, { ...GOLDEN_SAMPLE, end: '19:' }, { payRateCents: 1, billRateCents: 1 })).toEqual({
    ok: false,
    reason: 'times',
  });
  const out = previewShift({ ...golden, otPayMultiplier: 1.0005 }, GOLDEN_SAMPLE, {
    payRateCents: 1200,
    billRateCents: 1800,
  });
  expect(out.ok).toBe(false);
  expect(out.ok === false && out.reason).toBe('policy');
});

test('rates typed in dollars go out as cents; markup from cents', () => {
  const body = toBody({
    contractDeptId: 3,
    policy: { ...golden, phPayMultiplier: 2 },
    rates: [{ positionId: 7, payRate: 12.1, billRate: 18.15 }],
  });
  expect(body.rates).toEqual([{ positionId: 7, payRate: 1210, billRate: 1815 }]);
  // the extra-day rule takes no multiplier: a stale one is not sent
  expect(body.policy).not.toHaveProperty('phPayMultiplier');
  expect(markupText(12, 18)).toBe('50.0%');
  expect(markupText(12.5, 12)).toBe('-4.0%');
  expect(markupText(null, 18)).toBe('—');
});
