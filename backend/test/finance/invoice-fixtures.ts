/**
 * What an invoice test starts from: the supplier's parameters set through the config API, and
 * approved timesheets of verified records made by golden path steps 8–15.
 */
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from '../workforce/job-fixtures';

type Api = ReturnType<typeof api>;

/** A 1×1 PNG, as the signature pad's data URL. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const SUPPLIER = {
  'finance.supplier.name': 'Golden Staffing Pte. Ltd.',
  'finance.supplier.address': '1 Raffles Place, #40-01, Singapore 048616',
  'finance.supplier.uen': '201812345D',
  'finance.supplier.gstRegNo': 'M90312345A',
  'finance.supplier.bank': 'DBS 072-123456-7',
} as const;

/**
 * The file's test app, signed in as admin with the supplier set (an invoice cannot be issued
 * without it): made before its tests, closed after them; `set` receives both.
 */
export function withSupplierApp(set: (t: TestApp, A: Api) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    const A = api(app, (await adminToken(app)).token);
    await setSupplier(A);
    set(app, A);
  }, 180_000);
  afterAll(() => app?.close());
}

/** Sets the supplier parameters (the issue check refuses without them). */
export function setSupplier(A: Api, values: Partial<Record<keyof typeof SUPPLIER, string>> = SUPPLIER) {
  return setParams(A, values);
}

/** Sets system parameters by key through the config API. */
export async function setParams(A: Api, values: Record<string, string>) {
  const rows = (await A.get('/system/config/list?pageSize=200')).json().data.list as {
    id: number;
    configName: string;
    configKey: string;
  }[];
  for (const [key, value] of Object.entries(values)) {
    const row = rows.find((r) => r.configKey === key);
    if (!row) throw new Error(`No parameter ${key}`);
    const r = await A.put('/system/config/edit', {
      id: row.id,
      configName: row.configName,
      configKey: key,
      configValue: value,
    });
    if (r.json().code !== 0) throw new Error(r.body);
  }
}

/** Steps 8–12: a verified record clocked 09:08–19:07 of a 09:00–19:00 shift on `day`. */
export async function verifiedRecord(A: Api, terms: Terms, day: string): Promise<number> {
  const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), await activeWorker(A));
  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(day, '09:08'),
    clockOutAt: sg(day, '19:07'),
    reason: 'Punches phoned in by the site supervisor',
  });
  if (edited.json().code !== 0) throw new Error(edited.body);
  const verified = await A.put('/workforce/workRecord/verify', { ids: [id] });
  if (verified.json().code !== 0) throw new Error(verified.body);
  return id;
}

/** Steps 13–15: the department's timesheet of `period`, sent and approved. */
export async function approvedTimesheet(A: Api, terms: Terms, period: string): Promise<number> {
  const g = await A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period });
  if (g.json().code !== 0) throw new Error(g.body);
  const id = g.json().data.id as number;
  for (const [path, body] of [
    ['/workforce/timesheet/send', { id }],
    ['/workforce/timesheet/approve', { id, signerName: 'Mei Ling Tan', signature: PNG }],
  ] as const) {
    const r = await A.put(path, body);
    if (r.json().code !== 0) throw new Error(r.body);
  }
  return id;
}

/** A monthly client with `days` of verified work in one month (the first day's), its timesheet approved. */
export async function billableMonth(A: Api, days: string[], client: Record<string, unknown> = {}) {
  const terms = await makeTerms(A, {}, { billingFrequency: 'monthly', ...client });
  const records = [];
  for (const d of days) records.push(await verifiedRecord(A, terms, d));
  const timesheetId = await approvedTimesheet(A, terms, days[0].slice(0, 7));
  return { terms, records, timesheetId };
}

export type { TestApp, Terms };
