import { AppError } from '../../errors.ts';
import { AnnotationLayersRepo } from '../../meta/repos/annotation-layers-repo.ts';
import type { MetaStore } from '../../meta/connect.ts';
import { annotationDttmMs } from '@sightline/core';

/** The columns of a NATIVE layer's annotation data (docs/query-object.md §7). */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

/** A NATIVE layer as the query object names it. */
export interface NativeLayerRef {
  name: string;
  value: unknown;
}

const MAX_INT = 2_147_483_647;

/**
 * Every annotation of each NATIVE layer, keyed by layer name: `{columns, records}` with times in epoch ms
 * (as chart-data serialises date-times). The caller checks the annotation read permission first, so a
 * denied user learns nothing about which ids exist. An unknown id is a 400.
 */
export async function nativeAnnotationData(
  store: MetaStore,
  layers: NativeLayerRef[],
): Promise<Record<string, unknown>> {
  const idOf = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v))
      ? Number(v)
      : Number.NaN;
  const ids = layers
    .map((l) => idOf(l.value))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT);
  const repo = new AnnotationLayersRepo(store);
  const existing = new Set(await repo.existingLayerIds([...new Set(ids)]));
  const annotations = await repo.annotationsOf([...existing]);
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    const id = idOf(layer.value);
    if (!existing.has(id))
      throw new AppError(400, `Annotation layer with ID ${String(layer.value)} was not found`);
    out[layer.name] = {
      columns: [...NATIVE_ANNOTATION_COLUMNS],
      records: (annotations.get(id) ?? []).map((a) => ({
        start_dttm: annotationDttmMs(a.startDttm),
        end_dttm: annotationDttmMs(a.endDttm),
        short_descr: a.shortDescr,
        long_descr: a.longDescr,
        json_metadata: a.jsonMetadata,
      })),
    };
  }
  return out;
}
