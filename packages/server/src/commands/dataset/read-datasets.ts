import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type {
  DatasetColumnRecord,
  DatasetMetricRecord,
  DatasetRecord,
} from '../../meta/repos/datasets-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A dataset's columns and metrics. */
export async function datasetChildren(
  ctx: AppContext,
  id: number,
): Promise<{ columns: DatasetColumnRecord[]; metrics: DatasetMetricRecord[] }> {
  const { datasets } = repos(ctx);
  return { columns: await datasets.columns(id), metrics: await datasets.metrics(id) };
}

/** An existing dataset (the caller checked it) with its columns and metrics. */
export async function datasetWithChildren(
  ctx: AppContext,
  id: number,
): Promise<{ ds: DatasetRecord; columns: DatasetColumnRecord[]; metrics: DatasetMetricRecord[] }> {
  const ds = (await repos(ctx).datasets.findById(id))!;
  return { ds, ...(await datasetChildren(ctx, id)) };
}

/** A page of the datasets the user may read. */
export function listDatasets(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: DatasetRecord[] }> {
  return repos(ctx).datasets.list(q, { userId: actor?.id ?? null, access: dataAccessOf(actor) });
}

/** Distinct schemas or catalogs starting with `filter` among the first 100 datasets the user may read, sorted. */
export async function distinctDatasetValues(
  ctx: AppContext,
  col: 'schema' | 'catalog',
  filter: string,
  actor: CurrentUser | null,
): Promise<string[]> {
  const { rows } = await listDatasets(ctx, { page_size: 100 }, actor);
  return [
    ...new Set(
      rows
        .map((r) => (col === 'schema' ? r.schema : r.catalog))
        .filter((v): v is string => !!v && v.startsWith(filter)),
    ),
  ].sort();
}
