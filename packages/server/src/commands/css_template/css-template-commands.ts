import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CssTemplateRecord, CssTemplateWrite } from '../../meta/repos/css-template-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

const notFound = (): AppError => new AppError(404, 'Not found');
/** Ids a stored integer key can hold; anything else cannot name an existing template. */
const storable = (ids: number[]): boolean =>
  ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** A page of CSS templates. */
export function listCssTemplates(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: CssTemplateRecord[] }> {
  return repos(ctx).cssTemplates.list(q, actor?.id ?? null);
}

/** One CSS template; 404 when missing. */
export async function getCssTemplate(ctx: AppContext, id: number): Promise<CssTemplateRecord> {
  const t = storable([id]) ? await repos(ctx).cssTemplates.findById(id) : null;
  if (!t) throw notFound();
  return t;
}

/** Creates a CSS template; returns its id. */
export function createCssTemplate(
  ctx: AppContext,
  values: CssTemplateWrite,
  actor: CurrentUser,
): Promise<number> {
  return repos(ctx).cssTemplates.create(values, actor.id);
}

/** Updates a CSS template; 404 when unknown. */
export async function updateCssTemplate(
  ctx: AppContext,
  id: number,
  patch: Partial<CssTemplateWrite>,
  actor: CurrentUser,
): Promise<void> {
  await getCssTemplate(ctx, id);
  await repos(ctx).cssTemplates.update(id, patch, actor.id);
}

/**
 * Deletes CSS templates as Superset's DeleteCssTemplateCommand: every id must exist, else 404 and
 * nothing goes. Returns how many went.
 */
export async function deleteCssTemplates(ctx: AppContext, ids: number[]): Promise<number> {
  const { cssTemplates } = repos(ctx);
  const unique = [...new Set(ids)];
  if (!storable(unique) || (await cssTemplates.existingIds(unique)).length !== unique.length)
    throw notFound();
  return cssTemplates.delete(unique);
}
