import type { FastifyInstance, FastifyRequest } from 'fastify';
import { embeddedDeleteResponse, embeddedResponse, guestTokenResponse } from '@sightline/core';
import {
  deleteEmbedded,
  embeddedByUuid,
  embeddedConfigSchema,
  getEmbedded,
  setEmbedded,
} from '../../commands/embedded/embedded-dashboard.ts';
import { issueGuestToken } from '../../commands/embedded/issue-guest-token.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { guestTokenRequestSchema } from '../../security/guest-token.ts';
import { parseWithSchema } from '../chart/chart.routes.ts';
import { contract } from '../common/contract.ts';
import { embeddedItem } from './embedded-serialize.ts';

const keyParam = (req: FastifyRequest) => (req.params as { pk: string }).pk;

/**
 * Embedded dashboards and guest tokens (docs/api.md §2.1, §2.7): a dashboard's embedding
 * configuration, the embedding by its uuid, and the guest tokens a host application asks for.
 */
export async function embeddedRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const item = { schema: { response: { 200: embeddedResponse } } };
  const read = { preHandler: requirePermission(ctx, 'can_read', 'Dashboard'), ...item };
  const setEmbeddedPerm = {
    preHandler: requirePermission(ctx, 'can_set_embedded', 'Dashboard'),
  };

  app.get('/api/v1/dashboard/:pk/embedded', read, async (req) => ({
    result: embeddedItem(await getEmbedded(ctx, keyParam(req), req.user)),
  }));

  for (const method of ['post', 'put'] as const) {
    app[method]('/api/v1/dashboard/:pk/embedded', { ...setEmbeddedPerm, ...item }, async (req) => {
      const body = parseWithSchema(req, embeddedConfigSchema);
      return {
        result: embeddedItem(await setEmbedded(ctx, keyParam(req), body, requireUser(req))),
      };
    });
  }

  const deleted = { schema: { response: { 200: embeddedDeleteResponse } } };
  app.delete('/api/v1/dashboard/:pk/embedded', { ...setEmbeddedPerm, ...deleted }, async (req) => {
    await deleteEmbedded(ctx, keyParam(req), requireUser(req));
    return { message: 'OK' };
  });

  app.get('/api/v1/embedded_dashboard/:uuid', read, async (req) => ({
    result: embeddedItem(
      await embeddedByUuid(ctx, (req.params as { uuid: string }).uuid, req.user),
    ),
  }));

  app.post(
    '/api/v1/security/guest_token/',
    {
      preHandler: requirePermission(ctx, 'can_grant_guest_token', 'Security'),
      schema: { response: { 200: guestTokenResponse } },
    },
    async (req) => {
      const body = parseWithSchema(req, guestTokenRequestSchema);
      return { token: await issueGuestToken(ctx, body) };
    },
  );
}
