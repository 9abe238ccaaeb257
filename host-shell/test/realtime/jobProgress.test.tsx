import { i18n, registerTranslations } from '@shiftdesk/shared';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../../src/notifications/i18n';
import { DONE_CLOSE_SECONDS, jobNotificationKey, jobTitle, showJobProgress } from '../../src/notifications/jobProgress';

type Config = { key: string; type: string; title: string; description: ReactNode; duration: number };

function capture() {
  const opened: Config[] = [];
  return { opened, api: { open: (c: Config) => opened.push(c) } as never };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

test('one notification per job (same key), updated with the bar, staying open while it runs', () => {
  const { opened, api } = capture();
  showJobProgress({ job: 'j1', name: 'system.demoProgress', done: 3, total: 10, state: 'active' }, api);
  showJobProgress({ job: 'j1', name: 'system.demoProgress', done: 7, total: 10, state: 'active' }, api);
  expect(opened.map((o) => o.key)).toEqual([jobNotificationKey('j1'), jobNotificationKey('j1')]);
  expect(opened[1]).toMatchObject({ type: 'info', title: 'Test job', duration: 0 });
  render(<div>{opened[1].description}</div>);
  expect(screen.getByText('7 of 10 done')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
});

test('done = total completes it at 100 % and it closes itself; a failure stays open', () => {
  const { opened, api } = capture();
  showJobProgress({ job: 'j2', name: 'system.demoProgress', done: 10, total: 10, state: 'active' }, api);
  expect(opened[0]).toMatchObject({ type: 'success', duration: DONE_CLOSE_SECONDS });
  const { unmount } = render(<div>{opened[0].description}</div>);
  expect(screen.getByText('Finished')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  unmount();
  showJobProgress({ job: 'j3', name: 'system.demoProgress', done: 4, total: 10, state: 'failed' }, api);
  expect(opened[1]).toMatchObject({ type: 'error', duration: 0 });
  render(<div>{opened[1].description}</div>);
  expect(screen.getByText('Failed')).toBeInTheDocument();
});

test("titles: the shell's queues, then the module's own jobNames, never the raw queue name", async () => {
  // A remote registers its jobs' titles with its texts, under its namespace (remote-finance/src/i18n.ts).
  registerTranslations('shelltestmod', {
    en: { jobNames: { rebuildIndex: 'Index rebuild' } },
    'zh-cn': { jobNames: { rebuildIndex: '重建索引' } },
  });
  expect(jobTitle('system.purgeExpiredSessions')).toBe('Purge expired sessions');
  expect(jobTitle('shelltestmod.rebuildIndex')).toBe('Index rebuild');
  // A queue nobody titled (or a module whose texts are not loaded) gets the generic title.
  expect(jobTitle('finance.exportPayroll')).toBe('Background job');
  expect(jobTitle('shelltestmod.other')).toBe('Background job');
  expect(jobTitle('')).toBe('Background job');
  await i18n.changeLanguage('zh-cn');
  expect(jobTitle('system.demoProgress')).toBe('测试任务');
  expect(jobTitle('shelltestmod.rebuildIndex')).toBe('重建索引');
  expect(jobTitle('finance.exportPayroll')).toBe('后台任务');
  await i18n.changeLanguage('en');
});
