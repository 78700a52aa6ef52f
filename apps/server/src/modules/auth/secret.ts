import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../config/config';

/**
 * The signing secret: SECRET (required in production), else one generated on the first start
 * and kept in DATA_DIR, so sessions survive restarts of a local install.
 */
export function resolveSecret(config: Config): string {
  if (config.secret) return config.secret;
  const dir = resolve(config.database.dataDir);
  const file = join(dir, 'secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: create it below.
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
