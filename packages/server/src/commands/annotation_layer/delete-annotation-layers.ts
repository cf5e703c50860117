import { AppError } from '../../errors.ts';
import type { AnnotationLayersRepo } from '../../meta/repos/annotation-layers-repo.ts';
import { LAYER_HAS_ANNOTATIONS, allStorable, notFound } from './annotation-errors.ts';

/**
 * Deletes layers as Superset does: every id must exist (else 404) and no layer may still hold
 * annotations (else 422), so a delete never silently drops annotations.
 */
export async function deleteAnnotationLayers(
  repo: AnnotationLayersRepo,
  ids: number[],
): Promise<number> {
  const unique = [...new Set(ids)];
  if (!allStorable(unique) || (await repo.existingLayerIds(unique)).length !== unique.length)
    throw notFound();
  if ((await repo.layersWithAnnotations(unique)).length > 0)
    throw new AppError(422, LAYER_HAS_ANNOTATIONS);
  return repo.deleteLayers(unique);
}
