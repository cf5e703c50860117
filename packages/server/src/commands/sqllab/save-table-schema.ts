import type { AppContext } from '../../context.ts';
import type { TableSchemaRecord } from '../../meta/repos/tab-states-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { checkTabDatabase, ownedTab } from './tab-state-access.ts';

/** The fields of a left-bar table, parsed after the tab and database checks. */
export type TableSchemaFields = Pick<
  TableSchemaRecord,
  'catalog' | 'schema' | 'table' | 'description'
>;

/** Adds (or replaces) a table in the left bar of one of the user's tabs; its database must exist (400). */
export async function saveTableSchema(
  ctx: AppContext,
  actor: CurrentUser,
  tabId: number,
  dbId: number | null,
  fields: () => TableSchemaFields,
): Promise<number> {
  const tab = await ownedTab(ctx, tabId, actor);
  const databaseId = await checkTabDatabase(ctx, dbId);
  const f = fields();
  return repos(ctx).tabStates.upsertTable({ tabStateId: tab.id, databaseId, ...f }, tab.userId);
}

/** Marks a left-bar table expanded or collapsed. */
export async function setTableSchemaExpanded(
  ctx: AppContext,
  table: TableSchemaRecord,
  expanded: boolean,
  actor: CurrentUser,
): Promise<void> {
  await repos(ctx).tabStates.setTableExpanded(table.id, expanded, actor.id);
}

/** Removes a table from the left bar. */
export async function deleteTableSchema(ctx: AppContext, table: TableSchemaRecord): Promise<void> {
  await repos(ctx).tabStates.deleteTable(table.id);
}
