/** Server monitor: CPU, memory, disk of DATA_DIR, Node runtime, OS, database. */
import fs from 'node:fs';
import os from 'node:os';
import { MonitorResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ok } from '../../core/base/envelope';
import { busyShare, cpuTimes, MonitorHistory, percent } from './monitor-history';
import { routeOptions } from '../../core/routes/route-options';

const SAMPLE_MS = 200;

/** Busy share of all cores over a short sample (0–100). */
async function cpuUsage(): Promise<number> {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, SAMPLE_MS));
  return busyShare(a, cpuTimes());
}

const pct = percent;

function rowsOf(result: unknown): Record<string, unknown>[] {
  // node-postgres returns {rows}; PGlite's drizzle driver returns {rows} too — be tolerant.
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

export const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const history = new MonitorHistory();
  app.addHook('onClose', async () => history.stop());
  app.get(
    '/monitor/server',
    routeOptions('api/v1/system/monitor/server', 'Server state: CPU, memory, disk, Node runtime, database', { reply: MonitorResult }),
    async () => {
      const db = app.ctx.db;
      const cpus = os.cpus();
      const [usage, dbInfo] = await Promise.all([
        cpuUsage(),
        (async () => {
          const [v] = rowsOf(await db.execute(sql`select version() as v, pg_database_size(current_database())::bigint as size`));
          let connections = 1;
          if (app.ctx.dbKind === 'postgres') {
            const [c] = rowsOf(await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`));
            connections = Number(c?.n ?? 1);
          }
          return { version: String(v?.v ?? ''), size: Number(v?.size ?? 0), connections };
        })(),
      ]);
      let disk = { path: app.ctx.dataDir, total: 0, used: 0, free: 0, usage: 0 };
      try {
        const st = await fs.promises.statfs(app.ctx.dataDir);
        const total = st.blocks * st.bsize;
        const free = st.bavail * st.bsize;
        disk = { path: app.ctx.dataDir, total, free, used: total - free, usage: pct(total - free, total) };
      } catch {
        // DATA_DIR missing: report zeros rather than fail the page.
      }
      const totalMem = os.totalmem();
      const freeMem = os.freemem();
      const mem = process.memoryUsage();
      return ok({
        cpu: { model: cpus[0]?.model ?? 'unknown', cores: cpus.length, loadAvg: os.loadavg(), usage },
        memory: { total: totalMem, used: totalMem - freeMem, free: freeMem, usage: pct(totalMem - freeMem, totalMem) },
        disk,
        node: {
          version: process.version,
          pid: process.pid,
          uptime: Math.round(process.uptime()),
          heapUsed: mem.heapUsed,
          heapTotal: mem.heapTotal,
          rss: mem.rss,
        },
        os: { platform: `${os.platform()} ${os.arch()}`, release: os.release(), hostname: os.hostname(), uptime: Math.round(os.uptime()) },
        database: { kind: app.ctx.dbKind, ...dbInfo },
        time: new Date().toISOString(),
        history: history.read(),
      });
    },
  );
};
