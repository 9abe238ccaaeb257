/** The small kit pieces the system module now shares: route options in one expression, trees by parent id. */
import { Envelope, IdQuery, IdsBody } from '@shiftdesk/shared/api';
import { NoData, downloadOptions, routeOptions } from '../src/core/routes/route-options';
import { nestRows } from '../src/core/base/tree';

describe('routeOptions', () => {
  test('a rule string protects the route with that rule; only the given schema parts are set', () => {
    const o = routeOptions('api/v1/system/post/get', 'A post', { query: IdQuery, reply: IdsBody });
    expect(o.config).toEqual({ rule: 'api/v1/system/post/get' });
    expect(Object.keys(o.schema).sort()).toEqual(['querystring', 'response', 'summary']);
    expect(o.schema.summary).toBe('A post');
    expect(o.schema.querystring).toBe(IdQuery);
    expect(o.schema.response[200]).toEqual(Envelope(IdsBody));
  });

  test('a protection object is kept as given, with the field messages added; NoData is the empty envelope', () => {
    const o = routeOptions({ auth: 'login' }, 'Log out', { body: IdsBody, reply: NoData, fieldMessages: { 'body.ids': ['common.saved'] } });
    expect(o.config).toEqual({ auth: 'login', fieldMessages: { 'body.ids': ['common.saved'] } });
    expect(Object.keys(o.schema).sort()).toEqual(['body', 'response', 'summary']);
    expect(o.schema.response[200]).toEqual(Envelope(NoData));
  });

  test('the protection object given is not changed (a shared constant stays as it is)', () => {
    const shared = { rule: 'api/v1/system/role/edit', alsoRules: ['api/v1/system/role/add'] } as const;
    routeOptions(shared, 'Menu tree', { reply: NoData, fieldMessages: { 'body.name': ['common.saved'] } });
    expect(shared).toEqual({ rule: 'api/v1/system/role/edit', alsoRules: ['api/v1/system/role/add'] });
  });

  test('a download answers the file or the JSON envelope of an error', () => {
    const o = downloadOptions('api/v1/workforce/workerDocument/file', 'Download', IdQuery);
    expect(o.config).toEqual({ rule: 'api/v1/workforce/workerDocument/file' });
    expect(o.schema.querystring).toBe(IdQuery);
    expect(Object.keys(o.schema.response[200].content).sort()).toEqual(['application/json', 'application/octet-stream']);
  });
});

describe('nestRows', () => {
  const rows = [
    { id: 1, pid: 0, name: 'a' },
    { id: 2, pid: 1, name: 'a.1' },
    { id: 3, pid: 1, name: 'a.2' },
    { id: 4, pid: 9, name: 'orphan' },
    { id: 5, pid: 2, name: 'a.1.1' },
  ];
  type Node = { id: number; name: string; children: Node[] };
  const node = (r: (typeof rows)[number]): Node => ({ id: r.id, name: r.name, children: [] });

  test('children go under their parent in the given order; a row whose parent is absent is a root', () => {
    const tree = nestRows(rows, (r) => r.pid, node);
    expect(tree.map((n) => n.name)).toEqual(['a', 'orphan']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['a.1', 'a.2']);
    expect(tree[0].children[0].children.map((n) => n.name)).toEqual(['a.1.1']);
    expect(tree[1].children).toEqual([]);
  });

  test('every row appears exactly once', () => {
    const seen: number[] = [];
    const walk = (ns: Node[]): void => {
      for (const n of ns) {
        seen.push(n.id);
        walk(n.children);
      }
    };
    walk(nestRows(rows, (r) => r.pid, node));
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  test('no rows, no tree', () => {
    expect(nestRows([], () => 0, node)).toEqual([]);
  });
});
