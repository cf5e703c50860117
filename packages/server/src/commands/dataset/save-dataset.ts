import { randomUUID } from 'node:crypto';
import type { DatasetCreate, DatasetUpdate } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { DatasetRecord, DatasetWrite } from '../../meta/repos/datasets-repo.ts';
import { databasePerm, datasetPerm } from '../../security/builtin-roles.ts';
import {
  canAccessDataset,
  dataAccessOf,
  isOwnerOrAdmin,
  type CurrentUser,
} from '../../security/current-user.ts';
import { resolveOwners } from './owners.ts';
import { readSourceColumns, type SourceColumn } from './source-columns.ts';

const columnFromSource = (c: SourceColumn) => ({
  columnName: c.name,
  type: c.type,
  isDttm: c.isDttm,
  verboseName: null,
  isActive: true,
  advancedDataType: null,
  groupby: true,
  filterable: true,
  description: null,
  expression: null,
  extra: null,
  pythonDateFormat: null,
});

/**
 * Registers the `datasource_access` permission of a new dataset, so that admins can grant it to a role
 * (Superset adds it when a dataset is created).
 */
export async function registerDatasetAccess(
  ctx: AppContext,
  databaseName: string,
  tableName: string,
  id: number,
): Promise<void> {
  await ctx.roles.ensurePermissionView([
    'datasource_access',
    datasetPerm(databaseName, tableName, id),
  ]);
}

/** Registers the `database_access` permission of a new database. */
export async function registerDatabaseAccess(
  ctx: AppContext,
  databaseName: string,
  id: number,
): Promise<void> {
  await ctx.roles.ensurePermissionView(['database_access', databasePerm(databaseName, id)]);
}

/** The database of a new dataset, which the user must be able to see. */
async function databaseFor(ctx: AppContext, databaseId: number, actor: CurrentUser | null) {
  const db = await ctx.databases.findById(databaseId);
  const access = dataAccessOf(actor);
  if (!db || (!access.all && !access.databaseIds.includes(databaseId)))
    throw invalidFields({ database: ['Database does not exist'] });
  return db;
}

/** Creates a physical or virtual dataset with its columns and a default COUNT(*) metric. */
export async function createDataset(
  ctx: AppContext,
  body: DatasetCreate,
  actor: CurrentUser | null,
): Promise<DatasetRecord> {
  const db = await databaseFor(ctx, body.database, actor);
  const schema = body.schema || null;
  const catalog = body.catalog || null;
  const isVirtual = Boolean(body.sql && body.sql.trim());
  if (await ctx.datasets.findByName(db.id, schema, body.table_name, catalog)) {
    throw invalidFields({
      table_name: [`Dataset ${schema ? `${schema}.` : ''}${body.table_name} already exists`],
    });
  }
  const owners = (await resolveOwners(ctx, body.owners, actor, true)) ?? [];
  const columns = await readSourceColumns(ctx, db, {
    schema,
    tableName: body.table_name,
    sql: isVirtual ? body.sql! : null,
  });
  const values: DatasetWrite = {
    uuid: body.uuid ?? randomUUID(),
    databaseId: db.id,
    catalog,
    schema,
    tableName: body.table_name,
    sql: isVirtual ? body.sql! : null,
    description: null,
    mainDttmCol: columns.find((c) => c.isDttm)?.name ?? null,
    defaultEndpoint: null,
    offset: 0,
    cacheTimeout: null,
    isSqllabView: false,
    templateParams: body.template_params ?? null,
    extra: null,
    filterSelectEnabled: true,
    fetchValuesPredicate: null,
    normalizeColumns: body.normalize_columns ?? false,
    alwaysFilterMainDttm: body.always_filter_main_dttm ?? false,
    isManagedExternally: body.is_managed_externally ?? false,
    externalUrl: body.external_url ?? null,
  };
  const id = await ctx.datasets.create(values, owners, actor?.id ?? null);
  await registerDatasetAccess(ctx, db.databaseName, body.table_name, id);
  await ctx.datasets.children.replaceColumns(id, columns.map(columnFromSource));
  await ctx.datasets.children.replaceMetrics(id, [
    {
      metricName: 'count',
      verboseName: 'COUNT(*)',
      metricType: 'count',
      expression: 'COUNT(*)',
      description: null,
      d3format: null,
      currency: null,
      extra: null,
      warningText: null,
    },
  ]);
  return (await ctx.datasets.findById(id))!;
}

