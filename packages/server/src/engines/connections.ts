import { createHash } from 'node:crypto';
import type { ConnectOptions, Driver, Engine } from './engine-contract.ts';
import { engineForUri } from './registry.ts';
import { formatUri, type ParsedUri } from './uri.ts';

interface Entry {
  fingerprint: string;
  driver: Promise<Driver>;
}

/** Identifies a URI, password included, without keeping the password in memory as text. */
function fingerprintOf(engine: Engine, uri: ParsedUri, options: ConnectOptions): string {
  return createHash('sha256')
    .update(`${engine.id}\n${formatUri(uri)}\n${JSON.stringify(options)}`)
    .digest('hex');
}

/**
 * Caches one Driver (a pool, or an embedded database) per key, e.g. `db:<id>`. A different URI under the
 * same key replaces the cached driver; concurrent callers share one connect; a failed connect is not cached.
 */
export class ConnectionManager {
  private readonly entries = new Map<string, Entry>();

  /** The driver for `key`, connecting with `uri` (engine from the URI's dialect) when needed. */
  get(key: string, uri: ParsedUri): Promise<Driver>;
  /** The driver for `key`, connecting `engine` to `uri` (with `options`) when needed. */
  get(key: string, engine: Engine, uri: ParsedUri, options?: ConnectOptions): Promise<Driver>;
  async get(
    key: string,
    engineOrUri: Engine | ParsedUri,
    maybeUri?: ParsedUri,
    options: ConnectOptions = {},
  ): Promise<Driver> {
    const engine = maybeUri ? (engineOrUri as Engine) : engineForUri(engineOrUri as ParsedUri);
    const uri = maybeUri ?? (engineOrUri as ParsedUri);
    const fingerprint = fingerprintOf(engine, uri, options);
    const existing = this.entries.get(key);
    if (existing && existing.fingerprint === fingerprint) return existing.driver;
    if (existing) await this.invalidate(key);
    const entry: Entry = { fingerprint, driver: engine.connect(uri, options) };
    this.entries.set(key, entry);
    entry.driver.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.driver;
  }

  /** Closes and forgets the driver of `key` (after its database was edited or deleted). */
  async invalidate(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const driver = await entry.driver.catch(() => null);
    await driver?.close().catch(() => undefined);
  }

  /** Closes every driver (server shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((key) => this.invalidate(key)));
  }
}
