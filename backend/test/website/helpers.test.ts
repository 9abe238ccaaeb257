/** The public pages' escaping, money and JSON-LD helpers and the island's files, without a database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicJobDetail } from '@shiftdesk/shared/api';
import { esc, jsonForScript } from '../../src/modules/website/escape';
import { centsToDecimal, sgClock, sgd, shiftDay } from '../../src/modules/website/format';
import { jobPosting } from '../../src/modules/website/jsonld';
import { islandFrom } from '../../src/modules/website/island';
import { pickLang, texts } from '../../src/modules/website/texts';

test('esc: the five HTML specials, and nothing else', () => {
  expect(esc(`<a href="x" title='y'>&amp;</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
  );
  expect(esc('工作 · S$12.00')).toBe('工作 · S$12.00');
  expect(esc(null)).toBe('');
  expect(esc(undefined)).toBe('');
  expect(esc(42)).toBe('42');
});

test('jsonForScript: no way out of a <script>, and the same data when parsed back', () => {
  const data = { title: '</script><script>alert(1)</script>', c: '<!-- & -->', ls: 'a\u2028b\u2029c' };
  const out = jsonForScript(data);
  expect(out).not.toMatch(/<|>|&|\u2028|\u2029/);
  expect(JSON.parse(out)).toEqual(data);
});

test('money by integer cents, times in Singapore', () => {
  expect(centsToDecimal(1200)).toBe('12.00');
  expect(centsToDecimal(1205)).toBe('12.05');
  expect(centsToDecimal(7)).toBe('0.07');
  expect(centsToDecimal(123456789)).toBe('1,234,567.89');
  expect(sgd(1999)).toBe('S$19.99');
  expect(sgClock('2026-12-05T01:00:00.000Z')).toBe('09:00');
  expect(sgClock('2026-12-05T16:30:00.000Z')).toBe('00:30');
  expect(shiftDay('2026-12-05', 'en')).toBe('Sat 5 Dec 2026');
  expect(shiftDay('2026-12-05', 'zh-CN')).toBe('2026年12月5日 周六');
});

test('language: ?lang wins, then Accept-Language; texts fill their placeholders', () => {
  expect(pickLang('zh-CN', 'en-GB')).toEqual({ lang: 'zh-CN', explicit: true });
  expect(pickLang('en', 'zh-CN')).toEqual({ lang: 'en', explicit: true });
  expect(pickLang(undefined, 'zh-TW,zh;q=0.9')).toEqual({ lang: 'zh-CN', explicit: false });
  expect(pickLang('fr', 'fr-FR,en;q=0.8')).toEqual({ lang: 'en', explicit: false });
  expect(pickLang(undefined, undefined)).toEqual({ lang: 'en', explicit: false });
  expect(texts('en')('found', { n: 3 })).toBe('3 open jobs');
  expect(texts('zh-CN')('found', { n: 3 })).toBe('共 3 个空缺');
});

test('jobPosting: the fields search engines read, salary exact to the cent', () => {
  const job: PublicJobDetail = {
    code: 'J-1',
    title: 'Event crew',
    positionId: 1,
    positionName: 'Crew',
    district: 1,
    area: 'Raffles Place',
    shiftDate: '2026-12-05',
    startAt: '2026-12-05T01:00:00.000Z',
    endAt: '2026-12-05T09:00:00.000Z',
    breakMinutes: 60,
    breakPaid: false,
    payRate: 1215,
    openings: 2,
    minimumAge: null,
    residencies: [],
    certificates: [],
    description: 'Set up chairs',
    dressCode: '',
  };
  const p = jobPosting({
    job,
    description: job.description,
    datePosted: '2026-11-01T00:00:00.000Z',
    brand: 'Shiftdesk',
    origin: 'https://jobs.example.sg',
    url: 'https://jobs.example.sg/admin/website/jobs/J-1',
  });
  expect(p).toMatchObject({
    '@type': 'JobPosting',
    title: 'Event crew',
    validThrough: job.startAt,
    employmentType: 'TEMPORARY',
    hiringOrganization: { name: 'Shiftdesk' },
    jobLocation: { address: { addressRegion: 'Raffles Place', addressCountry: 'SG' } },
    baseSalary: { currency: 'SGD', value: { value: 12.15, unitText: 'HOUR' } },
  });
});

test("the island: entry.json names the script; only the build's hashed names are read", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'website-island-'));
  const island = islandFrom(dir);
  // Not built yet: no script, and asked again once it is.
  expect(island.scriptSrc()).toBeUndefined();
  fs.writeFileSync(path.join(dir, 'entry.json'), JSON.stringify({ js: '/admin/website/assets/apply.0123abcd.js' }));
  fs.writeFileSync(path.join(dir, 'apply.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'no');
  expect(island.scriptSrc()).toBe('/admin/website/assets/apply.0123abcd.js');
  expect((await island.read('apply.0123abcd.js'))?.toString()).toBe('console.log(1)');
  for (const bad of ['secret.txt', 'entry.json', '../apply.0123abcd.js', 'apply.0123abcd.js/..', 'missing.0123abcd.js'])
    expect(await island.read(bad)).toBeUndefined();
  fs.rmSync(dir, { recursive: true, force: true });
});
