import type { AppContext } from '../../context.ts';
import type { NewTabState } from '../../meta/repos/tab-states-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { checkTabDatabase } from './tab-state-access.ts';

/** The fields of a new tab as the client's `queryEditor` gives them; absent ones are undefined. */
export interface TabStateFields {
  /** The name, else the title; empty when neither is given. */
  label: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null | undefined;
  queryLimit: number | null;
  hideLeftBar: boolean | undefined;
  autorun: boolean | undefined;
  templateParams: string | null;
}

/**
 * Opens a SQL Lab tab for the user on an existing database (400 otherwise). It keeps the saved query
 * it was opened from only when that query is the user's. Defaults: label "Untitled Query", sql
 * "SELECT ...", left bar shown, no autorun. `fields` parses the rest of the form, after the database check.
 */
export async function createTabState(
  ctx: AppContext,
  actor: CurrentUser,
  dbId: number | null,
  remoteId: number | null,
  fields: () => TabStateFields,
): Promise<number> {
  const databaseId = await checkTabDatabase(ctx, dbId);
  const { tabStates, savedQueries } = repos(ctx);
  const savedQueryId =
    remoteId !== null && (await savedQueries.findOwned(remoteId, actor.id)) ? remoteId : null;
  const f = fields();
  const values: NewTabState = {
    label: f.label || 'Untitled Query',
    database_id: databaseId,
    catalog: f.catalog,
    schema: f.schema,
    sql: f.sql === undefined ? 'SELECT ...' : f.sql,
    query_limit: f.queryLimit,
    hide_left_bar: f.hideLeftBar ?? false,
    autorun: f.autorun ?? false,
    template_params: f.templateParams,
    saved_query_id: savedQueryId,
  };
  return tabStates.create(actor.id, values);
}
