import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  asyncJob,
  chartDataRequestSchema,
  chartDataResponse,
  type ChartDataRequest,
} from '@sightline/core';
import { buildChartDataRequest } from '@sightline/viz/query';
import { ZodError } from 'zod';
import type { ChartDataCaller } from '../../commands/chart-data/chart-data-pipeline.ts';
import type { ChartDataResult } from '../../commands/chart-data/run-chart-data.ts';
import { isStreamable, type StreamedExport } from '../../commands/chart-data/stream-chart-data.ts';
import { assertGuestChartData } from '../../commands/embedded/guest-chart-data.ts';
import type { AppContext } from '../../context.ts';
import { payloadJson } from '../../query/pipeline.ts';
import { AppError } from '../../errors.ts';
import { csvColumnStream } from '../../export/csv-columns.ts';
import { csvStream } from '../../export/csv-writer.ts';
import {
  contentDisposition,
  CSV_CONTENT_TYPE,
  defaultExportName,
  XLSX_CONTENT_TYPE,
  ZIP_CONTENT_TYPE,
  zipEntryName,
} from '../../export/download.ts';
import { exportColumns } from '../../export/export-values.ts';
import { xlsxColumnStream, xlsxStream } from '../../export/xlsx-writer.ts';
import { zipStreams } from '../../export/zip-writer.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { checkResponse, contract } from '../common/contract.ts';
import { fieldErrors } from '../common/http.ts';
import { asyncRoutes, submitAsyncChartData } from './async.routes.ts';
import { submitChartCsvExport } from './chart-csv-job.ts';

/**
 * The form-data-only variant: `{form_data: {...}}` (or a form post of bare form data) without
 * `queries` is built into a query context with the chart type's own buildQuery, as the browser does.
 */
function fromFormDataOnly(body: Record<string, unknown>): unknown {
  if (Array.isArray(body.queries)) return body;
  const formData = (
    body.form_data && typeof body.form_data === 'object'
      ? body.form_data
      : typeof body.viz_type === 'string'
        ? body
        : null
  ) as Record<string, unknown> | null;
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
    throw new AppError(
      400,
      e instanceof ZodError
        ? `Request is incorrect: ${JSON.stringify(fieldErrors(e))}`
        : (e as Error).message,
    );
  }
}

/** The request body: JSON, or a form post whose `form_data` field holds the JSON (docs/api.md §2.3). */
export function parseChartDataBody(req: FastifyRequest): ChartDataRequest {
  let body: unknown = req.body;
  if (
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as Record<string, unknown>).form_data === 'string' &&
    req.isNotJson
  ) {
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
  if (!parsed.success)
    throw new AppError(400, `Request is incorrect: ${JSON.stringify(fieldErrors(parsed.error))}`);
  return parsed.data;
}

function fileOf(result: ChartDataResult, index: number, ext: 'csv' | 'xlsx'): () => Readable {
  const { frame, coltypes, ds } = result.frames[index]!;
  const verbose = Object.fromEntries([
    ...ds.columns.map((c) => [c.name, c.verboseName]),
    ...ds.metrics.map((m) => [m.name, m.verboseName]),
  ]);
  const columns = exportColumns(frame.columns, coltypes as never, verbose);
  return () =>
    ext === 'csv' ? csvStream([frame.rows], columns) : xlsxStream([frame.rows], columns);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The JSON answer's text (docs/api.md §2.3). */
function chartDataJson(reply: FastifyReply, result: ChartDataResult): string {
  // Sent as text: a cached table's JSON is made once (query/stages/payload.ts `payloadJson`), so
  // the serializer, and with it the contract check of tests, is bypassed: checked here instead.
  if (reply.server.validateResponses)
    checkResponse(chartDataResponse, { result: result.payloads }, 'chart data (200)');
  return `{"result":[${result.payloads.map(payloadJson).join(',')}]}`;
}

/** Sends JSON answer bytes made before (the answer memo's). */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(bytes);
}

/** Sends the JSON result, or the CSV/XLSX file (a zip when several queries answered). */
export function sendChartData(reply: FastifyReply, result: ChartDataResult): FastifyReply {
  if (result.resultFormat === 'json')
    return reply.type(JSON_TYPE).send(chartDataJson(reply, result));
  const ext = result.resultFormat;
  if (result.frames.length === 0) throw new AppError(400, 'Empty query result');
  const name = defaultExportName();
  if (result.frames.length === 1) {
    return reply
      .type(ext === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(`${name}.${ext}`))
      .send(fileOf(result, 0, ext)());
  }
  const entries = result.frames.map((_, i) => ({
    name: zipEntryName(i, ext),
    stream: fileOf(result, i, ext),
  }));
  return reply
    .type(ZIP_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(`${name}.zip`))
    .send(zipStreams(entries));
}

