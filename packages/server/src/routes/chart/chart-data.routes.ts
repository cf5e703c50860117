import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chartDataRequestSchema, type ChartDataRequest } from '@sightline/core';
import { buildChartDataRequest } from '@sightline/viz/query';
import { ZodError } from 'zod';
import { runChartData, type ChartDataEnv, type ChartDataResult } from '../../commands/chart-data/run-chart-data.ts';
import { isStreamable, streamChartData, type StreamedExport } from '../../commands/chart-data/stream-chart-data.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { csvStream } from '../../export/csv-writer.ts';
import { contentDisposition, CSV_CONTENT_TYPE, defaultExportName, XLSX_CONTENT_TYPE, ZIP_CONTENT_TYPE, zipEntryName } from '../../export/download.ts';
import { exportColumns } from '../../export/export-values.ts';
import { xlsxStream } from '../../export/xlsx-writer.ts';
import { zipStreams } from '../../export/zip-writer.ts';
import type { CompileOptions } from '../../query/compile/compile-context.ts';
import type { Datasource } from '../../query/datasource.ts';
import { applyPostProcessing } from '../../query/post-processing/index.ts';
import { sanitizeClause, validateVirtualDatasetSql, type SqlParserDialect } from '../../query/sanitize/index.ts';
import { TEMPLATE_MARKERS, createTemplateRenderer } from '../../query/templating/index.ts';
import type { QueryObject } from '../../query/query-object.ts';
import { runTimeOffsets } from '../../query/time-offsets.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { fieldErrors } from '../common/http.ts';
import { asyncRoutes, submitAsyncChartData } from './async.routes.ts';

/**
 * The form-data-only variant: `{form_data: {...}}` (or a form post of bare form data) without
 * `queries` is built into a query context with the chart type's own buildQuery, as the browser does.
 */
function fromFormDataOnly(body: Record<string, unknown>): unknown {
  if (Array.isArray(body.queries)) return body;
  const formData = (body.form_data && typeof body.form_data === 'object' ? body.form_data : typeof body.viz_type === 'string' ? body : null) as Record<string, unknown> | null;
  if (!formData || typeof formData.viz_type !== 'string') return body;
  try {
    const built = buildChartDataRequest(formData);
    return {
      ...built,
      force: body.force ?? built.force,
      result_format: body.result_format ?? built.result_format,
      result_type: body.result_type ?? built.result_type,
    };
  } catch (e) {
    throw new AppError(400, e instanceof ZodError ? `Request is incorrect: ${JSON.stringify(fieldErrors(e))}` : (e as Error).message);
  }
}

/** The request body: JSON, or a form post whose `form_data` field holds the JSON (docs/api.md §2.3). */
export function parseChartDataBody(req: FastifyRequest): ChartDataRequest {
  let body: unknown = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as Record<string, unknown>).form_data === 'string' && req.isNotJson) {
    try {
      body = JSON.parse((body as Record<string, string>).form_data!);
    } catch {
      throw new AppError(400, 'Request is not JSON');
    }
  } else if (req.isNotJson || !body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, 'Request is not JSON');
  }
  // A form_data field may hold any JSON (`null`, a number): only an object can be a form data.
  if (body && typeof body === 'object') body = fromFormDataOnly(body as Record<string, unknown>);
  const parsed = chartDataRequestSchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, `Request is incorrect: ${JSON.stringify(fieldErrors(parsed.error))}`);
  return parsed.data;
}

function fileOf(result: ChartDataResult, index: number, ext: 'csv' | 'xlsx'): () => Readable {
  const { frame, coltypes, ds } = result.frames[index]!;
  const verbose = Object.fromEntries([...ds.columns.map((c) => [c.name, c.verboseName]), ...ds.metrics.map((m) => [m.name, m.verboseName])]);
  const columns = exportColumns(frame.columns, coltypes as never, verbose);
  return () => (ext === 'csv' ? csvStream([frame.rows], columns) : xlsxStream([frame.rows], columns));
}

