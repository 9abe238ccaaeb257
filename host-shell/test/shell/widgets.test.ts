import { FINANCE_HOME_RULES, WORKFORCE_HOME_RULES } from '@shiftdesk/shared/api';
import {
  loadAllWidgets,
  mayShowWidgets,
  visibleWidgets,
  WIDGET_RULES,
  widgetRemotes,
  widgetsOf,
} from '../../src/home/loadWidgets';
import type { HomeWidget } from '../../src/home/types';

const C = () => null;
const w = (key: string, permission?: string): HomeWidget => ({ key, title: `x:${key}`, permission, component: C });

describe('home widgets', () => {
  test('only widgets without a permission or with one the user holds', () => {
    const held = new Set(['api/v1/system/online/list']);
    const list = [w('a'), w('b', 'api/v1/system/online/list'), w('c', 'api/v1/finance/invoice/list')];
    expect(visibleWidgets(list, (p) => held.has(p)).map((x) => x.key)).toEqual(['a', 'b']);
    expect(visibleWidgets(list, () => true).map((x) => x.key)).toEqual(['a', 'b', 'c']);
  });

  test('duplicate keys are shown once', () => {
    expect(visibleWidgets([w('a'), w('a')], () => true)).toHaveLength(1);
  });

  test('module shapes: default export array, bare array; invalid entries dropped', () => {
    expect(widgetsOf({ default: [w('a'), { key: 'bad' }] }).map((x) => x.key)).toEqual(['a']);
    expect(widgetsOf([w('b')]).map((x) => x.key)).toEqual(['b']);
    expect(widgetsOf({ default: 'nope' })).toEqual([]);
    expect(widgetsOf(undefined)).toEqual([]);
  });

  test('one failing, throwing or hanging remote never hides the others', async () => {
    const load = (id: string): Promise<unknown> => {
      if (id === 'system/home/widgets') return Promise.resolve({ default: [w('system.a')] });
      if (id === 'workforce/home/widgets') return Promise.reject(new Error('remote down'));
      if (id === 'finance/home/widgets') throw new Error('sync throw');
      return new Promise(() => {}); // website hangs
    };
    const res = await loadAllWidgets(['system', 'workforce', 'finance', 'website'], load, 50);
    expect(res.map((r) => r.remote)).toEqual(['system', 'workforce', 'finance', 'website']);
    expect(res[0].widgets.map((x) => x.key)).toEqual(['system.a']);
    expect(res[1]).toMatchObject({ widgets: [], error: 'remote down' });
    expect(res[2]).toMatchObject({ widgets: [], error: 'sync throw' });
    expect(res[3].error).toMatch(/timed out/);
  });
});

describe('which remotes are asked for widgets', () => {
  test('only remotes whose manifest exposes ./home/widgets, or whose manifest is unreadable', () => {
    const exposed = {
      system: ['./user/index', './home/widgets'],
      workforce: ['./worker/index'],
      finance: 'unknown' as const,
    };
    expect(widgetRemotes(['system', 'workforce', 'finance', 'website'], exposed)).toEqual(['system', 'finance']);
  });

  test('no remote exposes widgets: none is asked', () => {
    expect(widgetRemotes(['system', 'website'], { system: ['./user/index'], website: [] })).toEqual([]);
  });

  test('a remote none of whose widgets the user may see is not asked; others and undeclared ones are', () => {
    const held = new Set<string>([WORKFORCE_HOME_RULES.certificatesExpiring]);
    const has = (p: string) => held.has(p);
    expect(mayShowWidgets('workforce', has)).toBe(true);
    expect(mayShowWidgets('finance', has)).toBe(false);
    expect(mayShowWidgets('system', has)).toBe(true);
    expect(mayShowWidgets('finance', (p) => p === FINANCE_HOME_RULES.withdrawalsToApprove)).toBe(true);
    expect(Object.keys(WIDGET_RULES)).toEqual(['workforce', 'finance']);
  });
});