/** Sends streamed exports: one file, or a zip of `query_N` files. */
function sendStreamed(
  reply: FastifyReply,
  ext: 'csv' | 'xlsx',
  exports: StreamedExport[],
): FastifyReply {
  const fileOf = (e: StreamedExport) => () => {
    const verbose = Object.fromEntries(e.columns.map((c) => [c.name, c.verboseName]));
    const columns = exportColumns(
      e.columns.map((c) => c.name),
      e.columns.map((c) => c.generic),
      verbose,
    );
    return ext === 'csv'
      ? csvColumnStream(e.batches(), columns)
      : xlsxColumnStream(e.batches(), columns);
  };
  const name = defaultExportName();
  if (exports.length === 1) {
    return reply
      .type(ext === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(`${name}.${ext}`))
      .send(fileOf(exports[0]!)());
  }
  const entries = exports.map((e, i) => ({ name: zipEntryName(i, ext), stream: fileOf(e) }));
  return reply
    .type(ZIP_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(`${name}.zip`))
    .send(zipStreams(entries));
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

/** The caller of a chart-data request: its user, its query string (`url_param`) and its lazy cancellation. */
export function callerOf(req: FastifyRequest, reply: FastifyReply): ChartDataCaller {
  return {
    user: req.user,
    signal: lazyClientGone(req, reply),
    requestArgs: req.query as Record<string, string>,
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

/**
 * The answers of a chart-data route as JSON: the results (200) or an async job (202). CSV, XLSX and
 * ZIP answers are streams, which Fastify sends without the serializer, so no schema applies to them.
 */
export const CHART_DATA_RESPONSES = { 200: chartDataResponse, 202: asyncJob };

/** POST /api/v1/chart/data (docs/api.md §2.3; CSRF-exempt). */
export async function chartDataRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  if (ctx.config.redisUrl) {
    // Processes sharing Redis tell each other of metadata writes (docs/adr/0022).
    const stop = ctx.chartData.answers.shareWrites(ctx.config.redisUrl);
    fastify.addHook('onClose', async () => stop());
  }
  app.post(
    '/api/v1/chart/data',
    {
      config: { csrfExempt: true },
      preHandler: requirePermission(ctx, 'can_read', 'Chart'),
      schema: { response: CHART_DATA_RESPONSES },
    },
    async (req, reply) => {
      // A JSON request answered from the cache before, by the same user: the same bytes again, as
      // long as no metadata write and no cache change came since (docs/adr/0022). Async mode checks
      // its channel first, so it always takes the full path.
      const memoKey =
        req.isNotJson || ctx.config.globalAsyncQueries
          ? null
          : ctx.chartData.answers.keyOf(req.user, req.url, req.body);
      if (memoKey) {
        const bytes = await ctx.chartData.answers.replay(memoKey);
        if (bytes) return sendJsonBytes(reply, bytes);
      }
      const body = parseChartDataBody(req);
      await assertGuestChartData(ctx, body, req.user);
      if (
        (body.result_format === 'csv' || body.result_format === 'xlsx') &&
        !can(req.user, [], 'can_csv', 'Superset')
      ) {
        throw new AppError(403, 'Forbidden');
      }
      if (
        (body.result_format === 'csv' || body.result_format === 'xlsx') &&
        body.queries.length === 0
      )
        throw new AppError(400, 'Empty query result');
      // A large CSV export in async mode runs as an `export.csv` job (docs/adr/0016): 202.
      if (await submitChartCsvExport(ctx, req, reply, body)) return reply;
      if (isStreamable(body)) {
        const exports = await ctx.chartData.stream(body, {
          user: req.user,
          signal: clientGone(req, reply),
        });
        return sendStreamed(reply, body.result_format as 'csv' | 'xlsx', exports);
      }
      // A guest's queries run at once: its token is not carried into async jobs and their events.
      if (!req.user?.guest && (await submitAsyncChartData(ctx, req, reply, body))) return reply;
      const result = await ctx.chartData.run(body, callerOf(req, reply));
      // Guests do not see the SQL of what they read (docs/api.md §2.1).
      if (req.user?.guest) for (const p of result.payloads) delete p.query;
      if (memoKey && result.cacheReads && result.resultFormat === 'json') {
        const bytes = Buffer.from(chartDataJson(reply, result));
        ctx.chartData.answers.keep(memoKey, req.metaVersion, result.cacheReads, bytes);
        return sendJsonBytes(reply, bytes);
      }
      return sendChartData(reply, result);
    },
  );
  await asyncRoutes(fastify, ctx);
}
