/** @jest-environment node */
import { rowInForce } from './effective';
import { CPF_CEILINGS, CPF_RATES, GST_RATES, PUBLIC_HOLIDAYS, SDL_RATES } from './reference-data';
import type { EffectiveRow } from './types';

function overlaps(rows: readonly EffectiveRow[]): boolean {
  const sorted = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return sorted.some((r, i) => {
    if (i === 0) return false;
    const prevEnd = sorted[i - 1].effectiveTo;
    return prevEnd === null || prevEnd >= r.effectiveFrom;
  });
}

describe('reference seed data', () => {
  it('cites a source on every row', () => {
    for (const r of [...PUBLIC_HOLIDAYS, ...GST_RATES, ...CPF_RATES, ...CPF_CEILINGS, ...SDL_RATES]) {
      expect(r.source.trim().length).toBeGreaterThan(10);
    }
  });

  it('has no overlapping rows in any table or CPF band', () => {
    expect(overlaps(GST_RATES)).toBe(false);
    expect(overlaps(CPF_CEILINGS)).toBe(false);
    expect(overlaps(SDL_RATES)).toBe(false);
    const bands = new Map<string, EffectiveRow[]>();
    for (const r of CPF_RATES) {
      const key = `${r.rateClass}/${r.ageMax}`;
      bands.set(key, [...(bands.get(key) ?? []), r]);
    }
    for (const rows of bands.values()) expect(overlaps(rows)).toBe(false);
  });

  it('has every CPF band of every class in force through 2025 and 2026, ending with an open band', () => {
    for (const date of ['2025-01-01', '2025-12-31', '2026-01-01', '2026-12-31']) {
      for (const cls of ['citizen', 'pr1', 'pr2'] as const) {
        const inForce = CPF_RATES.filter(
          (r) => r.rateClass === cls && r.effectiveFrom <= date && (r.effectiveTo === null || date <= r.effectiveTo),
        );
        expect(inForce.filter((r) => r.ageMax === null)).toHaveLength(1);
        expect(inForce.find((r) => r.ageMax === 55)).toBeDefined();
      }
    }
  });

  it('picks the rates DOMAIN.md gives for 2026 and the ceilings of each year', () => {
    const at = (cls: string, ageMax: number | null, date: string) =>
      rowInForce(
        CPF_RATES.filter((r) => r.rateClass === cls && r.ageMax === ageMax),
        date,
      );
    expect(at('citizen', 60, '2026-05-01')).toMatchObject({ employerBp: 1600, employeeBp: 1800 });
    expect(at('citizen', 65, '2026-05-01')).toMatchObject({ employerBp: 1250, employeeBp: 1250 });
    expect(at('citizen', 60, '2025-05-01')).toMatchObject({ employerBp: 1550, employeeBp: 1700 });
    expect(at('pr1', 55, '2026-05-01')).toMatchObject({ employerBp: 400, employeeBp: 500 });
    expect(at('pr2', 55, '2026-05-01')).toMatchObject({
      employerBp: 900,
      employeeBp: 1500,
      phasedEmployeeFactorBp: 4500,
    });
    expect(rowInForce(CPF_CEILINGS, '2025-07-01').owCeilingCents).toBe(7_400_00);
    expect(rowInForce(CPF_CEILINGS, '2026-07-01').owCeilingCents).toBe(8_000_00);
    expect(rowInForce(GST_RATES, '2022-12-31').rateBp).toBe(700);
    expect(rowInForce(GST_RATES, '2023-06-01').rateBp).toBe(800);
    expect(rowInForce(GST_RATES, '2026-06-01').rateBp).toBe(900);
  });

  it('lists the 2026 Sunday holidays with their Monday substitutes', () => {
    const subs = PUBLIC_HOLIDAYS.filter((h) => h.substituteFor?.startsWith('2026')).map((h) => [
      h.substituteFor,
      h.date,
    ]);
    expect(subs).toEqual([
      ['2026-05-31', '2026-06-01'],
      ['2026-08-09', '2026-08-10'],
      ['2026-11-08', '2026-11-09'],
    ]);
  });

  it('gives every Sunday holiday a substitute on the next day that is not itself a holiday', () => {
    const dates = new Set(PUBLIC_HOLIDAYS.map((h) => h.date));
    const day = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    for (const h of PUBLIC_HOLIDAYS) {
      if (h.substituteFor) {
        expect(dates.has(h.substituteFor)).toBe(true);
        expect(day(h.substituteFor)).toBe(0);
        expect(day(h.date)).toBe(1);
        continue;
      }
      if (day(h.date) === 0) {
        expect(PUBLIC_HOLIDAYS.some((s) => s.substituteFor === h.date)).toBe(true);
      }
    }
    // One row per date, and 2025–2027 each covered.
    expect(dates.size).toBe(PUBLIC_HOLIDAYS.length);
    for (const y of ['2025', '2026', '2027']) {
      expect(PUBLIC_HOLIDAYS.filter((h) => h.date.startsWith(y)).length).toBeGreaterThanOrEqual(11);
    }
  });
});