/** Sends the JSON result, or the CSV/XLSX file (a zip when several queries answered). */
export function sendChartData(reply: FastifyReply, result: ChartDataResult): FastifyReply {
  if (result.resultFormat === 'json') return reply.send({ result: result.payloads });
  const ext = result.resultFormat;
  if (result.frames.length === 0) throw new AppError(400, 'Empty query result');
  const name = defaultExportName();
  if (result.frames.length === 1) {
    return reply
      .type(ext === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(`${name}.${ext}`))
      .send(fileOf(result, 0, ext)());
  }
  const entries = result.frames.map((_, i) => ({ name: zipEntryName(i, ext), stream: fileOf(result, i, ext) }));
  return reply.type(ZIP_CONTENT_TYPE).header('content-disposition', contentDisposition(`${name}.zip`)).send(zipStreams(entries));
}

/** Sends streamed exports: one file, or a zip of `query_N` files. */
function sendStreamed(reply: FastifyReply, ext: 'csv' | 'xlsx', exports: StreamedExport[]): FastifyReply {
  const fileOf = (e: StreamedExport) => () => {
    const verbose = Object.fromEntries(e.columns.map((c) => [c.name, c.verboseName]));
    const columns = exportColumns(e.columns.map((c) => c.name), e.columns.map((c) => c.generic), verbose);
    return ext === 'csv' ? csvStream(e.rows(), columns) : xlsxStream(e.rows(), columns);
  };
  const name = defaultExportName();
  if (exports.length === 1) {
    return reply
      .type(ext === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(`${name}.${ext}`))
      .send(fileOf(exports[0]!)());
  }
  const entries = exports.map((e, i) => ({ name: zipEntryName(i, ext), stream: fileOf(e) }));
  return reply.type(ZIP_CONTENT_TYPE).header('content-disposition', contentDisposition(`${name}.zip`)).send(zipStreams(entries));
}

/** Like clientGone, but the signal (and its controller) is only made when a query really runs. */
export function lazyClientGone(req: FastifyRequest, reply: FastifyReply): () => AbortSignal {
  let controller: AbortController | null = null;
  let gone = false;
  req.raw.on('close', () => {
    if (reply.sent || reply.raw.writableEnded) return;
    gone = true;
    controller?.abort();
  });
  return () => {
    controller ??= new AbortController();
    if (gone) controller.abort();
    return controller.signal;
  };
}

