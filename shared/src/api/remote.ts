/** Micro-frontend registry (ARCHITECTURE §3) and other public endpoints. */
import { type Static, Type } from 'typebox';
import { Id } from './envelope';

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

// ─── System → Micro-frontends (the registry's admin API, /backend/api/v1/system/remote/*) ───

/** Remote names and versions: path-safe segments (they become /admin/remotes/<name>/<version>/). */
export const RemoteName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' });
/** Semantic version (with optional pre-release / build parts, e.g. 0.2.0-20260115.1). */
export const RemoteVersion = Type.String({
  minLength: 5,
  maxLength: 64,
  pattern: '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$',
  examples: ['1.2.0'],
});
/** mf-manifest.json URL: http(s) or a same-origin /admin/remotes/... path. */
export const RemoteEntryUrl = Type.String({ minLength: 1, maxLength: 1000, pattern: '^(https?://[^\\s]+|/admin/remotes/[^\\s]+)$' });

export const RemoteVersionRow = Type.Object({
  version: Type.String(),
  entry: Type.String(),
  createdAt: Type.String(),
  /** Page-load failures the shells reported for this version (their error boundary) */
  errors: Type.Integer(),
  /** The last reported message ('' when none) */
  lastError: Type.String(),
});
export type RemoteVersionRow = Static<typeof RemoteVersionRow>;
export const RemoteAdminRow = Type.Object({
  /** Row id: the History of a remote is entity `remote` with this id */
  id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  enabled: Type.Boolean(),
  updatedAt: Type.String(),
  versions: Type.Array(RemoteVersionRow),
  /** Gradual rollout in progress: this version goes to `rolloutPercent`% of users and to `rolloutRoleIds` */
  candidateVersion: Type.Union([Type.String(), Type.Null()]),
  rolloutPercent: Type.Integer(),
  rolloutRoleIds: Type.Array(Type.Integer()),
});
export type RemoteAdminRow = Static<typeof RemoteAdminRow>;
/** GET system/remote/list → data */
export const RemoteAdminList = Type.Object({ list: Type.Array(RemoteAdminRow) });
export type RemoteAdminList = Static<typeof RemoteAdminList>;

