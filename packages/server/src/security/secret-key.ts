import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, MIN_SECRET_KEY_BYTES, type Config } from '../config.ts';

/** File in the data directory holding the generated secret key (owner-only, like the admin password). */
export const SECRET_KEY_FILE = 'secret-key.txt';

/** The configuration with its secrets resolved: what the running server uses. */
export type ResolvedConfig = Omit<Config, 'secretKey' | 'asyncJwtSecret'> & {
  secretKey: string;
  asyncJwtSecret: string;
};

/**
 * Fills in the secret key: SIGHTLINE_SECRET_KEY when set, otherwise a random key generated on first
 * start and kept in the data directory, so that restarts keep sessions and stored database passwords
 * readable while no key ships in the source. The async JWT secret defaults to the effective key.
 */
export function resolveSecrets(config: Config): ResolvedConfig {
  const secretKey = config.secretKey ?? readOrCreateKey(config.dataDir);
  return { ...config, secretKey, asyncJwtSecret: config.asyncJwtSecret ?? secretKey };
}

function readOrCreateKey(dataDir: string): string {
  const file = join(dataDir, SECRET_KEY_FILE);
  if (!existsSync(file)) createKeyFile(dataDir, file);
  const key = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(key, 'utf8') < MIN_SECRET_KEY_BYTES) {
    throw new ConfigError(
      `${file} holds a secret key shorter than ${MIN_SECRET_KEY_BYTES} bytes; delete it to generate a new one, or set SIGHTLINE_SECRET_KEY.`,
    );
  }
  return key;
}

function createKeyFile(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    // link() never replaces: two processes starting together both end up with the first one's key,
    // and nobody reads a half-written file.
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}
