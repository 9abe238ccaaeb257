/** System → Server monitor. */
import { type Static, Type } from 'typebox';

/** One point of the server's recent history (kept in memory by the instance that answers). */
export const MonitorSample = Type.Object({
  time: Type.String(),
  /** Busy share of all cores since the previous point, 0–100 */
  cpu: Type.Number(),
  /** Memory in use, 0–100 */
  memory: Type.Number(),
  /** bytes */
  heapUsed: Type.Number(),
});
export type MonitorSample = Static<typeof MonitorSample>;

export const MonitorResult = Type.Object({
  cpu: Type.Object({
    model: Type.String(),
    cores: Type.Integer(),
    /** 1, 5, 15 minute load averages */
    loadAvg: Type.Array(Type.Number()),
    /** Busy share of all cores over a short sample, 0–100 */
    usage: Type.Number(),
  }),
  memory: Type.Object({ total: Type.Number(), used: Type.Number(), free: Type.Number(), usage: Type.Number() }),
  /** The file system holding DATA_DIR (bytes) */
  disk: Type.Object({ path: Type.String(), total: Type.Number(), used: Type.Number(), free: Type.Number(), usage: Type.Number() }),
  node: Type.Object({
    version: Type.String(),
    pid: Type.Integer(),
    /** seconds */
    uptime: Type.Number(),
    heapUsed: Type.Number(),
    heapTotal: Type.Number(),
    rss: Type.Number(),
  }),
  os: Type.Object({ platform: Type.String(), release: Type.String(), hostname: Type.String(), uptime: Type.Number() }),
  database: Type.Object({
    kind: Type.String(),
    version: Type.String(),
    /** bytes */
    size: Type.Number(),
    connections: Type.Integer(),
  }),
  time: Type.String(),
  /** Oldest first: the last minutes at a fixed interval, so charts are full when the page opens */
  history: Type.Array(MonitorSample),
});
export type MonitorResult = Static<typeof MonitorResult>;
