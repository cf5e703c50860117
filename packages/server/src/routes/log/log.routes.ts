import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  exceedsNestingDepth,
  listQuerySchema,
  logItemResponse,
  logListResponse,
  MAX_NESTING_DEPTH,
  recentActivityQuerySchema,
  recentActivityResponse,
  type LogItem,
} from '@sightline/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { logEvents } from '../../commands/log/log-events.ts';
import { getLog, listLogs, recentActivity } from '../../commands/log/read-logs.ts';
import type { LogEntry, LogRecord } from '../../commands/records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { tooDeeplyNested, valueExceedsDepth } from '../common/body-parsers.ts';
import { contract } from '../common/contract.ts';
import { humanizeSince, parseId, parseRison, pickColumns } from '../common/http.ts';
import { formFields } from '../sqllab/form-fields.ts';

/**
 * Quotas of the log beacon: the `logs` table is written by every logged-in browser, so one client
 * must not fill it. Superset's client sends batches of at most 1024 small events (a few hundred
 * bytes each); a dashboard of 100 charts logs a few hundred events when it loads.
 */
export const LOG_LIMITS = {
  /** Events in one request (two client batches). */
  maxEvents: 2048,
  /** Characters of one stored event (its JSON). */
  maxEventChars: 64 * 1024,
  /** Events one user (or one anonymous address) may log per window. */
  eventsPerWindow: 10_000,
  windowSeconds: 60,
} as const;

const intOrNull = (v: unknown): number | null => {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^-?\d{1,10}$/.test(v)
        ? Number(v)
        : Number.NaN;
  return Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : null;
};
// NUL characters are stripped: PostgreSQL text cannot hold them.
const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v ? v.replaceAll('\u0000', '').slice(0, max) || null : null;

function parseRecords(value: unknown): Record<string, unknown>[] {
  let v = value;
  if (typeof v === 'string') {
    if (exceedsNestingDepth(v, MAX_NESTING_DEPTH, 'json')) throw tooDeeplyNested();
    try {
      v = JSON.parse(v);
    } catch {
      throw new AppError(400, 'Events are not valid JSON');
    }
  }
  if (!Array.isArray(v)) throw new AppError(400, 'Events must be a list');
  if (v.length > LOG_LIMITS.maxEvents)
    throw new AppError(413, `At most ${LOG_LIMITS.maxEvents} events per request`);
  return v.filter(
    (e): e is Record<string, unknown> => Boolean(e) && typeof e === 'object' && !Array.isArray(e),
  );
}

/** One event's stored JSON; 400 when nested too deep to serialise, 413 past the row quota. */
function eventJson(event: Record<string, unknown>): string {
  // Multipart and form values were JSON-decoded already, without a depth check.
  if (valueExceedsDepth(event, MAX_NESTING_DEPTH)) throw tooDeeplyNested();
  const json = JSON.stringify(event);
  if (json.length > LOG_LIMITS.maxEventChars)
    throw new AppError(413, `A log event may hold at most ${LOG_LIMITS.maxEventChars} characters`);
  return json;
}

/** Takes `count` events from the caller's quota, or answers 429 with Retry-After. */
async function consumeQuota(
  limiter: RateLimiterMemory,
  req: FastifyRequest,
  count: number,
): Promise<void> {
  if (count === 0) return;
  const key = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  try {
    await limiter.consume(key, count);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new AppError(429, 'Too many log events, try again later', {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** POST /superset/log/?explode=events (docs/api.md §2.4): the client's event beacons, one `logs` row per event. */
export async function logRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'sightline:log',
    points: LOG_LIMITS.eventsPerWindow,
    duration: LOG_LIMITS.windowSeconds,
  });
  const opts = {
    preHandler: requirePermission(ctx, 'can_log', 'Superset'),
    // An empty 200 body (Superset's beacon answer): no response schema applies.
    config: { csrfExempt: true, rawResponse: true },
  };

  app.post('/superset/log/', opts, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const fields = formFields(req);
    const explode = typeof query.explode === 'string' && query.explode ? query.explode : null;
    const records = explode
      ? parseRecords(fields[explode])
      : [
          Object.fromEntries(
            Object.entries(fields).filter(([k]) => k !== 'guest_token' && k !== 'csrf_token'),
          ),
        ];
    const referrer = text(req.headers.referer, 1024);
    const entries: LogEntry[] = records.map((e) => {
      const source = e.source === 'dashboard' ? intOrNull(e.source_id) : null;
      return {
        action: text(e.event_name, 512) ?? 'log',
        userId: req.user?.id ?? null,
        json: eventJson(e),
        dashboardId: intOrNull(e.dashboard_id) ?? source ?? intOrNull(query.dashboard_id),
        sliceId: intOrNull(e.slice_id) ?? intOrNull(query.slice_id),
        durationMs: intOrNull(
          typeof e.duration === 'number' ? Math.round(e.duration) : e.duration_ms,
        ),
        referrer,
      };
    });
    await consumeQuota(limiter, req, entries.length);
    await logEvents(ctx, entries);
    return reply.status(200).send('');
  });

  await logReadRoutes(app, ctx);
}

/** An action as Superset's LogRestApi lists it. */
const logItem = (r: LogRecord): LogItem => ({
  user: r.username === null ? null : { username: r.username },
  action: r.action,
  dttm: r.dttm,
  json: r.json,
  slice_id: r.sliceId,
  dashboard_id: r.dashboardId,
  user_id: r.userId,
  duration_ms: r.durationMs,
  referrer: r.referrer,
});

/** GET /api/v1/log/ and /api/v1/log/<pk> (Superset LogRestApi): the action log, for admins (`can_read` on Log). */
async function logReadRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const read = requirePermission(ctx, 'can_read', 'Log');

  app.get(
    '/api/v1/log/',
    { preHandler: read, schema: { response: { 200: logListResponse } } },
    async (req) => {
      const q = parseRison(req, listQuerySchema);
      const { count, rows } = await listLogs(ctx, q, req.user);
      return {
        count,
        ids: rows.map((r) => r.id),
        result: pickColumns(rows.map(logItem), q.columns ?? q.select_columns),
      };
    },
  );

  // Every logged-in user reads their own recents (Superset's ACCESSIBLE_PERMS can_recent_activity).
  app.get(
    '/api/v1/log/recent_activity/',
    { schema: { response: { 200: recentActivityResponse } } },
    async (req) => {
      const user = requireUser(req);
      if (user.guest) throw new AppError(403, 'Forbidden');
      const rows = await recentActivity(ctx, user, parseRison(req, recentActivityQuerySchema));
      return {
        result: rows.map((r) => {
          const isDashboard = r.dashboardId !== null && r.dashboardTitle;
          return {
            action: r.action,
            item_type: isDashboard ? ('dashboard' as const) : ('slice' as const),
            item_url: isDashboard
              ? `/superset/dashboard/${r.dashboardSlug || r.dashboardId}/`
              : `/explore/?slice_id=${r.sliceId}`,
            item_title: (isDashboard ? r.dashboardTitle : r.sliceName) || '<empty>',
            time: Date.parse(r.dttm),
            time_delta_humanized: humanizeSince(r.dttm),
          };
        }),
      };
    },
  );

  app.get(
    '/api/v1/log/:pk',
    { preHandler: read, schema: { response: { 200: logItemResponse } } },
    async (req) => {
      const entry = await getLog(ctx, parseId((req.params as { pk: string }).pk));
      return { id: entry.id, result: logItem(entry) };
    },
  );
}
