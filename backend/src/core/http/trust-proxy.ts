/**
 * TRUST_PROXY: the proxies (addresses or CIDRs) whose X-Forwarded-For the server believes.
 * Empty (the default) → the header is ignored and req.ip is the socket's peer address.
 */
import net from 'node:net';

/** Fastify's `trustProxy` value for a list of proxies (false when none). */
export function trustProxyOption(proxies: string[]): false | string[] {
  return proxies.length ? proxies : false;
}

/** Checks one TRUST_PROXY entry: an IPv4/IPv6 address, optionally with /prefix. */
export function isProxySpec(spec: string): boolean {
  const [addr, prefix, ...rest] = spec.split('/');
  if (rest.length) return false;
  const kind = net.isIP(addr);
  if (!kind) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (kind === 4 ? 32 : 128);
}
