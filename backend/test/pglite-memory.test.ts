/**
 * PGlite's memory bound: shared_buffers lives in the WASM heap, which never shrinks, so the
 * embedded database starts with DEFAULT_PGLITE_SHARED_BUFFERS unless PGLITE_SHARED_BUFFERS says
 * otherwise; the setting is checked like every other variable.
 *
 * @pglite-only: left out of the PostgreSQL pass (tooling/test.mjs): the embedded database's own memory bound.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { DEFAULT_PGLITE_SHARED_BUFFERS, openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/migrate';

async function sharedBuffers(size?: string): Promise<string> {
  const database = await openDatabase({ pgliteDir: 'memory', pgliteSharedBuffers: size });
  try {
    const res = await database.db.execute(sql`show shared_buffers`);
    return rowsOf<{ shared_buffers: string }>(res)[0].shared_buffers;
  } finally {
    await database.close();
  }
}

describe('PGlite memory bound', () => {
  it('starts PGlite with the bounded shared_buffers, or the size given', async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await sharedBuffers()).toBe('32MB');
    expect(await sharedBuffers('16MB')).toBe('16MB');
  });

  it('reads PGLITE_SHARED_BUFFERS and refuses anything but a plain size', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    for (const bad of ['64', '64mb', '0MB', '32MB -c fsync=off', '1TB']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(ConfigError);
    }
  });
});
