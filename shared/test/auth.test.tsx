import { render, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { Auth, AuthAll, Auths, hasAllPermissions, hasAnyPermission, hasPermission, useAuth } from '../src/auth';
import { permissionsAtom, saveSession, sharedStore, userInfoAtom } from '../src/session';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={sharedStore}>{children}</Provider>;

function setHeld(permissions: string[], btns: string[] = []) {
  sharedStore.set(permissionsAtom, permissions);
  sharedStore.set(userInfoAtom, {
    id: 1,
    userName: 'u',
    userNickname: 'U',
    avatar: '',
    roles: ['common'],
    time: '',
    authBtnList: btns,
  });
}

describe('pure checks', () => {
  it('wildcard passes everything', () => {
    expect(hasPermission(['*/*/*'], 'api/v1/system/user/add')).toBe(true);
    expect(hasAnyPermission(['*/*/*'], ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(['*/*/*'], ['a', 'b'])).toBe(true);
  });
  it('exact matches', () => {
    expect(hasPermission(['a'], 'a')).toBe(true);
    expect(hasPermission(['a'], 'b')).toBe(false);
    expect(hasAnyPermission(['a'], ['b', 'a'])).toBe(true);
    expect(hasAnyPermission(['a'], ['b', 'c'])).toBe(false);
    expect(hasAllPermissions(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('useAuth and the three element checks', () => {
  it('joins server permissions and authBtnList', () => {
    setHeld(['api/v1/system/user/list'], ['btn.add']);
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.has('btn.add')).toBe(true);
    expect(result.current.has('api/v1/system/user/list')).toBe(true);
    expect(result.current.has('btn.del')).toBe(false);
    expect(result.current.hasAll(['btn.add', 'api/v1/system/user/list'])).toBe(true);
  });

  it('Auth / Auths / AuthAll keep or remove their children', () => {
    setHeld([], ['btn.add', 'btn.link']);
    render(
      <Provider store={sharedStore}>
        <Auth value="btn.add">
          <span>auth-yes</span>
        </Auth>
        <Auth value="btn.del">
          <span>auth-no</span>
        </Auth>
        <Auths value={['btn.del', 'btn.link']}>
          <span>auths-yes</span>
        </Auths>
        <Auths value={['btn.del', 'btn.edit']}>
          <span>auths-no</span>
        </Auths>
        <AuthAll value={['btn.add', 'btn.link']}>
          <span>all-yes</span>
        </AuthAll>
        <AuthAll value={['btn.add', 'btn.del']}>
          <span>all-no</span>
        </AuthAll>
      </Provider>,
    );
    for (const t of ['auth-yes', 'auths-yes', 'all-yes']) expect(screen.getByText(t)).toBeInTheDocument();
    for (const t of ['auth-no', 'auths-no', 'all-no']) expect(screen.queryByText(t)).toBeNull();
  });

  it('wildcard user sees every element', () => {
    saveSession({ permissions: ['*/*/*'] });
    sharedStore.set(userInfoAtom, null);
    render(
      <Provider store={sharedStore}>
        <AuthAll value={['x', 'y']}>
          <span>wild</span>
        </AuthAll>
      </Provider>,
    );
    expect(screen.getByText('wild')).toBeInTheDocument();
    expect(sessionStorage.getItem('permissions')).toBe('["*/*/*"]');
  });
});
