import type {
  AnnotationLayersRepo,
  AnnotationLayerWrite,
} from '../../meta/repos/annotation-layers-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { NAME_NOT_UNIQUE, notFound, throwIfInvalid } from './annotation-errors.ts';

async function validateName(
  repo: AnnotationLayersRepo,
  name: string | undefined,
  selfId: number | null,
): Promise<void> {
  if (name === undefined) return;
  const other = await repo.layerIdByName(name);
  throwIfInvalid(other !== null && other !== selfId ? { name: [NAME_NOT_UNIQUE] } : {});
}

/** Creates an annotation layer; its name must be unique (422). */
export async function createAnnotationLayer(
  repo: AnnotationLayersRepo,
  values: AnnotationLayerWrite,
  actor: CurrentUser,
): Promise<number> {
  await validateName(repo, values.name, null);
  return repo.createLayer(values, actor.id);
}

/** Updates a layer: 404 when unknown, 422 when the new name is another layer's. */
export async function updateAnnotationLayer(
  repo: AnnotationLayersRepo,
  id: number,
  patch: Partial<AnnotationLayerWrite>,
  actor: CurrentUser,
): Promise<void> {
  if (!(await repo.findLayer(id))) throw notFound();
  await validateName(repo, patch.name, id);
  await repo.updateLayer(id, patch, actor.id);
}
