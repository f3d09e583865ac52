import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the data directory.
 * The file appears whole or not at all, and of two servers starting at once on one directory the first to
 * link its file wins and both use that secret: each writes a file of its own first, then links it to the
 * fixed name, which fails for the second (it then reads the winner's).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'auth-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const own = `${path}.${randomBytes(6).toString('hex')}.new`;
  writeFileSync(own, secret, { mode: 0o600 });
  try {
    linkSync(own, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(own, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}
