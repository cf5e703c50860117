import type { AppContext } from '../../context.ts';
import type { Driver, Engine } from '../../engines/engine-contract.ts';
import { getEngine } from '../../engines/registry.ts';
import { parseUri, type ParsedUri } from '../../engines/uri.ts';
import { AppError } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';

/** The engine and real URI (password decrypted) of a stored database. */
export function connectionOf(ctx: AppContext, db: DatabaseRecord): { engine: Engine; uri: ParsedUri } {
  const engine = getEngine(db.backend);
  const uri = parseUri(db.sqlalchemyUri);
  uri.password = db.encryptedPassword ? ctx.secretBox.decrypt(db.encryptedPassword) : null;
  return { engine, uri };
}

/** A pooled driver for a stored database; connection errors become a SIP-40 error. */
export async function openDatabase(ctx: AppContext, db: DatabaseRecord): Promise<{ engine: Engine; driver: Driver }> {
  const { engine, uri } = connectionOf(ctx, db);
  try {
    const driver = await ctx.connections.get(`db:${db.id}`, engine, uri);
    return { engine, driver };
  } catch (e) {
    throw new AppError(422, 'There was an error connecting to the database', { errorType: 'GENERIC_DB_ENGINE_ERROR', extra: { detail: (e as Error).message } });
  }
}
