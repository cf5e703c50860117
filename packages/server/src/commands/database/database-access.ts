import type { ListQuery, TestConnection } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { resolveConnection } from './connection-input.ts';
import { connectOptionsOf } from './open-database.ts';
import { testConnection } from './test-connection.ts';

/** A page of the databases the user may access. */
export function listDatabases(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: DatabaseRecord[] }> {
  return repos(ctx).databases.list(q, { userId: actor?.id ?? null, access: dataAccessOf(actor) });
}

/** A database the user may see: one they may access, or one holding a dataset they may read; else 404. */
export async function visibleDatabase(
  ctx: AppContext,
  id: number,
  actor: CurrentUser | null,
): Promise<DatabaseRecord> {
  const { databases, datasets } = repos(ctx);
  const db = await databases.findById(id);
  if (!db) throw new AppError(404, 'Not found');
  const access = dataAccessOf(actor);
  if (!access.all && !access.databaseIds.includes(id)) {
    const { count } = await datasets.list(
      { filters: [{ col: 'database', opr: 'rel_o_m', value: id }], page_size: 1 },
      { userId: actor?.id ?? null, access },
    );
    if (count === 0) throw new AppError(404, 'Not found');
  }
  return db;
}

/** Any existing database (404 otherwise): introspection checks the user's access itself. */
export async function existingDatabase(ctx: AppContext, id: number): Promise<DatabaseRecord> {
  const db = await repos(ctx).databases.findById(id);
  if (!db) throw new AppError(404, 'Not found');
  return db;
}

/** POST test_connection/: connects with the given settings; a named existing database lends its stored password and extra. */
export async function testDatabaseConnection(ctx: AppContext, body: TestConnection): Promise<void> {
  const existing = body.database_name
    ? await repos(ctx).databases.findByName(body.database_name)
    : null;
  const conn = resolveConnection(ctx, body, existing);
  await testConnection(
    conn.engine,
    conn.uri,
    connectOptionsOf(body.extra === undefined ? existing?.extra : body.extra),
  );
}
