/**
 * A menu entry as the server sends it (`getUserMenus`), for the shell's tests: a plain visible
 * page unless the test says otherwise, so each test names only what it is about.
 */
import type { MenuEntry } from '@shiftdesk/shared/api';
import { routeMeta } from '../../src/router/menuRoutes';

type Meta = MenuEntry['meta'];

export function menuEntry(
  e: Pick<MenuEntry, 'id' | 'name' | 'path'> & Partial<Omit<MenuEntry, 'meta'>> & { meta: Partial<Meta> & Pick<Meta, 'title'> },
): MenuEntry {
  return {
    pid: 0,
    component: `${e.path.slice(1)}/index`,
    redirect: '',
    children: [],
    ...e,
    meta: routeMeta(e.meta.title, e.meta.titleZh ?? e.meta.title, e.meta.icon ?? '', e.meta),
  };
}
