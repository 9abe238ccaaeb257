/**
 * The contract of a remote's home widgets module (`<remote>/home/widgets`, loaded by the host's
 * /home through host-shell/src/home/loadWidgets.ts), checked by each remote's widgets test:
 * - the remote's rspack config exposes './home/widgets' exactly when the list has a widget (the
 *   shell asks only remotes whose manifest exposes it, and the server then requires every later
 *   version to keep it: an empty list exposed costs /home a request, a list not exposed is never
 *   shown);
 * - every widget has the shape the shell accepts (others are dropped silently there), a key
 *   unique and prefixed with the remote's name, a title translated in both languages and a
 *   permission in the API rule form: `api/v1/<module>/<entity>/<action>` (what `defineEntity`
 *   gives and `useAuth().has` matches), or the short `a/b/c`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A rule as the server's guard and the user's permissions spell it, or the short `a/b/c` form. */
const RULE_FORM = /^(?:api\/v1\/)?[\w-]+\/[\w-]+\/[\w-]+$/;

interface WidgetLike {
  key: unknown;
  title: unknown;
  permission?: unknown;
  component: unknown;
}

interface I18nLike {
  exists(key: string, options?: { lng?: string }): boolean;
}

/** Whether the remote's rspack config exposes './home/widgets' (a live entry, not a comment). */
export function exposesWidgets(packageDir: string): boolean {
  const config = fs.readFileSync(path.join(packageDir, 'rspack.config.mjs'), 'utf8');
  return /^\s*['"]\.\/home\/widgets['"]\s*:/m.test(config);
}

export function describeHomeWidgets(
  remote: string,
  widgets: readonly WidgetLike[],
  { i18n, packageDir }: { i18n: I18nLike; packageDir: string },
) {
  describe(`the ${remote} remote's home widgets`, () => {
    it('are an array, exposed to the shell exactly when it holds a widget', () => {
      expect(Array.isArray(widgets)).toBe(true);
      expect(exposesWidgets(packageDir)).toBe(widgets.length > 0);
    });

    it('each has the shape the shell loads, and a key unique and prefixed with the remote', () => {
      for (const w of widgets) {
        expect(typeof w.key).toBe('string');
        expect(w.key as string).toMatch(new RegExp(`^${remote}\\.[A-Za-z][\\w.]*$`));
        expect(typeof w.title).toBe('string');
        expect(w.permission === undefined || typeof w.permission === 'string').toBe(true);
        if (w.permission !== undefined) expect(w.permission as string).toMatch(RULE_FORM);
        expect(['function', 'object']).toContain(typeof w.component);
        expect(w.component).not.toBeNull();
      }
      expect(new Set(widgets.map((w) => w.key)).size).toBe(widgets.length);
    });

    it('each title is translated in English and Chinese', () => {
      for (const w of widgets) {
        expect(i18n.exists(w.title as string, { lng: 'en' })).toBe(true);
        expect(i18n.exists(w.title as string, { lng: 'zh-cn' })).toBe(true);
      }
    });
  });
}
