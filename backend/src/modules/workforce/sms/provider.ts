/**
 * Who delivers an SMS. `log` (the default) delivers nothing outside: the SMS log row is the
 * message, marked sent with a generated id. `http` POSTs `{to, text, sender}` as JSON to the
 * configured URL (bearer token when set) and takes any non-2xx answer, or no answer within the
 * time limit, as a failure; the gateway's `id` / `messageId` is kept when it answers one.
 */
import { randomUUID } from 'node:crypto';
import type { SmsParams } from './params';

export interface SmsProvider {
  /** Kept on the log row */
  name: string;
  /** Throws when the message was not accepted. */
  send(to: string, text: string): Promise<{ providerId: string }>;
}

export const logProvider: SmsProvider = {
  name: 'log',
  async send() {
    return { providerId: `log-${randomUUID()}` };
  },
};

const HTTP_TIMEOUT_MS = 10_000;

export function httpProvider(
  o: { url: string; token: string; sender: string },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      if (!o.url) throw new Error('SMS http provider: no URL configured (workforce.sms.httpUrl)');
      const res = await fetchImpl(o.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
        body: JSON.stringify({ to, text, sender: o.sender }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const answer = await res.text().catch(() => '');
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}: ${answer.slice(0, 200)}`);
      let id = '';
      try {
        const j = JSON.parse(answer) as { id?: unknown; messageId?: unknown };
        id = String(j.messageId ?? j.id ?? '');
      } catch {
        // A gateway answering plain text: no id of its own.
      }
      return { providerId: id || `http-${randomUUID()}` };
    },
  };
}

/** The provider the parameters name. */
export function providerOf(p: SmsParams): SmsProvider {
  return p.provider === 'http' ? httpProvider({ url: p.httpUrl, token: p.httpToken, sender: p.sender }) : logProvider;
}
