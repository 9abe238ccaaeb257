/**
 * Server messages: core keeps its own texts and each module registers its bundle when it loads.
 * Every key, wherever it lives, needs English and Simplified Chinese with the same placeholders;
 * loading the app must register every bundle, since tests call services without building one.
 */
import '../src/app';
import {
  isMessageKey,
  type MessageBundle,
  type MessageKey,
  registeredMessages,
  registerMessages,
  t,
} from '../src/core/base/i18n';
import { financeMessages } from '../src/modules/finance/messages';
import { systemMessages } from '../src/modules/system/messages';
import { websiteMessages } from '../src/modules/website/messages';
import { workforceMessages } from '../src/modules/workforce/messages';

const bundles: Record<string, MessageBundle> = {
  system: systemMessages,
  finance: financeMessages,
  workforce: workforceMessages,
  website: websiteMessages,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every registered key has an English and a Chinese text with the same placeholders', () => {
  const problems: string[] = [];
  for (const [key, texts] of registeredMessages()) {
    const [en, zh] = texts;
    if (texts.length !== 2) problems.push(`${key}: ${texts.length} texts`);
    if (!en?.trim()) problems.push(`${key}: no English`);
    if (!/[\u4e00-\u9fff]/.test(zh ?? '')) problems.push(`${key}: no Chinese`);
    else if (placeholders(en).join() !== placeholders(zh).join()) problems.push(`${key}: placeholders differ`);
  }
  expect(problems).toEqual([]);
});

test('loading the app registers every module bundle as written, no key in two bundles', () => {
  const owner = new Map<string, string>();
  for (const [name, bundle] of Object.entries(bundles)) {
    expect(Object.keys(bundle).length).toBeGreaterThan(0);
    for (const [key, texts] of Object.entries(bundle)) {
      expect([name, key, owner.get(key)]).toEqual([name, key, undefined]);
      owner.set(key, name);
      expect([key, isMessageKey(key), registeredMessages().get(key)]).toEqual([key, true, texts]);
    }
  }
  // Core keeps its own texts only: no module key is left behind in it.
  const coreKeys = [...registeredMessages().keys()].filter((key) => !owner.has(key));
  expect(coreKeys.filter((key) => !/^(ok|auth|error|common|list|upload|transition|deploy)(\.|$)/.test(key))).toEqual(
    [],
  );
});

test('a bundle registered again is a no-op; a key claimed by a second bundle is refused', () => {
  const size = registeredMessages().size;
  registerMessages(workforceMessages);
  expect(registeredMessages().size).toBe(size);
  expect(() => registerMessages({ 'client.notFound': ['Other', '其他'] })).toThrow('client.notFound');
  expect(t('en', 'client.notFound')).toBe('The client does not exist');
});

test('t fills placeholders in both languages; an unregistered key comes back as itself', () => {
  const state = ['active', '生效中'] as const;
  expect(t('en', 'contractOrder.reviseNotActive', { number: 'CO-1', state })).toBe(
    'Only an active contract order can be revised; CO-1 is active',
  );
  expect(t('zh-cn', 'contractOrder.reviseNotActive', { number: 'CO-1', state })).toBe(
    '只有生效中的合同订单可以修订；CO-1 为生效中',
  );
  expect(t('en', 'worker.importTooMany', { max: 500 })).toBe('At most 500 rows per import');
  expect(t('zh-cn', 'auth.locked', { minutes: 5 })).toBe('登录失败次数过多，账号已锁定，请 5 分钟后再试。');
  expect(isMessageKey('nobody.registered')).toBe(false);
  expect(t('en', 'nobody.registered' as MessageKey)).toBe('nobody.registered');
});
