/**
 * 50 concurrent creates with one unique key, on every entity that has one (issue 25, defect 5):
 * exactly one succeeds and the other 49 are told 409, never a 5xx. Before the fix, 50 user adds
 * of one name gave 1 + 32 × 409 + 17 × 503: each passed the "is the name free?" check, then
 * queued for argon2 behind a gate that refuses what it cannot queue.
 * Meant for PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side; on
 * PGlite the same answers must hold too.
 */
import { and, eq } from 'drizzle-orm';
import { wfSmsTemplate } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { makeClient } from './finance/fixtures';
import { api } from './support/http';
import { adminToken } from './support/sessions';
import { workerBody } from './workforce/fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 180_000);
afterAll(() => t.close());

const RACERS = 50;

/** [entity, route, the one body all racers send] */
const cases: [string, string, () => Promise<Record<string, unknown>>][] = [
  ['user', '/system/user/add', async () => ({ deptId: 1, userName: 'racer', userNickname: 'Racer', mobile: '91234567', userType: 1, password: 'Abcdefg123', roleIds: [], postIds: [] })],
  ['role', '/system/role/add', async () => ({ name: 'Racers', roleKey: 'racers', listOrder: 9, dataScope: 3, menuIds: [] })],
  ['post', '/system/post/add', async () => ({ postCode: 'racer', postName: 'Racer', postSort: 9 })],
  ['dictionary type', '/system/dict/type/add', async () => ({ dictName: 'Race kind', dictType: 'race_kind' })],
  ['dictionary value', '/system/dict/data/add', async () => ({ dictType: 'sys_yes_no', dictLabel: 'Maybe', dictValue: 'maybe', dictSort: 9 })],
  ['parameter', '/system/config/add', async () => ({ configName: 'Race', configKey: 'race.key', configValue: '1' })],
  ['menu', '/system/menu/add', async () => ({ pid: 0, menuType: 'D', name: 'raceDir', title: 'Race dir', path: '/racedir' })],
  ['client', '/finance/client/add', async () => ({
    name: 'Race Pte Ltd',
    uen: '201912345K',
    gstRegistered: false,
    billingAddress: '1 Raffles Place, Singapore 048616',
    billingEmail: 'ap@example.com.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  })],
  ['contract department', '/finance/contractDept/add', async () => ({
    clientId: await makeClient(A),
    name: 'Race kitchen',
    siteAddress: '1 Raffles Place',
    postalCode: '048616',
  })],
  ['position', '/finance/position/add', async () => ({ name: 'Race marshal' })],
  ['public holiday', '/finance/publicHoliday/add', async () => ({ date: '2031-03-03', name: 'Race day', substituteFor: null, source: 'test' })],
  ['certificate type', '/workforce/certificateType/add', async () => ({ name: 'Race licence', expires: true, blocksEligibility: false })],
  ['worker', '/workforce/worker/add', async () => workerBody()],
  ['SMS template (code, language)', '/workforce/smsTemplate/add', async () => {
    // The migration's default for the pair goes first, so the racers compete for a free one.
    await t.db
      .delete(wfSmsTemplate)
      .where(and(eq(wfSmsTemplate.code, 'NO_SHOW_WARNING'), eq(wfSmsTemplate.lang, 'zh-CN')));
    return { code: 'NO_SHOW_WARNING', lang: 'zh-CN', body: '{{name}}：您未出勤 {{shiftDate}} 的工作。' };
  }],
];

test.each(cases)('%s: %s × 50 at once → 1 created, 49 × 409', async (_entity, route, body) => {
  const payload = await body();
  const answers = await Promise.all(Array.from({ length: RACERS }, () => A.post(route, payload)));
  const created = answers.filter((r) => r.statusCode === 200 && r.json().code === 0).length;
  const conflicts = answers.filter((r) => r.statusCode === 409).length;
  // Anything else, by status and message, so a failure says what the losers were told.
  const other: Record<string, number> = {};
  for (const r of answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409)) {
    const key = `${r.statusCode} ${r.json().message}`;
    other[key] = (other[key] ?? 0) + 1;
  }
  expect({ created, conflicts, other }).toEqual({ created: 1, conflicts: RACERS - 1, other: {} });
}, 120_000);
