/**
 * Worker device tokens on the API (issue 28). The worker app sends `Authorization: Bearer <device
 * token>` to the routes that declare `auth: 'device'` (docs/worker-app-api.md). Those routes take
 * nothing else, and no other route takes a device token (to a staff route it is a session that
 * does not verify: 401). Which device a token belongs to is the workforce module's business: it
 * registers the lookup with `registerDeviceAuthenticator`, so core knows no workforce table.
 *
 * The guard (guard.ts) refuses a request with no credential at all on its first hook; a request
 * that carries one is checked once its input is validated (preHandler), so malformed input is
 * answered 400 before the token costs a database read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../base/errors';

/** The device of an authenticated worker app request. */
export interface DeviceAuth {
  id: number;
  workerId: number;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `auth: 'device'` routes once the request's device token is verified */
    device?: DeviceAuth;
  }
}

/** Resolves a device token (null when the request sent none) to its device, or throws the 401. */
export type DeviceAuthenticator = (app: FastifyInstance, token: string | null) => Promise<DeviceAuth>;

let authenticator: DeviceAuthenticator | null = null;

/** Set by the module that owns the devices (workforce) when it loads. */
export function registerDeviceAuthenticator(fn: DeviceAuthenticator): void {
  authenticator = fn;
}

/** The credential of `Authorization: Bearer <token>`, if any. */
export function deviceTokenOf(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

/** Verifies the request's device token and sets `req.device`; 401 otherwise (or with no authenticator). */
export async function authenticateDevice(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (!authenticator) throw new UnauthorizedError();
  req.device = await authenticator(app, deviceTokenOf(req));
}
