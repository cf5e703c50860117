import type { z } from 'zod';
import type { datasetGetOrCreateSchema } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { createDataset, visibleDataset } from './save-dataset.ts';

/** The id of the dataset on this table: an existing one the user may read (404 otherwise), or a new one. */
export async function getOrCreateDataset(
  ctx: AppContext,
  body: z.infer<typeof datasetGetOrCreateSchema>,
  actor: CurrentUser,
): Promise<number> {
  const existing = await repos(ctx).datasets.findByName(
    body.database_id,
    body.schema || null,
    body.table_name,
    body.catalog || null,
  );
  if (existing) {
    await visibleDataset(ctx, existing.id, actor);
    return existing.id;
  }
  return (await createDataset(ctx, { ...body, database: body.database_id }, actor)).id;
}
