import { parseJson } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { ConnectOptions, Driver, Engine } from '../../engines/engine-contract.ts';
import { getEngine } from '../../engines/registry.ts';
import { parseUri, type ParsedUri } from '../../engines/uri.ts';
import { AppError } from '../../errors.ts';
import { inDataDir } from '../../examples/examples-file.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';

/**
 * Connection options from a database's `extra` JSON: only `"allow_external_access": true`, set by an
 * admin, lets user SQL reach files outside the database (DuckDB). Anything else keeps it off.
 */
export function connectOptionsOf(extra: string | null | undefined): ConnectOptions {
  if (!extra) return {};
  try {
    const parsed = parseJson(extra) as unknown;
    const allow =
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as Record<string, unknown>).allow_external_access === true;
    return allow ? { allowExternalAccess: true } : {};
  } catch {
    return {};
  }
}

/** The engine and real URI (password decrypted) of a stored database. */
export function connectionOf(
  ctx: AppContext,
  db: DatabaseRecord,
): { engine: Engine; uri: ParsedUri } {
  const engine = getEngine(db.backend);
  // The embedded examples file is registered relative to the data dir (examples/examples-file.ts).
  const uri = inDataDir(parseUri(db.sqlalchemyUri), ctx.config.dataDir);
  uri.password = db.encryptedPassword ? ctx.secretBox.decrypt(db.encryptedPassword) : null;
  return { engine, uri };
}

/** A pooled driver for a stored database; connection errors become a SIP-40 error. */
export async function openDatabase(
  ctx: AppContext,
  db: DatabaseRecord,
): Promise<{ engine: Engine; driver: Driver }> {
  const { engine, uri } = connectionOf(ctx, db);
  try {
    const driver = await ctx.connections.get(
      `db:${db.id}`,
      engine,
      uri,
      connectOptionsOf(db.extra),
    );
    return { engine, driver };
  } catch (e) {
    throw new AppError(422, 'There was an error connecting to the database', {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      extra: { detail: (e as Error).message },
    });
  }
}
