/** Micro-frontend registry (ARCHITECTURE §3) and other public endpoints. */
import { type Static, Type } from 'typebox';

export const RemoteEntry = Type.Object({
  /** MF remote name: system | workforce | finance | website */
  name: Type.String(),
  /** Active version */
  version: Type.String(),
  /** URL of the active version's mf-manifest.json (relative to the site, or absolute) */
  entry: Type.String(),
  /** Disabled remotes are listed, the client skips them */
  enabled: Type.Boolean(),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** GET /backend/api/v1/pub/remotes → data */
export const RemoteListResult = Type.Object({ list: Type.Array(RemoteEntry) });
export type RemoteListResult = Static<typeof RemoteListResult>;

/** GET /backend/api/v1/pub/health → data */
export const HealthResult = Type.Object({
  status: Type.Literal('ok'),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthResult = Static<typeof HealthResult>;
