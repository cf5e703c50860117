import type { AppContext } from '../../context.ts';
import type { TabStateRecord } from '../../meta/repos/tab-states-repo.ts';
import { repos } from '../repos.ts';
import { checkTabDatabase } from './tab-state-access.ts';

/** Writes the given columns of a tab; a new database must exist (400). An empty patch writes nothing. */
export async function updateTabState(
  ctx: AppContext,
  tab: TabStateRecord,
  patch: Record<string, string | number | boolean | null>,
): Promise<void> {
  if (patch.database_id !== undefined) await checkTabDatabase(ctx, patch.database_id as number);
  if (Object.keys(patch).length > 0) await repos(ctx).tabStates.update(tab.id, patch, tab.userId);
}

/** Makes the tab the user's active one. */
export async function activateTabState(ctx: AppContext, tab: TabStateRecord): Promise<void> {
  await repos(ctx).tabStates.activate(tab.id, tab.userId);
}

/** Closes (deletes) a tab. */
export async function deleteTabState(ctx: AppContext, tab: TabStateRecord): Promise<void> {
  await repos(ctx).tabStates.delete(tab.id);
}
