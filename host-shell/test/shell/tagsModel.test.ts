import {
  addTag,
  closeAll,
  closeOthers,
  closeTag,
  ensureAffix,
  makeTag,
  moveTag,
  normalizeSearch,
  readCachedTags,
  reconcileWithRoutes,
  rekey,
  TAGS_STORAGE_KEY,
  type TagRoute,
  tagKey,
  writeCachedTags,
} from '../../src/layout/tagsView/model';

const route = (path: string, extra: Partial<TagRoute['meta']> = {}): TagRoute => ({
  path,
  meta: { title: path.slice(1), titleZh: `中${path.slice(1)}`, icon: '', isAffix: false, isKeepAlive: true, ...extra },
});
const home = route('/home', { isAffix: true, title: 'Home', titleZh: '首页' });
const users = route('/system/user');
const roles = route('/system/role');
const posts = route('/system/post');

function open(list = ensureAffix([], [home], false), ...tags: [TagRoute, string?][]) {
  let l = list;
  for (const [r, q] of tags) l = addTag(l, makeTag(r, q ?? '', false));
  return l;
}

describe('tags model', () => {
  test('home is affixed first; visits append once', () => {
    const l = open(undefined, [users], [roles], [users]);
    expect(l.map((t) => t.path)).toEqual(['/home', '/system/user', '/system/role']);
    expect(l[0].isAffix).toBe(true);
  });

  test('ensureAffix puts affixed tags at the front even when restored later', () => {
    const l = ensureAffix([makeTag(users, '', false)], [home], false);
    expect(l.map((t) => t.path)).toEqual(['/home', '/system/user']);
  });

  test('close removes the tag and proposes its right neighbour, else the left one', () => {
    const l = open(undefined, [users], [roles], [posts]);
    const r1 = closeTag(l, '/system/role');
    expect(r1.list.map((t) => t.path)).toEqual(['/home', '/system/user', '/system/post']);
    expect(r1.next?.path).toBe('/system/post');
    const r2 = closeTag(r1.list, '/system/post');
    expect(r2.next?.path).toBe('/system/user');
  });

  test('an affixed tag is never closed', () => {
    const l = open(undefined, [users]);
    expect(closeTag(l, '/home').list).toBe(l);
  });

  test('close others keeps affixed + the chosen tag; close all keeps affixed only', () => {
    const l = open(undefined, [users], [roles], [posts]);
    expect(closeOthers(l, '/system/role').map((t) => t.path)).toEqual(['/home', '/system/role']);
    expect(closeAll(l).map((t) => t.path)).toEqual(['/home']);
  });

  test('shared view: one tag per path (keeps the latest query); otherwise one per path+query', () => {
    let shared = ensureAffix([], [home], true);
    shared = addTag(shared, makeTag(users, '?status=1', true));
    shared = addTag(shared, makeTag(users, '?status=0', true));
    expect(shared.filter((t) => t.path === '/system/user')).toHaveLength(1);
    expect(shared[1].url).toBe('/system/user?status=0');

    const perQuery = open(undefined, [users, '?status=1'], [users, '?status=0'], [users, '?status=1']);
    expect(perQuery.filter((t) => t.path === '/system/user').map((t) => t.url)).toEqual([
      '/system/user?status=1',
      '/system/user?status=0',
    ]);
  });

  test('query order does not matter for identity', () => {
    expect(normalizeSearch('?b=2&a=1')).toBe('?a=1&b=2');
    expect(tagKey('/x', '?b=2&a=1', false)).toBe(tagKey('/x', 'a=1&b=2', false));
    expect(tagKey('/x', '?a=1', true)).toBe('/x');
  });

  test('rekey merges per-query tags when the shared view is switched on', () => {
    const l = open(undefined, [users, '?a=1'], [users, '?a=2']);
    expect(rekey(l, true).map((t) => t.key)).toEqual(['/home', '/system/user']);
  });

  test('drag-sort moves a tag; affixed tags never move', () => {
    const l = open(undefined, [users], [roles], [posts]);
    expect(moveTag(l, '/system/post', '/system/user').map((t) => t.path)).toEqual([
      '/home',
      '/system/post',
      '/system/user',
      '/system/role',
    ]);
    expect(moveTag(l, '/system/user', '/home')).toBe(l);
    expect(moveTag(l, '/home', '/system/user')).toBe(l);
  });

  test('persist: write/read sessionStorage tagsViewList, invalid entries dropped', () => {
    const l = open(undefined, [users, '?status=1']);
    writeCachedTags(sessionStorage, l);
    expect(JSON.parse(sessionStorage.getItem(TAGS_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(readCachedTags(sessionStorage)).toEqual(l);
    sessionStorage.setItem(TAGS_STORAGE_KEY, JSON.stringify([...l, { key: 1 }, { key: 'x', path: 'javascript:1', url: 'x', title: 'x' }]));
    expect(readCachedTags(sessionStorage)).toHaveLength(2);
    sessionStorage.setItem(TAGS_STORAGE_KEY, '{not json');
    expect(readCachedTags(sessionStorage)).toEqual([]);
    writeCachedTags(sessionStorage, null);
    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
  });

  test('restored tags of routes the user no longer has are dropped; titles refreshed', () => {
    const l = open(undefined, [users], [roles]);
    const renamed = { ...users, meta: { ...users.meta, title: 'People' } };
    const out = reconcileWithRoutes(l, [home, renamed]);
    expect(out.map((t) => t.path)).toEqual(['/home', '/system/user']);
    expect(out[1].title).toBe('People');
  });

  test('a :param page keeps one tag per value, each opening its own path', () => {
    const data = { path: '/system/dict/data/list/:dictType', meta: { ...users.meta, title: 'Dictionary data' } };
    const a = makeTag({ ...data, path: '/system/dict/data/list/sys_user_sex' }, '', false);
    const b = makeTag({ ...data, path: '/system/dict/data/list/sys_yes_no' }, '', false);
    const l = addTag(addTag([], a), b);
    expect(l.map((t) => t.url)).toEqual(['/system/dict/data/list/sys_user_sex', '/system/dict/data/list/sys_yes_no']);
    // restored from the cache: both still belong to the pattern route, with its current title
    const out = reconcileWithRoutes(l, [home, { ...data, meta: { ...data.meta, title: 'Entries' } }]);
    expect(out.map((t) => [t.path, t.title])).toEqual([
      ['/system/dict/data/list/sys_user_sex', 'Entries'],
      ['/system/dict/data/list/sys_yes_no', 'Entries'],
    ]);
  });
});
