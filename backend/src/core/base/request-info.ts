/** Client facts for logs and sessions: ip, location, browser and OS from the user agent. */
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string;
  location: string;
  userAgent: string;
  browser: string;
  os: string;
}

/** Coarse browser/OS detection — good enough for the online-users and login-log tables. */
export function parseUserAgent(ua: string): { browser: string; os: string } {
  const browser =
    match(ua, /Edg\/([\d]+)/, 'Edge') ??
    match(ua, /OPR\/([\d]+)/, 'Opera') ??
    match(ua, /Chrome\/([\d]+)/, 'Chrome') ??
    match(ua, /Firefox\/([\d]+)/, 'Firefox') ??
    match(ua, /Version\/([\d]+).*Safari/, 'Safari') ??
    (ua ? (ua.split(/[\s/]/)[0] ?? 'Unknown').slice(0, 50) : 'Unknown');
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iOS/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown';
  return { browser, os };
}

function match(ua: string, re: RegExp, name: string): string | undefined {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]}` : undefined;
}

/** No geo-IP database is shipped: loopback/private addresses are labelled, others 'unknown'. */
export function locationOf(ip: string): string {
  if (ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1') return 'loopback';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip.replace('::ffff:', ''))) return 'intranet';
  return 'unknown';
}

export function clientInfo(req: FastifyRequest): ClientInfo {
  const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 500);
  return { ip: req.ip, location: locationOf(req.ip), userAgent, ...parseUserAgent(userAgent) };
}
