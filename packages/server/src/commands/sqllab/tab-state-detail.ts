import type { AppContext } from '../../context.ts';
import type { QueryRecord } from '../../meta/repos/queries-repo.ts';
import type { TableSchemaRecord, TabStateRecord } from '../../meta/repos/tab-states-repo.ts';
import { repos } from '../repos.ts';

/** A tab with its latest query (only when it is the tab owner's) and its left-bar tables. */
export interface TabStateDetail {
  tab: TabStateRecord;
  latestQuery: QueryRecord | null;
  tables: TableSchemaRecord[];
}

/** What GET /tabstateview/<id> shows of a tab (docs/api.md §2.12). */
export async function tabStateDetail(
  ctx: AppContext,
  tab: TabStateRecord,
): Promise<TabStateDetail> {
  const { queries, tabStates } = repos(ctx);
  const latest = tab.latestQueryId ? await queries.findByClientId(tab.latestQueryId) : null;
  return {
    tab,
    latestQuery: latest && latest.userId === tab.userId ? latest : null,
    tables: await tabStates.tables(tab.id),
  };
}
