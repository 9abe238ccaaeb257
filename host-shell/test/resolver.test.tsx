const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import '../src/i18n/register';
import { applyRegistry, markRemotesReady, toMfRemotes, withRetry } from '../src/remotes/registry';

markRemotesReady();

import { fallbackModule, fetchWithRetry, shiftdeskRuntimePlugin } from '../src/remotes/runtimePlugin';
import { classifyComponent, clearPageCache, ResolvedPage } from '../src/router/resolver';

describe('classifyComponent', () => {
  it.each([
    'home/index',
    'personal/index',
    'signature/index',
    'layout/routerView/parent',
    'layout/routerView/link',
    'layout/routerView/iframes',
  ])('%s is host-owned', (c) => expect(classifyComponent(c).kind).toBe('host'));
  it('remote paths map to loadRemote ids', () => {
    expect(classifyComponent('system/user/index')).toEqual({
      kind: 'remote',
      path: 'system/user/index',
      remote: 'system',
      module: './user/index',
    });
    expect(classifyComponent('/website/termsOfService/index')).toMatchObject({ kind: 'remote', remote: 'website' });
    expect(classifyComponent('workforce/jobs/manage/index')).toMatchObject({
      kind: 'remote',
      module: './jobs/manage/index',
    });
  });
  it('unknown remotes and junk are unknown', () => {
    expect(classifyComponent('crm/leads/index').kind).toBe('unknown');
    expect(classifyComponent('system').kind).toBe('unknown');
    expect(classifyComponent('').kind).toBe('unknown');
  });
});

describe('ResolvedPage', () => {
  beforeEach(() => {
    clearPageCache();
    loadRemote.mockReset();
    registerRemotes.mockReset();
  });

  it('renders a remote page through loadRemote', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>users page</p> });
    render(
      <MemoryRouter>
        <ResolvedPage component="system/user/index" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('users page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('system/user/index');
  });

  it('unknown remote → "page not available", never blank', async () => {
    render(
      <MemoryRouter>
        <ResolvedPage component="crm/leads/index" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Page not available')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a crashing remote shows the error boundary; retry re-creates the import', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    applyRegistry([{ name: 'system', version: '0.1.0', entry: '/x/mf-manifest.json', enabled: true }]);
    loadRemote.mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ default: () => <p>recovered</p> });
    render(
      <MemoryRouter>
        <ResolvedPage component="system/user/index" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page failed to load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'system', entry: '/x/mf-manifest.json' }], {
      force: true,
    });
  });

  it('the errorLoadRemote fallback module renders "module unavailable" with a working retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = shiftdeskRuntimePlugin() as unknown as { errorLoadRemote: (a: object) => unknown };
    const fb = plugin.errorLoadRemote({ id: 'system/user/index', error: new Error('down'), lifecycle: 'onLoad' });
    expect(plugin.errorLoadRemote({ id: 'x', error: new Error(), lifecycle: 'afterResolve' })).toBeUndefined();
    loadRemote.mockResolvedValueOnce(fb).mockResolvedValue({ default: () => <p>back online</p> });
    render(
      <MemoryRouter>
        <ResolvedPage component="system/user/index" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Module unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('back online')).toBeInTheDocument();
    expect(fallbackModule('system').default).toBeInstanceOf(Function);
  });
});

describe('registry and retries', () => {
  it('registers only enabled, known remotes', () => {
    expect(
      toMfRemotes([
        { name: 'system', version: '1', entry: '/a', enabled: true },
        { name: 'finance', version: '1', entry: '/b', enabled: false },
        { name: 'crm', version: '1', entry: '/c', enabled: true },
      ]),
    ).toEqual([{ name: 'system', entry: '/a' }]);
  });
  it('withRetry tries 3 times', async () => {
    const fn = jest
      .fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue('ok');
    await expect(withRetry(fn, 3, 1)).resolves.toBe('ok');
    const bad = jest.fn().mockRejectedValue(new Error('x'));
    await expect(withRetry(bad, 3, 1)).rejects.toThrow('x');
    expect(bad).toHaveBeenCalledTimes(3);
  });
  it('fetchWithRetry: 3 attempts on network / 5xx errors, none on 4xx', async () => {
    const ok = { ok: true, status: 200 } as Response;
    const f = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('net'))
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValue(ok);
    await expect(fetchWithRetry('/m.json', undefined, 3, 1, f)).resolves.toBe(ok);
    expect(f).toHaveBeenCalledTimes(3);
    const dead = jest.fn().mockRejectedValue(new TypeError('net'));
    await expect(fetchWithRetry('/m.json', undefined, 3, 1, dead)).rejects.toThrow('net');
    expect(dead).toHaveBeenCalledTimes(3);
    const notFound = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchWithRetry('/m.json', undefined, 3, 1, notFound)).resolves.toMatchObject({ status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);
  });
  it('fetchWithRetry: an attempt the server never answers is cut off, and so is the whole call', async () => {
    // A server that accepts and never answers: the fetch settles only when its signal aborts.
    const hung = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          // As fetch does: an already aborted signal rejects at once.
          if (init?.signal?.aborted) reject(init.signal.reason);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(fetchWithRetry('/m.json', undefined, 3, 1, hung, 20)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(hung).toHaveBeenCalledTimes(3);
    // The caller's own signal still works alongside the deadline.
    const mine = new AbortController();
    mine.abort(new Error('left the page'));
    hung.mockClear();
    await expect(fetchWithRetry('/m.json', { signal: mine.signal }, 3, 1, hung, 60_000)).rejects.toThrow('left the page');
    expect(hung).toHaveBeenCalledTimes(1); // no retries once the caller has given up
  });
});
