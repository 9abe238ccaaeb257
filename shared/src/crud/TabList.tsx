/**
 * antd's Tabs with the `tablist` role on the row of tabs itself. antd puts the role on the bar
 * that also holds the overflow ("more") button, and a tablist may contain only tabs: a record
 * whose tabs overflow (the worker's, at 1366 px) failed axe's aria-required-children. The role
 * moves after each render; antd sets it only on mount, so it is not put back.
 */
import { Tabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

export function TabList(props: TabsProps) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const nav = root.current?.querySelector(':scope > .ant-tabs > .ant-tabs-nav');
    const list = nav?.querySelector('.ant-tabs-nav-list');
    if (!nav || !list || nav.getAttribute('role') !== 'tablist') return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });
  return (
    <div ref={root}>
      <Tabs {...props} />
    </div>
  );
}
