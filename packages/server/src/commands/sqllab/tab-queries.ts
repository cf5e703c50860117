import type { AppContext } from '../../context.ts';
import type { TabStateRecord } from '../../meta/repos/tab-states-repo.ts';
import type { SqlLab } from '../../sqllab/sqllab-service.ts';
import { repos } from '../repos.ts';

/**
 * Removes a query of the tab (only the tab owner's, run in this tab) with its stored results; when it
 * was the tab's latest query, the latest one left takes its place. Anything else is silently ignored.
 */
export async function removeTabQuery(
  ctx: AppContext,
  lab: SqlLab,
  tab: TabStateRecord,
  clientId: string,
): Promise<void> {
  const { queries, tabStates } = repos(ctx);
  const q = await queries.findByClientId(clientId);
  if (!q || q.userId !== tab.userId || q.sqlEditorId !== String(tab.id)) return;
  await queries.delete(q.id);
  if (q.resultsKey) await lab.env.results.delete(q.resultsKey);
  if (tab.latestQueryId === clientId) {
    const latest = await queries.latestOfEditor(tab.userId, String(tab.id));
    await tabStates.update(tab.id, { latest_query_id: latest?.clientId ?? null }, tab.userId);
  }
}

/** Moves one of the tab owner's queries into the tab (a query run before the tab was saved); others are ignored. */
export async function migrateTabQuery(
  ctx: AppContext,
  tab: TabStateRecord,
  clientId: string | null,
): Promise<void> {
  const { queries } = repos(ctx);
  const q = clientId ? await queries.findByClientId(clientId) : null;
  if (q && q.userId === tab.userId) await queries.update(q.id, { sqlEditorId: String(tab.id) });
}
