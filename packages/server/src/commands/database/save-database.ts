import { randomUUID } from 'node:crypto';
import type { DatabaseCreate, DatabaseUpdate } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { DatabaseRecord, DatabaseWrite } from '../../meta/repos/databases-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { registerDatabaseAccess } from '../dataset/save-dataset.ts';
import { resolveConnection } from './connection-input.ts';
import { connectOptionsOf } from './open-database.ts';
import { testConnection } from './test-connection.ts';

function extraIsJson(extra: string | null | undefined): void {
  if (extra === undefined || extra === null || extra === '') return;
  try {
    const v = JSON.parse(extra);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error();
  } catch {
    throw new AppError(400, 'Invalid input', {
      fields: { extra: ['Field cannot be decoded by JSON.'] },
    });
  }
}

function flags(body: DatabaseUpdate): Partial<DatabaseWrite> {
  return {
    cacheTimeout: body.cache_timeout,
    exposeInSqllab: body.expose_in_sqllab,
    allowRunAsync: body.allow_run_async,
    allowFileUpload: body.allow_file_upload,
    allowCtas: body.allow_ctas,
    allowCvas: body.allow_cvas,
    allowDml: body.allow_dml,
    impersonateUser: body.impersonate_user,
    forceCtasSchema: body.force_ctas_schema,
    extra: body.extra,
    serverCert: body.server_cert,
    isManagedExternally: body.is_managed_externally ?? undefined,
    externalUrl: body.external_url,
  };
}

/** Creates a database after testing the connection (docs/api.md §2.9 POST). */
export async function createDatabase(
  ctx: AppContext,
  body: DatabaseCreate,
  actor: CurrentUser | null,
  opts: { skipTest?: boolean; trusted?: boolean } = {},
): Promise<DatabaseRecord> {
  extraIsJson(body.extra);
  if (await ctx.databases.findByName(body.database_name)) {
    throw invalidFields({ database_name: ['A database with the same name already exists.'] });
  }
  const conn = resolveConnection(ctx, body, null, { trusted: opts.trusted });
  if (!opts.skipTest) await testConnection(conn.engine, conn.uri, connectOptionsOf(body.extra));
  const values: DatabaseWrite = {
    uuid: body.uuid ?? randomUUID(),
    databaseName: body.database_name,
    sqlalchemyUri: conn.storedUri,
    encryptedPassword: conn.password ? ctx.secretBox.encrypt(conn.password) : null,
    backend: conn.engine.id,
    configurationMethod: conn.configurationMethod,
    cacheTimeout: null,
    exposeInSqllab: true,
    allowRunAsync: false,
    allowFileUpload: false,
    allowCtas: false,
    allowCvas: false,
    allowDml: false,
    impersonateUser: false,
    forceCtasSchema: null,
    extra: null,
    encryptedExtra: body.masked_encrypted_extra
      ? ctx.secretBox.encrypt(body.masked_encrypted_extra)
      : null,
    serverCert: null,
    isManagedExternally: false,
    externalUrl: null,
    ...Object.fromEntries(Object.entries(flags(body)).filter(([, v]) => v !== undefined)),
  };
  const id = await ctx.databases.create(values, actor?.id ?? null);
  await registerDatabaseAccess(ctx, body.database_name, id);
  return (await ctx.databases.findById(id))!;
}

/** Updates a database; a changed connection is tested before it is stored. */
export async function updateDatabase(
  ctx: AppContext,
  id: number,
  body: DatabaseUpdate,
  actor: CurrentUser,
): Promise<DatabaseRecord> {
  const existing = await ctx.databases.findById(id);
  if (!existing) throw new AppError(404, 'Not found');
  extraIsJson(body.extra);
  if (
    body.database_name !== undefined &&
    body.database_name !== existing.databaseName &&
    (await ctx.databases.findByName(body.database_name))
  ) {
    throw invalidFields({ database_name: ['A database with the same name already exists.'] });
  }
  const patch: Partial<DatabaseWrite> = { ...flags(body), databaseName: body.database_name };
  const connectionChanged = Boolean(body.sqlalchemy_uri) || Boolean(body.engine && body.parameters);
  if (connectionChanged) {
    const conn = resolveConnection(ctx, body, existing);
    await testConnection(
      conn.engine,
      conn.uri,
      connectOptionsOf(body.extra === undefined ? existing.extra : body.extra),
    );
    patch.sqlalchemyUri = conn.storedUri;
    patch.encryptedPassword = conn.password ? ctx.secretBox.encrypt(conn.password) : null;
    patch.backend = conn.engine.id;
    patch.configurationMethod = conn.configurationMethod;
  }
  if (body.masked_encrypted_extra !== undefined) {
    patch.encryptedExtra = body.masked_encrypted_extra
      ? ctx.secretBox.encrypt(body.masked_encrypted_extra)
      : null;
  }
  await ctx.databases.update(id, patch, actor.id);
  await ctx.connections.invalidate(`db:${id}`);
  return (await ctx.databases.findById(id))!;
}

/** Deletes a database that has no datasets. */
export async function deleteDatabase(ctx: AppContext, id: number): Promise<void> {
  const existing = await ctx.databases.findById(id);
  if (!existing) throw new AppError(404, 'Not found');
  if ((await ctx.databases.datasetCount(id)) > 0)
    throw new AppError(422, 'Cannot delete a database that has datasets attached');
  await ctx.connections.invalidate(`db:${id}`);
  await ctx.databases.delete(id);
}
