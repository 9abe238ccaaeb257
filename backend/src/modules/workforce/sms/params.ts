/**
 * The SMS parameters (sys_config, built-in parameters like the booking ones): which provider
 * sends, and for the HTTP provider its URL, bearer token and sender name. Read inside the
 * caller's transaction (the send queue), so an edited value applies to the next message; a
 * missing value falls back to the `log` provider, which sends nothing outside.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { sysConfig } from '../../../db/schema';

export const SMS_KEYS = {
  provider: 'workforce.sms.provider',
  httpUrl: 'workforce.sms.httpUrl',
  httpToken: 'workforce.sms.httpToken',
  sender: 'workforce.sms.sender',
} as const;

export const SMS_PROVIDER_KINDS = ['log', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDER_KINDS)[number];

export interface SmsParams {
  provider: SmsProviderKind;
  httpUrl: string;
  httpToken: string;
  sender: string;
}

export const DEFAULT_SMS_PARAMS: SmsParams = { provider: 'log', httpUrl: '', httpToken: '', sender: 'Shiftdesk' };

/** Built-in parameters for the seed: [key, name, value, remark]. */
export const SMS_CONFIGS: [string, string, string, string][] = [
  [
    SMS_KEYS.provider,
    'SMS: provider (log | http)',
    'log',
    'log: messages are only written to the SMS log; http: POSTed as JSON to the URL below',
  ],
  [
    SMS_KEYS.httpUrl,
    'SMS: HTTP provider URL',
    '',
    'The gateway endpoint the http provider POSTs {to, text, sender} to',
  ],
  [SMS_KEYS.httpToken, 'SMS: HTTP provider token', '', 'Sent as "Authorization: Bearer <token>" (empty: no header)'],
  [SMS_KEYS.sender, 'SMS: sender name', 'Shiftdesk', 'The sender name or number the gateway shows'],
];

export async function smsParams(tx: Db | Tx): Promise<SmsParams> {
  const rows = await tx
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .where(inArray(sysConfig.configKey, Object.values(SMS_KEYS)));
  const v = new Map(rows.map((r) => [r.k, r.v.trim()]));
  const d = DEFAULT_SMS_PARAMS;
  const kind = v.get(SMS_KEYS.provider)?.toLowerCase();
  return {
    provider: kind === 'http' ? 'http' : 'log',
    httpUrl: v.get(SMS_KEYS.httpUrl) ?? d.httpUrl,
    httpToken: v.get(SMS_KEYS.httpToken) ?? d.httpToken,
    sender: v.get(SMS_KEYS.sender) || d.sender,
  };
}
