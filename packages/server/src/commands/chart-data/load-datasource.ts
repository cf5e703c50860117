import { parseJson } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { getEngine } from '../../engines/registry.ts';
import { AppError } from '../../errors.ts';
import type { Datasource } from '../../query/datasource.ts';
import { canAccessDataset, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { genericTypeOf } from '../dataset/source-columns.ts';

function parseExtra(extra: string | null): Record<string, unknown> {
  try {
    const v = extra ? parseJson(extra) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Loads a dataset as the query engine's Datasource; 404 when unknown, 403 (SIP-40) when the user may not
 * query it (docs/api.md §2.3).
 */
export async function loadDatasource(
  ctx: AppContext,
  ref: { id: number | string; type: string },
  user: CurrentUser | null,
): Promise<Datasource> {
  if (ref.type !== 'table' && ref.type !== 'dataset')
    throw new AppError(400, `Invalid datasource type: ${ref.type}`);
  const datasource = await ctx.metaCache.get(`datasource:${ref.id}`, () =>
    readDatasource(ctx, ref.id),
  );
  if (!datasource) throw new AppError(404, 'Not found');
  if (!canAccessDataset(dataAccessOf(user), datasource.database.id, datasource.id)) {
    throw new AppError(
      403,
      "This endpoint requires the datasource and the user's permission to access it",
      {
        shape: 'errors',
        errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      },
    );
  }
  return datasource;
}

async function readDatasource(ctx: AppContext, id: number | string): Promise<Datasource | null> {
  const ds =
    typeof id === 'number' || /^\d+$/.test(String(id))
      ? await ctx.datasets.findById(Number(id))
      : await ctx.datasets.findByUuid(String(id));
  if (!ds) return null;
  const db = (await ctx.databases.findById(ds.databaseId))!;
  const engine = getEngine(db.backend);
  const [columns, metrics] = await Promise.all([
    ctx.datasets.columns(ds.id),
    ctx.datasets.metrics(ds.id),
  ]);
  return {
    id: ds.id,
    type: 'table',
    tableName: ds.tableName,
    schema: ds.schema,
    sql: ds.sql,
    mainDttmCol: ds.mainDttmCol,
    alwaysFilterMainDttm: ds.alwaysFilterMainDttm,
    fetchValuesPredicate: ds.fetchValuesPredicate,
    templateParams: ds.templateParams,
    offset: ds.offset,
    cacheTimeout: ds.cacheTimeout,
    changedOn: ds.changedOn,
    columns: columns
      .filter((c) => c.isActive)
      .map((c) => ({
        name: c.columnName,
        type: c.type,
        generic: c.isDttm ? 2 : genericTypeOf(engine, c.type),
        isDttm: c.isDttm,
        expression: c.expression,
        pythonDateFormat: c.pythonDateFormat,
        verboseName: c.verboseName,
        advancedDataType: c.advancedDataType,
      })),
    metrics: metrics.map((m) => ({
      name: m.metricName,
      expression: m.expression,
      verboseName: m.verboseName,
      d3format: m.d3format,
    })),
    database: {
      id: db.id,
      name: db.databaseName,
      backend: db.backend,
      cacheTimeout: db.cacheTimeout,
      extra: parseExtra(db.extra),
    },
    engine,
  };
}
