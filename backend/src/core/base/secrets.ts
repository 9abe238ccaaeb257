/**
 * Secrets generated once and kept in DATA_DIR/secrets.json (mode 0600), so tokens survive
 * restarts and every instance sharing the data dir (or JWT_SECRET) agrees.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
}

export function loadSecrets(dataDir: string, envJwtSecret?: string): Secrets {
  if (envJwtSecret) return { jwtSecret: envJwtSecret };
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (!stored.jwtSecret) {
    stored.jwtSecret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { jwtSecret: stored.jwtSecret };
}
