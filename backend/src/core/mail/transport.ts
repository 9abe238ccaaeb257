/**
 * The mail transport, chosen by the system parameters at each send (an edited parameter takes
 * effect at once): SMTP when `sys.mail.smtpHost` is set, otherwise nodemailer's stream transport,
 * whose raw message the caller keeps as an `.eml` file under DATA_DIR/outbox — an install with no
 * mail server still has every message, readable on the outbox page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db } from '../../db/client';
import { getConfigValue } from '../data/params';

export const MAIL_KEYS = {
  from: 'sys.mail.from',
  smtpHost: 'sys.mail.smtpHost',
  smtpPort: 'sys.mail.smtpPort',
  smtpUser: 'sys.mail.smtpUser',
  smtpPassword: 'sys.mail.smtpPassword',
} as const;

export const DEFAULT_FROM = 'Shiftdesk <no-reply@shiftdesk.local>';

export interface MailSettings {
  from: string;
  smtp: { host: string; port: number; secure: boolean; user: string; password: string } | null;
}

export async function mailSettings(db: Db): Promise<MailSettings> {
  const get = async (k: string) => ((await getConfigValue(db, k)) ?? '').trim();
  const from = (await get(MAIL_KEYS.from)) || DEFAULT_FROM;
  const host = await get(MAIL_KEYS.smtpHost);
  if (!host) return { from, smtp: null };
  const port = Number.parseInt(await get(MAIL_KEYS.smtpPort), 10) || 587;
  return {
    from,
    // Implicit TLS is port 465's convention; others upgrade with STARTTLS.
    smtp: {
      host,
      port,
      secure: port === 465,
      user: await get(MAIL_KEYS.smtpUser),
      password: await get(MAIL_KEYS.smtpPassword),
    },
  };
}

export type MailMessage = SendMailOptions;

export interface Delivered {
  transport: 'file' | 'smtp';
  /** The raw message (file transport): the caller writes it */
  raw?: Buffer;
  messageId?: string;
}

export async function deliver(settings: MailSettings, message: MailMessage): Promise<Delivered> {
  // Quoted-printable keeps the kept .eml mostly readable (base64 would hide the whole body).
  const mail: MailMessage = { textEncoding: 'quoted-printable', ...message, from: settings.from };
  if (settings.smtp) {
    const s = settings.smtp;
    const transport = nodemailer.createTransport({
      host: s.host,
      port: s.port,
      secure: s.secure,
      ...(s.user ? { auth: { user: s.user, pass: s.password } } : {}),
    });
    try {
      const info = await transport.sendMail(mail);
      return { transport: 'smtp', messageId: String(info.messageId ?? '') };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  return { transport: 'file', raw: info.message as Buffer, messageId: String(info.messageId ?? '') };
}

/** `outbox/<yyyy-mm>/<id>-<kind>.eml`, relative to DATA_DIR (the outbox row's file key). */
export function emlKey(id: number, kind: string, at: Date): string {
  const safeKind = kind.replace(/[^A-Za-z0-9._-]/g, '_');
  return `outbox/${at.toISOString().slice(0, 7)}/${id}-${safeKind}.eml`;
}

export async function writeEml(dataDir: string, key: string, raw: Buffer): Promise<void> {
  const file = path.join(dataDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, raw, { mode: 0o600 });
}

/** The text of a kept message, or null when it is gone or the key leaves the outbox folder. */
export async function readEml(dataDir: string, key: string): Promise<string | null> {
  const root = path.resolve(dataDir, 'outbox');
  const file = path.resolve(dataDir, key);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}