/** PUT system/remote/setActive */
export const RemoteSetActiveBody = Type.Object({ name: RemoteName, version: RemoteVersion }, { additionalProperties: false });
export type RemoteSetActiveBody = Static<typeof RemoteSetActiveBody>;
/** DELETE system/remote/deleteVersion: an inactive version (not active, not in a rollout) and its uploaded files */
export const RemoteDeleteVersionBody = Type.Object({ name: RemoteName, version: RemoteVersion }, { additionalProperties: false });
export type RemoteDeleteVersionBody = Static<typeof RemoteDeleteVersionBody>;
/** POST system/remote/addVersion (creates the remote when new; `activate` makes it active at once) */
export const RemoteAddVersionBody = Type.Object(
  { name: RemoteName, version: RemoteVersion, entry: RemoteEntryUrl, activate: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type RemoteAddVersionBody = Static<typeof RemoteAddVersionBody>;
/** PUT system/remote/setEnabled */
export const RemoteSetEnabledBody = Type.Object({ name: RemoteName, enabled: Type.Boolean() }, { additionalProperties: false });
export type RemoteSetEnabledBody = Static<typeof RemoteSetEnabledBody>;

export const RemoteHealthQuery = Type.Object({ name: RemoteName, version: Type.Optional(RemoteVersion) }, { additionalProperties: false });
export const SharedDepCheck = Type.Object({
  name: Type.String(),
  /** version in the remote's manifest ('' when it does not share it) */
  remote: Type.String(),
  /** version the host uses */
  host: Type.String(),
  /** same major version (or not shared by the remote) */
  compatible: Type.Boolean(),
});
export type SharedDepCheck = Static<typeof SharedDepCheck>;
/** GET system/remote/health → data */
export const RemoteHealthResult = Type.Object({
  name: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  /** 'server': the manifest was read on the server (same-origin path); 'browser': external URL, check it from the browser */
  checkedBy: Type.Union([Type.Literal('server'), Type.Literal('browser')]),
  /** null when checkedBy is 'browser' */
  reachable: Type.Union([Type.Boolean(), Type.Null()]),
  error: Type.String(),
  /** Host versions of the shared singletons (for a browser-side comparison too) */
  hostShared: Type.Record(Type.String(), Type.String()),
  shared: Type.Array(SharedDepCheck),
  compatible: Type.Union([Type.Boolean(), Type.Null()]),
});
export type RemoteHealthResult = Static<typeof RemoteHealthResult>;

// ─── Deploying (issue 15): rollout, promote, rollback, uploads, error reports ───

/** POST system/remote/rollout: give `version` to `percent`% of users (sticky per user) and to users of `roleIds` */
export const RemoteRolloutBody = Type.Object(
  {
    name: RemoteName,
    version: RemoteVersion,
    percent: Type.Integer({ minimum: 0, maximum: 100 }),
    roleIds: Type.Optional(Type.Array(Id, { maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type RemoteRolloutBody = Static<typeof RemoteRolloutBody>;
/** POST system/remote/promote and system/remote/rollback */
export const RemoteNameBody = Type.Object({ name: RemoteName }, { additionalProperties: false });
export type RemoteNameBody = Static<typeof RemoteNameBody>;

/** PUT system/remote/upload?name&version&path (body: the file's bytes, application/octet-stream) */
export const RemoteUploadQuery = Type.Object(
  {
    name: RemoteName,
    version: RemoteVersion,
    /** Path inside the build, e.g. `mf-manifest.json` or `static/js/1.js` */
    path: Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9._@-]+(/[A-Za-z0-9._@-]+)*$' }),
  },
  { additionalProperties: false },
);
export type RemoteUploadQuery = Static<typeof RemoteUploadQuery>;

/** POST system/remote/reportError: a remote page failed to load or render in a shell */
export const RemoteErrorReportBody = Type.Object(
  {
    name: RemoteName,
    version: RemoteVersion,
    /** Cut to 500 characters when stored */
    message: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type RemoteErrorReportBody = Static<typeof RemoteErrorReportBody>;

/** GET system/remote/mine → data: the registry as this user gets it (rollouts decided per user) */
export const RemoteMineResult = RemoteListResult;

// ─── Deploy tokens (system/remote/token/*) ───

export const DeployTokenRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remotes: Type.Array(Type.String()),
  /** The first characters of the token (the token itself is shown once, at creation) */
  tokenPrefix: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
  /** active | expired | revoked */
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
});
export type DeployTokenRow = Static<typeof DeployTokenRow>;
/** GET system/remote/token/list → data */
export const DeployTokenList = Type.Object({ list: Type.Array(DeployTokenRow) });
export type DeployTokenList = Static<typeof DeployTokenList>;
/** POST system/remote/token/add */
export const DeployTokenAddBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    remotes: Type.Array(RemoteName, { minItems: 1, maxItems: 20, uniqueItems: true }),
    expiresInDays: Type.Integer({ minimum: 1, maximum: 365 }),
  },
  { additionalProperties: false },
);
export type DeployTokenAddBody = Static<typeof DeployTokenAddBody>;
/** POST system/remote/token/add → data: the token, shown this once */
export const DeployTokenCreated = Type.Object({ id: Type.Integer(), token: Type.String(), expiresAt: Type.String() });
export type DeployTokenCreated = Static<typeof DeployTokenCreated>;
/** PUT system/remote/token/revoke */
export const DeployTokenRevokeBody = Type.Object({ id: Id }, { additionalProperties: false });
export type DeployTokenRevokeBody = Static<typeof DeployTokenRevokeBody>;
