/**
 * A module's routes are its entities' plugins, registered one after the other in a given order
 * (each in its own encapsulation context, as `app.register` gives it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export async function registerAll(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  plugins: readonly FastifyPluginAsyncTypebox[],
): Promise<void> {
  for (const plugin of plugins) await app.register(plugin);
}
