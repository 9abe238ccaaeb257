/** React side of the remote widgets: loads each remote independently, results as they arrive. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuth } from '@shiftdesk/shared/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { exposedPagesAtom } from '../remotes/exposes';
import { loadRemoteWidgets, mayShowWidgets, type RemoteWidgets, WIDGET_REMOTES, widgetRemotes } from './loadWidgets';

export interface RemoteWidgetsState {
  /** Remotes still loading (one skeleton each). */
  pending: string[];
  loaded: RemoteWidgets[];
}

const load = (id: string) => loadRemote(id);

export function useRemoteWidgets(): RemoteWidgetsState {
  // The manifests the menu reads anyway (remotes/exposes.ts) say which remotes have widgets.
  const exposed = useAtomValue(exposedPagesAtom);
  // A remote none of whose widgets the user may see is not asked (a rule granted later asks it).
  const { has } = useAuth();
  const asked = useMemo(
    () =>
      exposed
        ? widgetRemotes(WIDGET_REMOTES, exposed)
            .filter((r) => mayShowWidgets(r, has))
            .join(',')
        : null,
    [exposed, has],
  );
  const [state, setState] = useState<RemoteWidgetsState>({ pending: [...WIDGET_REMOTES], loaded: [] });
  useEffect(() => {
    if (asked === null) return;
    let live = true;
    const names = asked ? asked.split(',') : [];
    // Remotes already loaded stay (a rule granted or withdrawn changes the list, not them).
    setState((s) => ({
      pending: names.filter((n) => !s.loaded.some((l) => l.remote === n)),
      loaded: s.loaded.filter((l) => names.includes(l.remote)),
    }));
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
  }, [asked]);
  return state;
}
