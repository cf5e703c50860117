import { GenericDataType, metricLabel, type ChartDataRequest, type QueryObjectInput } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { compileQuery } from '../../query/compile/compile-query.ts';
import type { Datasource } from '../../query/datasource.ts';
import { rowConverter } from '../../query/execute.ts';
import { normalizeQueryObject } from '../../query/normalize.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { openDatabase } from '../database/open-database.ts';
import type { ChartDataHooks } from './run-chart-data.ts';
import { loadDatasource } from './load-datasource.ts';

/** One streamed export: its columns and a lazy source of row batches straight from the database. */
export interface StreamedExport {
  columns: { name: string; generic: GenericDataType; verboseName: string | null }[];
  rows: () => AsyncIterable<Record<string, unknown>[]>;
}

const STREAMABLE_TYPES = new Set(['full', 'results']);

/** Whether a CSV/XLSX request can stream from the database (no post-processing or time comparison). */
export function isStreamable(req: ChartDataRequest): boolean {
  if (req.result_format !== 'csv' && req.result_format !== 'xlsx') return false;
  return (req.queries as QueryObjectInput[]).every(
    (q) => STREAMABLE_TYPES.has(q.result_type ?? req.result_type ?? 'full') && !(q.post_processing ?? []).some(Boolean) && !(q.time_offsets ?? []).length,
  );
}

function columnTypes(ds: Datasource, labels: string[], temporal: string[], metrics: string[]): StreamedExport['columns'] {
  return labels.map((name) => {
    const col = ds.columns.find((c) => c.name === name);
    const generic = temporal.includes(name) ? GenericDataType.TEMPORAL : col ? col.generic : metrics.includes(name) ? GenericDataType.NUMERIC : GenericDataType.STRING;
    return { name, generic, verboseName: col?.verboseName ?? ds.metrics.find((m) => m.name === name)?.verboseName ?? null };
  });
}

/**
 * Compiles every query of a CSV/XLSX request up front (so errors are still a 400) and returns lazy
 * row sources that stream from the database: a 1,000,000-row export is never held in memory.
 */
export async function streamChartData(ctx: AppContext, req: ChartDataRequest, user: CurrentUser | null, hooks: ChartDataHooks, signal: AbortSignal): Promise<StreamedExport[]> {
  const ds = await loadDatasource(ctx, req.datasource, user);
  const db = (await ctx.databases.findById(ds.database.id))!;
  const limits = { rowLimit: ctx.config.rowLimit, samplesRowLimit: 1000, sqlMaxRow: ctx.config.exportMaxRow, serverPaginationMaxRow: ctx.config.exportMaxRow };
  const out: StreamedExport[] = [];
  for (const input of req.queries as QueryObjectInput[]) {
    const qo = normalizeQueryObject(input, { resultType: input.result_type ?? req.result_type ?? 'full', formData: req.form_data ?? null, ds, limits });
    const compiled = await compileQuery(ds, qo, hooks.compileOptions?.(ds, qo, { user, formData: req.form_data ?? null, requestArgs: {} }) ?? {});
    const convert = rowConverter(compiled, { offsetHours: ds.offset });
    out.push({
      columns: columnTypes(ds, compiled.labels, compiled.temporalLabels, (qo.metrics ?? []).map(metricLabel)),
      rows: async function* rows() {
        const { driver } = await openDatabase(ctx, db);
        if (!driver.stream) {
          yield (await driver.execute(compiled.sql, { signal })).rows.map(convert);
          return;
        }
        for await (const batch of driver.stream(compiled.sql, { signal })) yield batch.rows.map(convert);
      },
    });
  }
  return out;
}
