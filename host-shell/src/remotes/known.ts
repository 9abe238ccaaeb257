/**
 * The remotes the shell knows by name. Its own file because both the registry client and the
 * page classification (router/classify.ts, remotes/exposes.ts) need it, and the registry client
 * in turn publishes the exposed pages: kept in registry.ts, the two imported each other.
 */
export const KNOWN_REMOTES = ['system', 'workforce', 'finance', 'website'] as const;
export type RemoteName = (typeof KNOWN_REMOTES)[number];

export function isKnownRemote(name: string): name is RemoteName {
  return (KNOWN_REMOTES as readonly string[]).includes(name);
}
