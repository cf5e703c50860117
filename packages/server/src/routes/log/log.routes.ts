import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { LogsRepo, type LogEntry } from '../../meta/repos/logs-repo.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { formFields } from '../sqllab/form-fields.ts';

/** More events than two client batches (1024 each) in one post is not a beacon. */
const MAX_EVENTS = 4096;

const intOrNull = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : null;
};
// NUL characters are stripped: PostgreSQL text cannot hold them.
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v ? v.replaceAll('\u0000', '').slice(0, max) || null : null);

function parseRecords(value: unknown): Record<string, unknown>[] {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw new AppError(400, 'Events are not valid JSON');
    }
  }
  if (!Array.isArray(v)) throw new AppError(400, 'Events must be a list');
  if (v.length > MAX_EVENTS) throw new AppError(400, `At most ${MAX_EVENTS} events per request`);
  return v.filter((e): e is Record<string, unknown> => Boolean(e) && typeof e === 'object' && !Array.isArray(e));
}

/** POST /superset/log/?explode=events (api.md §2.4): the client's event beacons, one `logs` row per event. */
export async function logRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const logs = new LogsRepo(ctx.store);
  const opts = { preHandler: requirePermission(ctx, 'can_log', 'Superset'), config: { csrfExempt: true } };

  app.post('/superset/log/', opts, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const fields = formFields(req);
    const explode = typeof query.explode === 'string' && query.explode ? query.explode : null;
    const records = explode ? parseRecords(fields[explode]) : [Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'guest_token' && k !== 'csrf_token'))];
    const referrer = text(req.headers.referer, 1024);
    const entries: LogEntry[] = records.map((e) => {
      const source = e.source === 'dashboard' ? intOrNull(e.source_id) : null;
      return {
        action: text(e.event_name, 512) ?? 'log',
        userId: req.user?.id ?? null,
        json: JSON.stringify(e),
        dashboardId: intOrNull(e.dashboard_id) ?? source ?? intOrNull(query.dashboard_id),
        sliceId: intOrNull(e.slice_id) ?? intOrNull(query.slice_id),
        durationMs: intOrNull(typeof e.duration === 'number' ? Math.round(e.duration) : e.duration_ms),
        referrer,
      };
    });
    await logs.insertMany(entries);
    return reply.status(200).send('');
  });
}
