import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  chartDataPayload,
  exploreJsonEnvelope,
  type ChartDataPayload,
  type ChartDataResultType,
} from '@sightline/core';
import { legacyDataShapers, type LegacyQueryResult } from '@sightline/viz/legacy-data';
import { buildChartDataRequest } from '@sightline/viz/query';
import { parseJson } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { callerOf, sendChartData } from '../chart/chart-data.routes.ts';

/** Query flags of the legacy endpoint, in the order Superset checks them (the first `true` wins). */
const FLAGS = [
  'csv',
  'json',
  'xlsx',
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
type Flag = (typeof FLAGS)[number];

const legacyError = (message: string, status = 400) =>
  new AppError(status, message, { shape: 'error' });

/** `form_data` from a form field, the query string or a JSON body (docs/api.md §2.4). */
function readFormData(req: FastifyRequest): Record<string, unknown> {
  const query = req.query as Record<string, unknown>;
  let raw: unknown = query.form_data;
  const body = req.body;
  // A JSON body, or a form post (urlencoded, or multipart read by routes/common/multipart.ts).
  if (body && typeof body === 'object' && !Array.isArray(body) && 'form_data' in body) {
    raw = (body as Record<string, unknown>).form_data;
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || !raw.trim()) throw legacyError('Missing form_data');
  try {
    const parsed = parseJson(raw) as unknown;
    // The client JSON-encodes every multipart value, so the JSON text may itself arrive quoted.
    const value = typeof parsed === 'string' ? (parseJson(parsed) as unknown) : parsed;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw legacyError('form_data is not a JSON object');
}

function flagOf(req: FastifyRequest): Flag {
  const query = req.query as Record<string, unknown>;
  return FLAGS.find((f) => String(query[f]).toLowerCase() === 'true') ?? 'json';
}

/**
 * The legacy `data` of the form data's viz type (docs/chart-types.md §4): the type's shaper over the query
 * results when it has one (the 15 legacy types), else the first query's records. A shaper's
 * complaint about the form data is a legacy `{"error": ...}`.
 */
function legacyData(
  formData: Record<string, unknown>,
  payloads: readonly Record<string, unknown>[],
): unknown {
  const vizType = String(formData.viz_type);
  if (!Object.hasOwn(legacyDataShapers, vizType)) return payloads[0]?.data ?? [];
  const results = payloads.map((p): LegacyQueryResult => ({
    data: (p.data ?? []) as LegacyQueryResult['data'],
    colnames: (p.colnames ?? []) as string[],
    label_map: p.label_map as LegacyQueryResult['label_map'],
    from_dttm: p.from_dttm as number | null | undefined,
    to_dttm: p.to_dttm as number | null | undefined,
  }));
  try {
    return legacyDataShapers[vizType as keyof typeof legacyDataShapers](formData, results);
  } catch (e) {
    throw legacyError(e instanceof Error ? e.message : String(e));
  }
}

const RESULT_TYPE: Partial<Record<Flag, ChartDataResultType>> = {
  query: 'query',
  results: 'results',
  samples: 'samples',
  columns: 'columns',
  timegrains: 'timegrains',
  drill_detail: 'drill_detail',
  post_processed: 'post_processed',
};

/**
 * /superset/explore_json/ (docs/api.md §2.4): legacy chart data. The legacy viz types are served by their
 * chart-data ports (docs/chart-types.md §5), so the form data goes through the same buildQuery as the browser;
 * the answer keeps the legacy envelope, each legacy type's bespoke `data` and `{"error": ...}` failures.
 */
export async function exploreJsonRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const formData = readFormData(req);
    const params = req.params as { datasource_type?: string; datasource_id?: string };
    if (params.datasource_id)
      formData.datasource = `${params.datasource_id}__${params.datasource_type ?? 'table'}`;
    if (typeof formData.viz_type !== 'string') throw legacyError('Missing viz_type in form_data');
    const flag = flagOf(req);
    if ((flag === 'csv' || flag === 'xlsx') && !can(req.user, [], 'can_csv', 'Superset'))
      throw legacyError("You don't have the rights to download as csv", 403);
    let request;
    try {
      request = buildChartDataRequest(formData);
    } catch (e) {
      throw legacyError(e instanceof Error ? e.message : String(e));
    }
    const force = String((req.query as Record<string, unknown>).force) === 'true';
    request = {
      ...request,
      force,
      result_format: flag === 'csv' || flag === 'xlsx' ? flag : 'json',
      result_type: RESULT_TYPE[flag] ?? 'full',
    } as typeof request;
    let result;
    try {
      result = await ctx.chartData.run(request, callerOf(req, reply));
    } catch (e) {
      if (e instanceof AppError && e.status < 500)
        throw legacyError(
          e.message.replace(/^Error: /, ''),
          e.status === 404 || e.status === 403 ? e.status : 400,
        );
      throw e;
    }
    if (flag === 'csv' || flag === 'xlsx') return sendChartData(reply, result);
    const payloads = result.payloads as ChartDataPayload[];
    const first = payloads[0] ?? {};
    if (flag === 'query') return { query: first.query ?? '', language: first.language ?? 'sql' };
    if (flag !== 'json' && flag !== 'full') return first;
    return {
      cache_key: first.cache_key ?? null,
      cached_dttm: first.cached_dttm ?? null,
      cache_timeout: first.cache_timeout ?? null,
      data: legacyData(formData, payloads),
      errors: [],
      form_data: formData,
      is_cached: first.is_cached ?? false,
      query: first.query ?? '',
      from_dttm: first.from_dttm ?? null,
      to_dttm: first.to_dttm ?? null,
      status: 'success' as const,
      stacktrace: null,
      rowcount: first.rowcount ?? 0,
      colnames: first.colnames ?? [],
      coltypes: first.coltypes ?? [],
      applied_filters: first.applied_filters ?? [],
      rejected_filters: first.rejected_filters ?? [],
    };
  };
  // JSON answers go through the schema; CSV and XLSX are sent as files (strings, buffers or
  // streams), which Fastify does not pass to the serializer.
  const opts = {
    config: { csrfExempt: true },
    schema: { response: { 200: z.union([exploreJsonEnvelope, chartDataPayload]) } },
    preHandler: requirePermission(ctx, 'can_explore_json', 'Superset'),
  };
  for (const url of [
    '/superset/explore_json/',
    '/superset/explore_json/:datasource_type/:datasource_id/',
  ]) {
    app.get(url, opts, handler);
    app.post(url, opts, handler);
  }
}
