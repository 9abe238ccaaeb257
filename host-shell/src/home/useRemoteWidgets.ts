/** React side of the remote widgets: loads each remote independently, results as they arrive. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { exposedPagesAtom } from '../remotes/exposes';
import { loadRemoteWidgets, type RemoteWidgets, WIDGET_REMOTES, widgetRemotes } from './loadWidgets';

export interface RemoteWidgetsState {
  /** Remotes still loading (one skeleton each). */
  pending: string[];
  loaded: RemoteWidgets[];
}

const load = (id: string) => loadRemote(id);

export function useRemoteWidgets(): RemoteWidgetsState {
  // The manifests the menu reads anyway (remotes/exposes.ts) say which remotes have widgets.
  const exposed = useAtomValue(exposedPagesAtom);
  const [state, setState] = useState<RemoteWidgetsState>({ pending: [...WIDGET_REMOTES], loaded: [] });
  useEffect(() => {
    if (!exposed) return;
    let live = true;
    const names = widgetRemotes(WIDGET_REMOTES, exposed);
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
    return () => {
      live = false;
    };
  }, [exposed]);
  return state;
}
