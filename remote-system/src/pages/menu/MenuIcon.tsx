/** Icons by name from the curated set, which is loaded lazily (own chunk) the first time. */
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

type IconSet = Record<string, ComponentType>;
let cache: IconSet | null = null;
let pending: Promise<IconSet> | null = null;

export function loadIconSet(): Promise<IconSet> {
  if (cache) return Promise.resolve(cache);
  pending ??= import('./iconSet').then((m) => {
    cache = m.ICONS;
    return cache;
  });
  return pending;
}

/** The icon set once loaded (null while loading). */
export function useIconSet(): IconSet | null {
  const [set, setSet] = useState<IconSet | null>(cache);
  useEffect(() => {
    if (set) return;
    let live = true;
    loadIconSet().then(
      (s) => live && setSet(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [set]);
  return set;
}

/** One icon by its @ant-design/icons name; unknown names render nothing. */
export function MenuIcon({ name }: { name?: string | null }) {
  const set = useIconSet();
  if (!name || !set) return null;
  const Icon = set[name];
  return Icon ? <Icon /> : null;
}
