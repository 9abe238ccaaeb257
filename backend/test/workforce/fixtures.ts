/** Valid worker data for the workforce tests: NRICs/FINs by the checksum rule, distinct phones. */
import { nricCheckLetter } from '@shiftdesk/shared/rules';
import type { api } from '../support/http';

type Api = ReturnType<typeof api>;
// Per-process offsets keep parallel test files (sharing a PostgreSQL server, not a database) apart.
let n = (process.pid % 500) * 10_000 + Math.floor(Math.random() * 5_000);

export const nric = (prefix: 'S' | 'T' | 'F' | 'G' | 'M', digits: number) => {
  const d = String(digits % 10_000_000).padStart(7, '0');
  return `${prefix}${d}${nricCheckLetter(prefix, d)}`;
};

/** A fresh citizen's add body (override anything). */
export function workerBody(over: Record<string, unknown> = {}) {
  const i = ++n;
  return {
    name: `Tan Ah Kow ${i}`,
    nric: nric('S', 1_000_000 + i),
    dateOfBirth: '1996-05-17',
    gender: 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone: `+659${String(i).padStart(7, '0')}`,
    email: `worker${i}@example.com`,
    ...over,
  };
}

export async function makeWorker(A: Api, over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/workforce/worker/add', workerBody(over));
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}