/** A dataset the user may see, else 404. */
export async function visibleDataset(
  ctx: AppContext,
  id: number,
  actor: CurrentUser | null,
): Promise<DatasetRecord> {
  const ds = await ctx.datasets.findById(id);
  if (!ds || !canAccessDataset(dataAccessOf(actor), ds.databaseId, ds.id))
    throw new AppError(404, 'Not found');
  return ds;
}

/** A dataset the user may change (owner or admin), else 403; 404 when invisible. */
export async function ownedDataset(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<DatasetRecord> {
  const ds = await visibleDataset(ctx, id, actor);
  if (
    !isOwnerOrAdmin(
      actor,
      ds.owners.map((o) => o.id),
    )
  )
    throw new AppError(403, 'Forbidden', { errorType: 'MISSING_OWNERSHIP_ERROR' });
  return ds;
}

function assertUnique(names: string[], field: string, label: string): void {
  const seen = new Set<string>();
  const dupes = names.filter((n) => (seen.has(n) ? true : (seen.add(n), false)));
  if (dupes.length)
    throw invalidFields({
      [field]: [`One or more ${label} are duplicated: ${[...new Set(dupes)].join(', ')}`],
    });
}

/** Updates a dataset; `columns` and `metrics` are full replacement lists. */
export async function updateDataset(
  ctx: AppContext,
  id: number,
  body: DatasetUpdate,
  actor: CurrentUser,
  opts: { overrideColumns?: boolean } = {},
): Promise<DatasetRecord> {
  const ds = await ownedDataset(ctx, id, actor);
  if (body.database_id !== undefined && body.database_id !== ds.databaseId)
    await databaseFor(ctx, body.database_id, actor);
  const tableName = body.table_name ?? ds.tableName;
  const schema = body.schema !== undefined ? body.schema || null : ds.schema;
  const catalog = body.catalog !== undefined ? body.catalog || null : ds.catalog;
  if (
    tableName !== ds.tableName ||
    schema !== ds.schema ||
    catalog !== ds.catalog ||
    (body.database_id ?? ds.databaseId) !== ds.databaseId
  ) {
    const clash = await ctx.datasets.findByName(
      body.database_id ?? ds.databaseId,
      schema,
      tableName,
      catalog,
    );
    if (clash && clash.id !== id)
      throw invalidFields({ table_name: [`Dataset ${tableName} already exists`] });
  }
  if (body.extra) {
    try {
      JSON.parse(body.extra);
    } catch {
      throw new AppError(400, 'Invalid input', {
        fields: { extra: ['Field cannot be decoded by JSON.'] },
      });
    }
  }
  if (body.columns) {
    assertUnique(
      body.columns.map((c) => c.column_name),
      'columns',
      'columns',
    );
    const known = new Set((await ctx.datasets.columns(id)).map((c) => c.id));
    const foreign = body.columns.filter((c) => c.id !== undefined && !known.has(c.id));
    if (foreign.length) throw invalidFields({ columns: ['One or more columns do not exist'] });
  }
  if (body.metrics) {
    assertUnique(
      body.metrics.map((m) => m.metric_name),
      'metrics',
      'metric names',
    );
    const known = new Set((await ctx.datasets.metrics(id)).map((m) => m.id));
    if (body.metrics.some((m) => m.id !== undefined && !known.has(m.id)))
      throw invalidFields({ metrics: ['One or more metrics do not exist'] });
  }
  const owners = await resolveOwners(ctx, body.owners, actor, false);
  const patch: Partial<DatasetWrite> = {
    tableName: body.table_name,
    databaseId: body.database_id,
    sql: body.sql,
    catalog: body.catalog,
    schema: body.schema,
    description: body.description,
    mainDttmCol: body.main_dttm_col,
    defaultEndpoint: body.default_endpoint,
    templateParams: body.template_params,
    extra: body.extra,
    fetchValuesPredicate: body.fetch_values_predicate,
    filterSelectEnabled: body.filter_select_enabled,
    normalizeColumns: body.normalize_columns,
    alwaysFilterMainDttm: body.always_filter_main_dttm,
    isSqllabView: body.is_sqllab_view,
    isManagedExternally: body.is_managed_externally ?? undefined,
    offset: body.offset ?? undefined,
    cacheTimeout: body.cache_timeout,
    externalUrl: body.external_url,
    uuid: body.uuid,
  };
  if (body.sql !== undefined && body.sql && body.sql.trim()) {
    const db = (await ctx.databases.findById(body.database_id ?? ds.databaseId))!;
    await readSourceColumns(ctx, db, { schema, tableName, sql: body.sql });
  }
  await ctx.datasets.update(id, patch, actor.id);
  if (owners) await ctx.datasets.setOwners(id, owners);
  if (body.columns) {
    await ctx.datasets.children.replaceColumns(
      id,
      body.columns.map((c) => ({
        id: c.id,
        uuid: c.uuid,
        columnName: c.column_name,
        type: c.type ?? null,
        advancedDataType: c.advanced_data_type ?? null,
        verboseName: c.verbose_name ?? null,
        description: c.description ?? null,
        expression: c.expression ?? null,
        extra: c.extra ?? null,
        filterable: c.filterable ?? true,
        groupby: c.groupby ?? true,
        isActive: c.is_active ?? true,
        isDttm: c.is_dttm ?? false,
        pythonDateFormat: c.python_date_format ?? null,
      })),
    );
  }
  if (body.metrics) {
    await ctx.datasets.children.replaceMetrics(
      id,
      body.metrics.map((m) => ({
        id: m.id,
        uuid: m.uuid,
        metricName: m.metric_name,
        expression: m.expression,
        metricType: m.metric_type ?? null,
        verboseName: m.verbose_name ?? null,
        description: m.description ?? null,
        extra: m.extra ?? null,
        warningText: m.warning_text ?? null,
        d3format: m.d3format ?? null,
        currency: m.currency ? JSON.stringify(m.currency) : null,
      })),
    );
  }
  if (opts.overrideColumns) await refreshDataset(ctx, id, actor);
  return (await ctx.datasets.findById(id))!;
}

/** Re-reads columns from the source: adds new ones, updates types, drops vanished physical ones; keeps metrics. */
export async function refreshDataset(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  const ds = await ownedDataset(ctx, id, actor);
  const db = (await ctx.databases.findById(ds.databaseId))!;
  const source = await readSourceColumns(ctx, db, {
    schema: ds.schema,
    tableName: ds.tableName,
    sql: ds.sql,
  });
  const existing = await ctx.datasets.columns(id);
  const byName = new Map(source.map((c) => [c.name, c]));
  const kept = existing
    .filter((c) => c.expression || byName.has(c.columnName))
    .map((c) => {
      const src = byName.get(c.columnName);
      return src && !c.expression ? { ...c, type: src.type, isDttm: c.isDttm || src.isDttm } : c;
    });
  const added = source
    .filter((c) => !existing.some((e) => e.columnName === c.name))
    .map(columnFromSource);
  await ctx.datasets.children.replaceColumns(id, [...kept, ...added]);
  await ctx.datasets.update(id, {}, actor.id);
}

/** Copies a virtual dataset under a new name (POST /api/v1/dataset/duplicate). */
export async function duplicateDataset(
  ctx: AppContext,
  baseId: number,
  tableName: string,
  actor: CurrentUser,
): Promise<DatasetRecord> {
  const base = await visibleDataset(ctx, baseId, actor);
  if (!base.sql) throw invalidFields({ base_model_id: ['Physical datasets cannot be duplicated'] });
  if (await ctx.datasets.findByName(base.databaseId, base.schema, tableName, base.catalog)) {
    throw invalidFields({ table_name: [`Dataset ${tableName} already exists`] });
  }
  const {
    id: _id,
    database: _db,
    owners: _o,
    createdBy: _c,
    changedBy: _m,
    createdOn: _co,
    changedOn: _ch,
    ...values
  } = base;
  const id = await ctx.datasets.create(
    { ...values, uuid: randomUUID(), tableName },
    [actor.id],
    actor.id,
  );
  await registerDatasetAccess(ctx, base.database.name, tableName, id);
  await ctx.datasets.children.replaceColumns(
    id,
    (await ctx.datasets.columns(baseId)).map(({ id: _i, uuid: _u, ...c }) => c),
  );
  await ctx.datasets.children.replaceMetrics(
    id,
    (await ctx.datasets.metrics(baseId)).map(({ id: _i, uuid: _u, ...m }) => m),
  );
  return (await ctx.datasets.findById(id))!;
}

/** Deletes datasets the actor owns (or all of them for an admin); 404 for unknown ids. */
export async function deleteDatasets(
  ctx: AppContext,
  ids: number[],
  actor: CurrentUser,
): Promise<void> {
  for (const id of ids) await ownedDataset(ctx, id, actor);
  await ctx.datasets.delete(ids);
}
