import {
  GenericDataType,
  metricLabel,
  type ChartDataRequest,
  type QueryObjectInput,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { CACHE_DISABLED } from '../../query/cache/index.ts';
import type { Datasource } from '../../query/datasource.ts';
import { streamColumns } from '../../engines/columnar.ts';
import type { ExportColumnBatch } from '../../export/export-values.ts';
import { columnConverter } from '../../query/execute.ts';
import { normalizeQueryObject } from '../../query/normalize.ts';
import { rlsClausesFor } from '../../security/rls.ts';
import { openDatabase } from '../database/open-database.ts';
import type { ChartDataCaller, ChartDataPipeline } from './chart-data-pipeline.ts';
import { loadDatasource } from './load-datasource.ts';
import { withVirtualDatasetRls } from './virtual-rls.ts';

/**
 * One streamed export: its columns and a lazy source of column batches straight from the database
 * (DuckDB's data chunks, 10,000-row cursor fetches; docs/adr/0021): no object per row.
 */
export interface StreamedExport {
  columns: { name: string; generic: GenericDataType; verboseName: string | null }[];
  batches: () => AsyncIterable<ExportColumnBatch>;
}

const STREAMABLE_TYPES = new Set(['full', 'results']);

/** Whether a CSV/XLSX request can stream from the database (no post-processing or time comparison). */
export function isStreamable(req: ChartDataRequest): boolean {
  if (req.result_format !== 'csv' && req.result_format !== 'xlsx') return false;
  return (req.queries as QueryObjectInput[]).every(
    (q) =>
      STREAMABLE_TYPES.has(q.result_type ?? req.result_type ?? 'full') &&
      !(q.post_processing ?? []).some(Boolean) &&
      !(q.time_offsets ?? []).length,
  );
}

function columnTypes(
  ds: Datasource,
  labels: string[],
  temporal: string[],
  metrics: string[],
): StreamedExport['columns'] {
  return labels.map((name) => {
    const col = ds.columns.find((c) => c.name === name);
    const generic = temporal.includes(name)
      ? GenericDataType.TEMPORAL
      : col
        ? col.generic
        : metrics.includes(name)
          ? GenericDataType.NUMERIC
          : GenericDataType.STRING;
    return {
      name,
      generic,
      verboseName: col?.verboseName ?? ds.metrics.find((m) => m.name === name)?.verboseName ?? null,
    };
  });
}

/**
 * Runs every query of a CSV/XLSX request through the pipeline's stages up to `compile`, uncached (so
 * errors are still a 400), and returns lazy row sources that stream from the database in place of the
 * `execute` stage: a 1,000,000-row export is never held in memory.
 */
export async function streamChartData(
  ctx: AppContext,
  pipeline: ChartDataPipeline,
  req: ChartDataRequest,
  caller: ChartDataCaller & { signal: AbortSignal },
): Promise<StreamedExport[]> {
  const { signal } = caller;
  const loaded = await loadDatasource(ctx, req.datasource, caller.user);
  const db = (await ctx.databases.findById(loaded.database.id))!;
  const { ds, cacheKeys } = await withVirtualDatasetRls(ctx, loaded, db, caller.user);
  const limits = {
    rowLimit: ctx.config.rowLimit,
    samplesRowLimit: 1000,
    sqlMaxRow: ctx.config.exportMaxRow,
    serverPaginationMaxRow: ctx.config.exportMaxRow,
  };
  const formData = req.form_data ?? null;
  const templateRequest = pipeline.templateRequest({ ...caller, requestArgs: {} }, formData);
  templateRequest.rlsClauses = await rlsClausesFor(ctx, caller.user, ds);
  templateRequest.rlsCacheKeys = cacheKeys;
  const out: StreamedExport[] = [];
  for (const input of req.queries as QueryObjectInput[]) {
    const qo = normalizeQueryObject(input, {
      resultType: input.result_type ?? req.result_type ?? 'full',
      formData,
      ds,
      limits,
    });
    const env = {
      ds,
      driver: async () => (await openDatabase(ctx, db)).driver,
      cacheTimeout: CACHE_DISABLED,
      force: true,
      compileOptions: pipeline.queries.compileOptions(ds, qo, templateRequest),
      signal,
    };
    const compiled = (await pipeline.queries.run(qo, env, { to: 'compile' })).compiled!;
    const convert = columnConverter(compiled, { offsetHours: ds.offset });
    out.push({
      columns: columnTypes(
        ds,
        compiled.labels,
        compiled.temporalLabels,
        (qo.metrics ?? []).map(metricLabel),
      ),
      batches: async function* batches() {
        const driver = await env.driver();
        for await (const batch of streamColumns(driver, compiled.sql, { signal }))
          yield convert(batch);
      },
    });
  }
  return out;
}
