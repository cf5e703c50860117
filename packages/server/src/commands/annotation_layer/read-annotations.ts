import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type {
  AnnotationLayerRecord,
  AnnotationRecord,
} from '../../meta/repos/annotation-layers-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A page of annotation layers. */
export function listAnnotationLayers(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: AnnotationLayerRecord[] }> {
  return repos(ctx).annotationLayers.listLayers(q, actor?.id ?? null);
}

/** One annotation layer; 404 when missing. */
export async function getAnnotationLayer(
  ctx: AppContext,
  id: number,
): Promise<AnnotationLayerRecord> {
  const layer = await repos(ctx).annotationLayers.findLayer(id);
  if (!layer) throw new AppError(404, 'Not found');
  return layer;
}

/** A page of the annotations of a layer; 404 when the layer is missing. */
export async function listAnnotations(
  ctx: AppContext,
  layerId: number,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: AnnotationRecord[] }> {
  const { annotationLayers } = repos(ctx);
  if (!(await annotationLayers.findLayer(layerId))) throw new AppError(404, 'Not found');
  return annotationLayers.listAnnotations(layerId, q, actor?.id ?? null);
}

/** One annotation of a layer; 404 when either is missing. */
export async function getAnnotation(
  ctx: AppContext,
  layerId: number,
  id: number,
): Promise<AnnotationRecord> {
  const a = await repos(ctx).annotationLayers.findAnnotation(layerId, id);
  if (!a) throw new AppError(404, 'Not found');
  return a;
}
