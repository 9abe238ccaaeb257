import { buildLoginRedirect, canSeeRoute, decideNavigation, isPublicPath, loginTarget } from '../src/router/guard';

describe('public paths', () => {
  it.each([
    '/login',
    '/website',
    '/website/jobs',
    '/website/aboutUs',
    '/website/privacy',
    '/website/terms_of_service',
    '/401',
    '/website/',
  ])('%s is public', (p) => expect(isPublicPath(p)).toBe(true));
  it.each(['/home', '/system/user', '/', '/personal', '/websites'])('%s is not public', (p) =>
    expect(isPublicPath(p)).toBe(false),
  );
});

describe('guard decisions (spec §2)', () => {
  it('public paths always pass, with or without token', () => {
    expect(decideNavigation({ path: '/website/aboutUs', search: '', token: '', routesLoaded: false })).toEqual({
      type: 'pass',
    });
    expect(decideNavigation({ path: '/website', search: '', token: 't', routesLoaded: false })).toEqual({
      type: 'pass',
    });
  });
  it('no token → /login with redirect and other params, session cleared', () => {
    expect(decideNavigation({ path: '/system/user', search: '', token: '', routesLoaded: false })).toEqual({
      type: 'redirect',
      to: '/login?redirect=/system/user',
      clearSession: true,
    });
    expect(
      decideNavigation({ path: '/system/user', search: '?deptId=3&status=1', token: '', routesLoaded: true }),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=/system/user&deptId=3&status=1',
      clearSession: true,
    });
  });
  it('token + /login → /home', () => {
    expect(decideNavigation({ path: '/login', search: '', token: 't', routesLoaded: true })).toEqual({
      type: 'redirect',
      to: '/home',
    });
    expect(
      decideNavigation({ path: '/login', search: '?redirect=/system/user', token: 't', routesLoaded: false }),
    ).toEqual({
      type: 'redirect',
      to: '/system/user',
    });
  });
  it('first entry with a token loads the routes, then passes', () => {
    expect(decideNavigation({ path: '/system/user', search: '', token: 't', routesLoaded: false })).toEqual({
      type: 'loadRoutes',
    });
    expect(decideNavigation({ path: '/system/user', search: '', token: 't', routesLoaded: true })).toEqual({
      type: 'pass',
    });
  });
});

describe('redirect building', () => {
  it('keeps slashes of the target readable and drops a stale redirect param', () => {
    expect(buildLoginRedirect('/system/user', '?redirect=/old&a=1')).toBe('/login?redirect=/system/user&a=1');
  });
  it('login target: redirect + other params, else /home; no open redirects', () => {
    expect(loginTarget('?redirect=/system/user')).toBe('/system/user');
    expect(loginTarget('?redirect=/system/user&deptId=3')).toBe('/system/user?deptId=3');
    expect(loginTarget('')).toBe('/home');
    expect(loginTarget('?redirect=https://evil.example')).toBe('/home');
    expect(loginTarget('?redirect=//evil.example')).toBe('/home');
    expect(loginTarget('?redirect=/login')).toBe('/home');
  });
});

describe('role filtering', () => {
  it('routes without roles are visible to all; otherwise any shared role', () => {
    expect(canSeeRoute([], ['common'])).toBe(true);
    expect(canSeeRoute(undefined, [])).toBe(true);
    expect(canSeeRoute(['admin'], ['common'])).toBe(false);
    expect(canSeeRoute(['admin', 'common'], ['common'])).toBe(true);
    expect(canSeeRoute(['admin'], undefined)).toBe(false);
  });
});
