/** React side of the remote widgets: loads each remote independently, results as they arrive. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect, useState } from 'react';
import { registeredRemotes, remotesReady } from '../remotes/registry';
import { loadRemoteWidgets, type RemoteWidgets, WIDGET_REMOTES } from './loadWidgets';

export interface RemoteWidgetsState {
  /** Remotes still loading (one skeleton each). */
  pending: string[];
  loaded: RemoteWidgets[];
}

const load = (id: string) => loadRemote(id);

export function useRemoteWidgets(): RemoteWidgetsState {
  const [state, setState] = useState<RemoteWidgetsState>({ pending: [...WIDGET_REMOTES], loaded: [] });
  useEffect(() => {
    let live = true;
    void remotesReady.then(() => {
      if (!live) return;
      const enabled = new Set(registeredRemotes().filter((r) => r.enabled).map((r) => r.name));
      const names = WIDGET_REMOTES.filter((n) => enabled.has(n));
      setState({ pending: names, loaded: [] });
      for (const name of names) {
        void loadRemoteWidgets(name, load).then((res) => {
          if (!live) return;
          if (res.error) console.warn(`[shiftdesk] home widgets of "${name}" unavailable: ${res.error}`);
          setState((s) => ({
            pending: s.pending.filter((p) => p !== name),
            loaded: [...s.loaded.filter((l) => l.remote !== name), res].sort(
              (a, b) => WIDGET_REMOTES.indexOf(a.remote as never) - WIDGET_REMOTES.indexOf(b.remote as never),
            ),
          }));
        });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
