import { AppError, invalidFields } from '../../errors.ts';

/** Superset's messages for annotation layers and annotations (annotation_layers/commands/exceptions.py). */
export const LAYER_NOT_FOUND = 'Annotation layer not found.';
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';
export const NAME_NOT_UNIQUE = 'Name must be unique';
export const SHORT_DESCR_NOT_UNIQUE = 'Short description must be unique for this layer';
export const END_BEFORE_START = 'End date must be after start date';

export const notFound = (): AppError => new AppError(404, 'Not found');

/** Ids a stored integer key can hold; a list holding anything else cannot name only existing objects. */
export const allStorable = (ids: number[]): boolean =>
  ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** Command validation failures: 422 `{"message": {field: [msg]}}`, all fields at once. */
export function throwIfInvalid(fields: Record<string, string[]>): void {
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}
