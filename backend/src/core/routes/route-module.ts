/**
 * A module's routes are its entities' plugins, registered one after the other in a given order
 * (each in its own encapsulation context, as `app.register` gives it), each under its name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin of ours under its function's name (or `name`). Fastify names a plugin that has no
 * display name by searching every loaded module's exports for it (`require.cache`), twice per
 * registration: under Jest, whose cache is a proxy over its module registry, those searches were
 * ~0.7 s of each app's build in every backend test file (issue 26). The name also shows in
 * fastify's errors and plugin tree instead of the function's first lines.
 */
export function named<F extends object>(plugin: F, name?: string): F {
  const p = plugin as F & { name?: string; [DISPLAY_NAME]?: string };
  p[DISPLAY_NAME] ??= name ?? p.name;
  return plugin;
}

export async function registerAll(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  plugins: readonly FastifyPluginAsyncTypebox[],
): Promise<void> {
  for (const plugin of plugins) await app.register(named(plugin));
}
