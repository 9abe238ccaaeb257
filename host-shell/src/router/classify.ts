/**
 * Menu `component` path → host page, remote page or unknown, without loading anything. Apart
 * from router/resolver.tsx because the menu filter (remotes/exposes.ts) needs the
 * classification, and the resolver's host page loaders reach the home page and the nav bar,
 * which use that filter: importing the resolver for it closed a loop.
 */
import { isKnownRemote } from '../remotes/known';

/** The pages the host itself ships (their loaders are router/resolver.tsx's HOST_PAGES). */
export const HOST_PAGE_PATHS = [
  'home/index',
  'personal/index',
  'signature/index',
  'layout/routerView/parent',
  'layout/routerView/link',
  'layout/routerView/iframes',
] as const;
export type HostPagePath = (typeof HOST_PAGE_PATHS)[number];

const isHostPage = (path: string): path is HostPagePath => (HOST_PAGE_PATHS as readonly string[]).includes(path);

export type Resolution =
  | { kind: 'host'; path: HostPagePath }
  | { kind: 'remote'; path: string; remote: string; module: string }
  | { kind: 'unknown'; path: string };

/** Pure classification of a component path. */
export function classifyComponent(component: string): Resolution {
  const path = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(tsx|jsx|vue)$/, '');
  if (isHostPage(path)) return { kind: 'host', path };
  const slash = path.indexOf('/');
  if (slash > 0) {
    const remote = path.slice(0, slash);
    const rest = path.slice(slash + 1);
    if (isKnownRemote(remote) && rest) return { kind: 'remote', path, remote, module: `./${rest}` };
  }
  return { kind: 'unknown', path };
}
