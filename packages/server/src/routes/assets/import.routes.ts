import type { FastifyInstance } from 'fastify';
import { messageResponse } from '@sightline/core';
import { readAssetBundle } from '../../commands/assets/asset-bundle.ts';
import { importAssets, type ImportResource } from '../../commands/assets/import-assets.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { multipartBody } from '../common/multipart.ts';

/** Import routes by URL segment, with the [permission, view] each needs. */
const IMPORTS: { segment: string; resource: ImportResource; views: string[] }[] = [
  { segment: 'database', resource: 'database', views: ['Database'] },
  { segment: 'dataset', resource: 'dataset', views: ['Dataset'] },
  { segment: 'chart', resource: 'chart', views: ['Chart'] },
  { segment: 'dashboard', resource: 'dashboard', views: ['Dashboard'] },
  { segment: 'saved_query', resource: 'saved_query', views: ['SavedQuery'] },
  { segment: 'assets', resource: 'assets', views: ['Database', 'Dataset', 'Chart', 'Dashboard'] },
];

/** A form field's text; the web client JSON-encodes every value (strings arrive quoted). */
function fieldText(part: string | Buffer | undefined): string | undefined {
  if (part === undefined) return undefined;
  const text = typeof part === 'string' ? part : part.toString('utf8');
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'string' ? v : text;
  } catch {
    return text;
  }
}

function passwordsField(part: string | Buffer | undefined): Record<string, string> {
  const text = fieldText(part);
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.values(v).every((p) => typeof p === 'string')
    )
      return v as Record<string, string>;
  } catch {
    // reported below
  }
  throw new AppError(400, 'Invalid input', {
    fields: { passwords: ['Not a valid mapping of file names to passwords.'] },
  });
}

/**
 * POST /api/v1/{database,dataset,chart,dashboard,saved_query,assets}/import/ (docs/api.md §2.15): a
 * multipart upload of an export bundle (read by routes/common/multipart.ts).
 */
export async function importRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  for (const { segment, resource, views } of IMPORTS) {
    const preHandler = views.map((view) => requirePermission(ctx, 'can_write', view));
    const schema = { response: { 200: messageResponse } };
    app.post(`/api/v1/${segment}/import/`, { preHandler, schema }, async (req) => {
      const actor = requireUser(req);
      const parts = multipartBody(req);
      if (!parts) throw badRequest('Request is not a multipart/form-data upload');
      const file = parts.formData ?? parts.bundle;
      if (file === undefined || file.length === 0)
        throw badRequest('Arguments are not correct: no file was uploaded as formData');
      const bundle = readAssetBundle(Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'));
      const overwrite = fieldText(parts.overwrite) === 'true';
      await importAssets(
        ctx,
        bundle,
        { resource, overwrite, passwords: passwordsField(parts.passwords) },
        actor,
      );
      return { message: 'OK' };
    });
  }
}
