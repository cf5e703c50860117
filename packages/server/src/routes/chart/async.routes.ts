import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asyncEventsResponse, messageResponse, type ChartDataRequest } from '@sightline/core';
import {
  asyncChartDataOf,
  type AsyncChartData,
} from '../../commands/chart-data/async-chart-data.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { AsyncTokens } from '../../security/async-token.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { CHART_DATA_RESPONSES, sendChartData } from './chart-data.routes.ts';

const services = new WeakMap<AppContext, { service: AsyncChartData; tokens: AsyncTokens }>();

function asyncOf(ctx: AppContext) {
  let entry = services.get(ctx);
  if (!entry) {
    entry = {
      service: asyncChartDataOf(ctx),
      tokens: new AsyncTokens(ctx.config.asyncJwtSecret),
    };
    services.set(ctx, entry);
  }
  return entry;
}

/**
 * With global async queries on, a JSON `full` chart-data request the cache cannot answer is queued and
 * answered 202 with the job metadata (docs/api.md §2.3); a cached one is answered at once. Resolves to
 * true when it answered (the caller returns `reply`), false when the request is not an async one, so
 * the caller runs it synchronously. Not the reply itself: a Fastify reply is thenable, and awaiting it
 * gave `undefined`, so every async request also ran at once in the web process.
 */
export async function submitAsyncChartData(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  body: ChartDataRequest,
): Promise<boolean> {
  if (!ctx.config.globalAsyncQueries) return false;
  if ((body.result_format ?? 'json') !== 'json' || (body.result_type ?? 'full') !== 'full')
    return false;
  const { service, tokens } = asyncOf(ctx);
  const channel = await tokens.read(req);
  if (!channel || channel.sub !== (req.user ? String(req.user.id) : null))
    throw new AppError(401, 'Not authorized');
  const submitted = await service.submit(body, req.user, channel.channel);
  if (submitted.kind === 'cached') sendChartData(reply, submitted.result);
  else reply.code(202).send(submitted.job);
  return true;
}

/** Async events and results by key (docs/api.md §2.5, §2.3), and the async-token cookie on every response. */
export async function asyncRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.globalAsyncQueries) return;
  const app = contract(fastify);
  const { service, tokens } = asyncOf(ctx);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.sent) await tokens.ensure(req, reply);
    return payload;
  });
  app.addHook('onClose', async () => {
    services.delete(ctx);
    await service.close();
  });

  // Only the caller's own channel: a cookie minted for another user (copied, or left over from the
  // previous login in this browser) reads nothing, and events of other users' jobs are dropped too.
  const events = { schema: { response: { 200: asyncEventsResponse } } };
  app.get('/api/v1/async_event/', events, async (req) => {
    const user = requireUser(req);
    const channel = await tokens.read(req);
    if (!channel || channel.sub !== String(user.id)) throw new AppError(401, 'Not authorized');
    const lastId = (req.query as { last_id?: unknown }).last_id;
    const events = await service.events.since(
      channel.channel,
      typeof lastId === 'string' && lastId ? lastId : null,
    );
    return { result: events.filter((e) => e.user_id === user.id) };
  });

  app.get(
    '/api/v1/chart/data/:cache_key',
    {
      preHandler: requirePermission(ctx, 'can_read', 'Chart'),
      schema: { response: CHART_DATA_RESPONSES },
    },
    async (req, reply) => {
      const key = (req.params as { cache_key: string }).cache_key;
      return sendChartData(reply, await service.result(key, req.user));
    },
  );

  // Stops the caller's own job (Superset has none; docs/api.md §2.5): its database query is
  // cancelled on the worker running it, and the channel gets an error event.
  app.delete(
    '/api/v1/chart/data/:job_id',
    {
      preHandler: requirePermission(ctx, 'can_read', 'Chart'),
      schema: { response: { 200: messageResponse } },
    },
    async (req) => {
      await service.stop((req.params as { job_id: string }).job_id, req.user);
      return { message: 'OK' };
    },
  );
}
