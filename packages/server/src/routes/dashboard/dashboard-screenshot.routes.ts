import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  dashboardPermalinkStateSchema,
  dashboardScreenshotTaskResponse,
  screenshotQuerySchema,
  thumbnailQuerySchema,
} from '@sightline/core';
import {
  cacheDashboardScreenshot,
  dashboardScreenshot,
  dashboardThumbnail,
} from '../../commands/screenshots/dashboard-screenshots.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison } from '../common/http.ts';

const screenshotBodySchema = dashboardPermalinkStateSchema.extend({
  permalinkKey: z.string().max(100).nullable().optional(),
});
const formatSchema = z.enum(['png', 'pdf']).default('png');
const DIGEST = /^[0-9a-f]{1,64}$/i;

type Params = { pk: string; digest?: string };
const pkOf = (req: FastifyRequest) => parseId((req.params as Params).pk);
const digestOf = (req: FastifyRequest) => {
  const digest = (req.params as Params).digest ?? '';
  return DIGEST.test(digest) ? digest.toLowerCase() : '0';
};

/**
 * Dashboard thumbnails, screenshots and their downloads (docs/api.md §2.7; Superset's THUMBNAILS
 * and ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS on). The web's "Download as image/PDF" posts
 * cache_dashboard_screenshot, then polls the screenshot route with `download_format`.
 */
export async function dashboardScreenshotRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', 'Dashboard');

  app.post(
    '/api/v1/dashboard/:pk/cache_dashboard_screenshot/',
    {
      preHandler: canRead,
      // Superset exempts it from CSRF (docs/api.md §1.3): it changes nothing but a cache.
      config: { csrfExempt: true },
      schema: {
        response: { 200: dashboardScreenshotTaskResponse, 202: dashboardScreenshotTaskResponse },
      },
    },
    async (req, reply) => {
      const q = parseRison(req, screenshotQuerySchema);
      const body = parseBody(req, screenshotBodySchema);
      const user = requireUser(req);
      const answer = await cacheDashboardScreenshot(ctx, pkOf(req), body, q, user);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/api/v1/dashboard/:pk/screenshot/:digest/',
    { preHandler: canRead, config: { rawResponse: true } },
    async (req, reply) => {
      const raw = (req.query as { download_format?: unknown }).download_format;
      const parsed = formatSchema.safeParse(raw);
      const format = parsed.success ? parsed.data : 'png';
      const file = await dashboardScreenshot(
        ctx,
        pkOf(req),
        digestOf(req),
        format,
        requireUser(req),
      );
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(file.fileName)}"`,
        )
        .send(file.data);
    },
  );

  app.get(
    '/api/v1/dashboard/:pk/thumbnail/:digest/',
    {
      preHandler: canRead,
      config: { rawResponse: true },
      schema: { response: { 202: dashboardScreenshotTaskResponse } },
    },
    async (req, reply) => {
      const { force } = parseRison(req, thumbnailQuerySchema);
      const outcome = await dashboardThumbnail(
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
