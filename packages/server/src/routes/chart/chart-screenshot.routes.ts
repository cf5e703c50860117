import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  chartScreenshotTaskResponse,
  screenshotQuerySchema,
  thumbnailQuerySchema,
} from '@sightline/core';
import {
  cacheChartScreenshot,
  chartScreenshot,
  chartThumbnail,
} from '../../commands/screenshots/chart-screenshots.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseId, parseRison } from '../common/http.ts';

const DIGEST = /^[0-9a-f]{1,64}$/i;

type Params = { pk: string; digest?: string };
const pkOf = (req: FastifyRequest) => parseId((req.params as Params).pk);
/** A digest is hex; anything else cannot name an image (404, as an unknown one). */
const digestOf = (req: FastifyRequest) => {
  const digest = (req.params as Params).digest ?? '';
  return DIGEST.test(digest) ? digest.toLowerCase() : '0';
};

/**
 * Chart thumbnails and screenshots (docs/api.md §2.2, Superset's THUMBNAILS on): renders run as
 * jobs (workers render, web processes only queue), images live in the app cache per user.
 */
export async function chartScreenshotRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', 'Chart');

  app.get(
    '/api/v1/chart/:pk/cache_screenshot/',
    {
      preHandler: canRead,
      schema: { response: { 200: chartScreenshotTaskResponse, 202: chartScreenshotTaskResponse } },
    },
    async (req, reply) => {
      const q = parseRison(req, screenshotQuerySchema);
      const { status, body } = await cacheChartScreenshot(ctx, pkOf(req), q, requireUser(req));
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/api/v1/chart/:pk/screenshot/:digest/',
    { preHandler: canRead, config: { rawResponse: true } },
    async (req, reply) => {
      const png = await chartScreenshot(ctx, pkOf(req), digestOf(req), requireUser(req));
      return reply.type('image/png').send(png);
    },
  );

  app.get(
    '/api/v1/chart/:pk/thumbnail/:digest/',
    {
      preHandler: canRead,
      config: { rawResponse: true },
      schema: { response: { 202: chartScreenshotTaskResponse } },
    },
    async (req, reply) => {
      const { force } = parseRison(req, thumbnailQuerySchema);
      const outcome = await chartThumbnail(
        ctx,
        pkOf(req),
        digestOf(req),
        force ?? false,
        requireUser(req),
      );
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      if (outcome.kind === 'pending') return reply.status(202).send(outcome.body);
      // The PNG is a raw answer; the 202 schema describes only the task body.
      return (reply as FastifyReply).type('image/png').send(outcome.image);
    },
  );
}
