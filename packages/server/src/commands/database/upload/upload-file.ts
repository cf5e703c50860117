import type { UploadPost } from '@sightline/core';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { DatabaseRecord } from '../../../meta/repos/databases-repo.ts';
import { dataAccessOf, isOwnerOrAdmin, type CurrentUser } from '../../../security/current-user.ts';
import { createDataset, refreshDataset } from '../../dataset/save-dataset.ts';
import { connectionOf, openDatabase } from '../open-database.ts';
import { openFileSource } from './file-source.ts';
import { openTableWriter } from './table-writer.ts';
import { schemasAllowedForUpload } from './upload-schemas.ts';

/**
 * POST /api/v1/database/<pk>/upload/ (docs/api.md "Upload"), Superset's UploadCommand: the file
 * goes into a table of a database that allows file uploads (into an allowed schema), and a
 * dataset on that table is created for the uploader, or refreshed when it exists.
 */

/** The uploaded file, already copied to a temporary file by the route. */
export interface UploadedFile {
  path: string;
  filename: string;
}

/** A database the user may upload into (must see it whole: all or database access), else 404. */
export async function uploadableDatabase(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<DatabaseRecord> {
  const db = await ctx.databases.findById(id);
  const access = dataAccessOf(actor);
  if (!db || !(access.all || access.databaseIds.includes(id)))
    throw new AppError(404, 'Database not found.');
  return db;
}

/** Superset's schema_allows_file_upload: uploads on, and the schema among the allowed ones. */
function checkSchemaAllowed(db: DatabaseRecord, schema: string | null): void {
  const allowed = schemasAllowedForUpload(db);
  if (!db.allowFileUpload || (allowed.length > 0 && !allowed.includes(schema ?? '')))
    throw new AppError(403, 'Database schema is not allowed for csv uploads.');
}

/** The dataset on the new table: created for the uploader, or refreshed when it exists. */
async function datasetForTable(
  ctx: AppContext,
  db: DatabaseRecord,
  schema: string | null,
  table: string,
  actor: CurrentUser,
): Promise<number> {
  const existing = await ctx.datasets.findByName(db.id, schema, table, null);
  if (existing) {
    if (
      isOwnerOrAdmin(
        actor,
        existing.owners.map((o) => o.id),
      )
    )
      await refreshDataset(ctx, existing.id, actor);
    return existing.id;
  }
  const created = await createDataset(
    ctx,
    { database: db.id, schema, table_name: table, owners: [actor.id] },
    actor,
  );
  return created.id;
}

/** Writes the file into the database and returns the id of the dataset on the table. */
export async function uploadFile(
  ctx: AppContext,
  databaseId: number,
  form: UploadPost,
  file: UploadedFile,
  actor: CurrentUser,
): Promise<{ datasetId: number; schema: string | null; table: string }> {
  const db = await uploadableDatabase(ctx, databaseId, actor);
  const { engine, uri } = connectionOf(ctx, db);
  // As Superset (#36305): no schema means the database's default one, named explicitly.
  const schema = form.schema || engine.defaultSchema(uri);
  checkSchemaAllowed(db, schema);
  if (!engine.capabilities.supportsFileUpload)
    throw new AppError(422, 'Database type does not support file uploads.');
  const table = form.table_name;
  const source = await openFileSource(file.path, form);
  try {
    if (source.columns.length === 0) throw new AppError(422, 'Parsing error: no columns to upload');
    const { driver } = await openDatabase(ctx, db);
    const target = { schema, table };
    const writer = await openTableWriter(
      engine,
      driver,
      target,
      source.columns,
      form.already_exists,
    );
    try {
      for await (const batch of source.batches) await writer.insert(batch);
    } catch (e) {
      await writer.abandon();
      throw e;
    }
  } finally {
    source.close();
  }
  const datasetId = await datasetForTable(ctx, db, schema, table, actor);
  return { datasetId, schema, table };
}
