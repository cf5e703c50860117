import { AppError } from '../../errors.ts';
import type {
  AnnotationLayersRepo,
  AnnotationWrite,
} from '../../meta/repos/annotation-layers-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import {
  END_BEFORE_START,
  LAYER_NOT_FOUND,
  SHORT_DESCR_NOT_UNIQUE,
  allStorable,
  notFound,
  throwIfInvalid,
} from './annotation-errors.ts';

async function validate(
  repo: AnnotationLayersRepo,
  layerId: number,
  values: Partial<AnnotationWrite>,
  selfId: number | null,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (values.shortDescr !== undefined) {
    const other = await repo.annotationIdByShortDescr(layerId, values.shortDescr);
    if (other !== null && other !== selfId) fields.short_descr = [SHORT_DESCR_NOT_UNIQUE];
  }
  // Stored times are fixed-width naive UTC, so text order is time order.
  if (values.startDttm && values.endDttm && values.endDttm < values.startDttm)
    fields.start_dttm = [END_BEFORE_START];
  throwIfInvalid(fields);
}

/** Creates an annotation on a layer: 400 "Annotation layer not found." as Superset, 422 on rule failures. */
export async function createAnnotation(
  repo: AnnotationLayersRepo,
  layerId: number,
  values: AnnotationWrite,
  actor: CurrentUser,
): Promise<number> {
  if (!(await repo.findLayer(layerId))) throw new AppError(400, LAYER_NOT_FOUND);
  await validate(repo, layerId, values, null);
  return repo.createAnnotation(layerId, values, actor.id);
}

/**
 * Updates an annotation of a layer (404 when either is unknown or the annotation is another layer's).
 * The date rule is checked against the stored value of a time the request leaves out.
 */
export async function updateAnnotation(
  repo: AnnotationLayersRepo,
  layerId: number,
  id: number,
  patch: Partial<AnnotationWrite>,
  actor: CurrentUser,
): Promise<void> {
  const current = await repo.findAnnotation(layerId, id);
  if (!current) throw notFound();
  await validate(
    repo,
    layerId,
    {
      ...patch,
      startDttm: patch.startDttm ?? current.startDttm,
      endDttm: patch.endDttm ?? current.endDttm,
    },
    id,
  );
  await repo.updateAnnotation(id, patch, actor.id);
}

/** Deletes annotations of a layer; every id must be one of the layer's (else 404). */
export async function deleteAnnotations(
  repo: AnnotationLayersRepo,
  layerId: number,
  ids: number[],
): Promise<number> {
  const unique = [...new Set(ids)];
  if (!(await repo.findLayer(layerId))) throw notFound();
  if (
    !allStorable(unique) ||
    (await repo.existingAnnotationIds(layerId, unique)).length !== unique.length
  )
    throw notFound();
  return repo.deleteAnnotations(layerId, unique);
}