/** An AbortSignal that fires when the client goes away before the answer. */
export function clientGone(req: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  req.raw.on('close', () => {
    if (!reply.sent && !reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

const sanitized = new Map<string, Promise<string>>();
/** sanitizeClause is pure: its answers (and refusals) are memoised per dialect, kind and text. */
function cachedSanitize(clause: string, dialect: SqlParserDialect, kind: Parameters<typeof sanitizeClause>[2]['kind']): Promise<string> {
  // Long texts are not memoised: 5,000 of them would hold hundreds of megabytes.
  if (clause.length > 4096) return sanitizeClause(clause, dialect, { kind });
  const key = `${dialect}\u0000${kind}\u0000${clause}`;
  let hit = sanitized.get(key);
  if (!hit) {
    if (sanitized.size >= 5000) sanitized.clear();
    hit = sanitizeClause(clause, dialect, { kind });
    sanitized.set(key, hit);
  }
  return hit;
}
const NOTHING: ReadonlySet<string> = new Set();

/**
 * Compile hooks of one query: Jinja-like templates rendered with the request's user, filters and URL
 * parameters; free SQL fragments and virtual dataset SQL checked in the engine's dialect.
 */
export function chartCompileOptions(ds: Datasource, qo: QueryObject, env: ChartDataEnv, templating = true): CompileOptions {
  const dialect = ds.engine.id as SqlParserDialect;
  const user = env.user;
  // Most queries hold no template: the renderer is only built when some text needs it.
  let renderer: ReturnType<typeof createTemplateRenderer> | null = null;
  const build = () => createTemplateRenderer({
    renderingDisabled: !templating,
    user: user ? { id: user.id, username: user.username, email: user.email, roles: Object.keys(user.roles) } : null,
    requestArgs: env.requestArgs,
    urlParams: { ...((env.formData?.url_params as Record<string, unknown> | undefined) ?? {}), ...qo.urlParams },
    filters: qo.filters.map((f) => ({ col: f.col, op: f.op, val: f.val })),
    columns: qo.columns,
    groupby: qo.columns,
    metrics: qo.metrics ?? [],
    fromDttm: qo.fromDttm,
    toDttm: qo.toDttm,
    timeRange: qo.timeRange,
    timeColumn: qo.granularity,
    timeGrain: qo.extras.time_grain_sqla,
    rowLimit: qo.rowLimit,
    rowOffset: qo.rowOffset,
    tableColumns: ds.columns.map((c) => c.name),
    columnTypes: Object.fromEntries(ds.columns.map((c) => [c.name, c.type])),
    templateParams: ds.templateParams,
    datasetId: ds.id,
    quoteString: (v) => ds.engine.sql.quoteString(v),
    booleanLiteral: (b) => ds.engine.sql.booleanLiteral(b),
    dateTimeLiteral: (d, type) => ds.engine.sql.dateTimeLiteral(d, type),
    resolveMetric: (key, datasetId) => {
      if (datasetId !== null && datasetId !== ds.id) throw new Error('metric() can only read metrics of the same dataset here');
      const m = ds.metrics.find((x) => x.name === key);
      if (!m) throw new Error(`Metric ${key} not found`);
      return m.expression;
    },
  });
  return {
    render: (text, where) => (TEMPLATE_MARKERS.test(text) ? (renderer ??= build()).render(text, where) : text),
    sanitize: (clause, kind) => cachedSanitize(clause, dialect, kind),
    validateVirtualSql: (sql) => validateVirtualDatasetSql(sql, dialect),
    get removedFilterColumns() {
      return renderer?.removedFilterColumns ?? NOTHING;
    },
    get extraCacheKeys() {
      return renderer?.extraCacheKeys ?? [];
    },
    get appliedTemplateFilters() {
      return renderer?.appliedFilters ?? [];
    },
  };
}

/** POST /api/v1/chart/data (docs/api.md §2.3; CSRF-exempt). */
export async function chartDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/v1/chart/data', { config: { csrfExempt: true }, preHandler: requirePermission(ctx, 'can_read', 'Chart') }, async (req, reply) => {
    const body = parseChartDataBody(req);
    if ((body.result_format === 'csv' || body.result_format === 'xlsx') && !can(req.user, [], 'can_csv', 'Superset')) {
      throw new AppError(403, 'Forbidden');
    }
    if ((body.result_format === 'csv' || body.result_format === 'xlsx') && body.queries.length === 0) throw new AppError(400, 'Empty query result');
    if (isStreamable(body)) {
      const hooks = { postProcess: applyPostProcessing, compileOptions: chartCompileOptions };
      return sendStreamed(reply, body.result_format as 'csv' | 'xlsx', await streamChartData(ctx, body, req.user, hooks, clientGone(req, reply)));
    }
    const hooks = { postProcess: applyPostProcessing, timeOffsets: runTimeOffsets, compileOptions: chartCompileOptions };
    const queued = await submitAsyncChartData(ctx, req, reply, body, hooks);
    if (queued) return queued;
    const result = await runChartData(ctx, body, req.user, hooks, lazyClientGone(req, reply), req.query as Record<string, string>);
    return sendChartData(reply, result);
  });
  await asyncRoutes(app, ctx, { postProcess: applyPostProcessing, timeOffsets: runTimeOffsets, compileOptions: chartCompileOptions });
}
