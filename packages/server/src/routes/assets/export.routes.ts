import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportAssets, type ExportResource } from '../../commands/assets/export-assets.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { parseRison } from '../common/http.ts';

const EXPORTS: { resource: ExportResource; view: string }[] = [
  { resource: 'database', view: 'Database' },
  { resource: 'dataset', view: 'Dataset' },
  { resource: 'chart', view: 'Chart' },
  { resource: 'dashboard', view: 'Dashboard' },
  { resource: 'saved_query', view: 'SavedQuery' },
];

const idsSchema = z.array(z.number().int().positive()).min(1).max(1000);

/** GET /api/v1/{database,dataset,chart,dashboard,saved_query}/export/?q=!(ids) (docs/api.md §2.15): a ZIP bundle. */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const { resource, view } of EXPORTS) {
    app.get(
      `/api/v1/${resource}/export/`,
      { preHandler: requirePermission(ctx, 'can_export', view), config: { rawResponse: true } },
      async (req, reply) => {
        const ids = parseRison(req, idsSchema);
        const { fileName, zip } = await exportAssets(ctx, resource, ids, requireUser(req));
        const token = (req.query as { token?: unknown }).token;
        // The web client polls for this cookie to know the download started.
        if (typeof token === 'string' && /^[\w-]{1,100}$/.test(token))
          reply.header('set-cookie', `${token}=done; Path=/; Max-Age=600; SameSite=Lax`);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Buffer.from(zip));
      },
    );
  }
}
