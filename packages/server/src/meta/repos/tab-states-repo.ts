import type { MetaStore } from '../connect.ts';
import { nowIso, toBool, type TabStateTable } from '../schema.ts';

/** A persisted SQL Lab editor tab (docs/api.md §2.12). */
export interface TabStateRecord {
  id: number;
  userId: number;
  label: string;
  active: boolean;
  databaseId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  queryLimit: number | null;
  latestQueryId: string | null;
  autorun: boolean;
  templateParams: string | null;
  hideLeftBar: boolean;
  savedQueryId: number | null;
  extraJson: string | null;
  createdOn: string;
  changedOn: string;
}

/** A table of a tab's left bar (docs/api.md §2.13). */
export interface TableSchemaRecord {
  id: number;
  tabStateId: number;
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: string | null;
  expanded: boolean;
}

/** Columns of `tab_state` a PUT may write, by their wire (= column) name. */
export type TabStateColumn =
  | 'database_id'
  | 'catalog'
  | 'schema'
  | 'sql'
  | 'label'
  | 'query_limit'
  | 'latest_query_id'
  | 'template_params'
  | 'hide_left_bar'
  | 'autorun'
  | 'extra_json'
  | 'saved_query_id';

/** Values of a tab to create. */
export type NewTabState = Partial<Record<TabStateColumn, string | number | boolean | null>> & {
  label: string;
};

const nullableNumber = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toTab(r: any): TabStateRecord {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    label: r.label,
    active: toBool(r.active),
    databaseId: nullableNumber(r.database_id),
    catalog: r.catalog,
    schema: r.schema,
    sql: r.sql,
    queryLimit: nullableNumber(r.query_limit),
    latestQueryId: r.latest_query_id,
    autorun: toBool(r.autorun),
    templateParams: r.template_params,
    hideLeftBar: toBool(r.hide_left_bar),
    savedQueryId: nullableNumber(r.saved_query_id),
    extraJson: r.extra_json,
    createdOn: r.created_on,
    changedOn: r.changed_on,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toTable(r: any): TableSchemaRecord {
  return {
    id: Number(r.id),
    tabStateId: Number(r.tab_state_id),
    databaseId: Number(r.database_id),
    catalog: r.catalog,
    schema: r.schema,
    table: r.table,
    description: r.description,
    expanded: toBool(r.expanded),
  };
}

/** SQL Lab tabs and their table schemas. Ownership is checked by the caller (403 vs 404 matters). */
export class TabStatesRepo {
  constructor(private readonly store: MetaStore) {}

  async findById(id: number): Promise<TabStateRecord | null> {
    const r = await this.store.db
      .selectFrom('tab_state')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toTab(r) : null;
  }

  /** The user's tabs as [id, label], oldest first. */
  async idsAndLabels(userId: number): Promise<[number, string][]> {
    const rows = await this.store.db
      .selectFrom('tab_state')
      .select(['id', 'label'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => [Number(r.id), r.label]);
  }

  /** The tab flagged active, else any of the user's tabs. */
  async activeOf(userId: number): Promise<TabStateRecord | null> {
    const r = await this.store.db
      .selectFrom('tab_state')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('active', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return r ? toTab(r) : null;
  }

  /** Creates a tab, active, and marks the user's other tabs inactive. */
  async create(userId: number, values: NewTabState): Promise<number> {
    const now = nowIso();
    return this.store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tab_state')
        .set({ active: false })
        .where('user_id', '=', userId)
        .execute();
      const row = {
        ...values,
        user_id: userId,
        active: true,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      };
      const r = await trx
        .insertInto('tab_state')
        .values(row as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    });
  }

  async update(
    id: number,
    patch: Partial<Pick<TabStateTable, TabStateColumn>>,
    userId: number,
  ): Promise<void> {
    await this.store.db
      .updateTable('tab_state')
      .set({ ...patch, changed_on: nowIso(), changed_by_fk: userId } as never)
      .where('id', '=', id)
      .execute();
  }

  /** Makes one tab the user's active tab. */
  async activate(id: number, userId: number): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tab_state')
        .set({ active: false })
        .where('user_id', '=', userId)
        .where('id', '!=', id)
        .execute();
      await trx.updateTable('tab_state').set({ active: true }).where('id', '=', id).execute();
    });
  }

  /** Deletes a tab and its table schemas. */
  async delete(id: number): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
      await trx.deleteFrom('tab_state').where('id', '=', id).execute();
    });
  }

  async tables(tabId: number): Promise<TableSchemaRecord[]> {
    const rows = await this.store.db
      .selectFrom('table_schema')
      .selectAll()
      .where('tab_state_id', '=', tabId)
      .orderBy('id')
      .execute();
    return rows.map(toTable);
  }

  async findTable(id: number): Promise<TableSchemaRecord | null> {
    const r = await this.store.db
      .selectFrom('table_schema')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toTable(r) : null;
  }

  /** Replaces the rows of the same (tab, database, catalog, schema, table) with a new expanded one. */
  async upsertTable(
    t: Omit<TableSchemaRecord, 'id' | 'expanded'>,
    userId: number,
  ): Promise<number> {
    const now = nowIso();
    return this.store.db.transaction().execute(async (trx) => {
      let del = trx
        .deleteFrom('table_schema')
        .where('tab_state_id', '=', t.tabStateId)
        .where('database_id', '=', t.databaseId)
        .where('table', '=', t.table);
      del =
        t.schema === null ? del.where('schema', 'is', null) : del.where('schema', '=', t.schema);
      del =
        t.catalog === null
          ? del.where('catalog', 'is', null)
          : del.where('catalog', '=', t.catalog);
      await del.execute();
      const r = await trx
        .insertInto('table_schema')
        .values({
          tab_state_id: t.tabStateId,
          database_id: t.databaseId,
          catalog: t.catalog,
          schema: t.schema,
          table: t.table,
          description: t.description,
          expanded: true,
          created_on: now,
          changed_on: now,
          created_by_fk: userId,
          changed_by_fk: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    });
  }

  async setTableExpanded(id: number, expanded: boolean, userId: number): Promise<void> {
    await this.store.db
      .updateTable('table_schema')
      .set({ expanded, changed_on: nowIso(), changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
  }

  async deleteTable(id: number): Promise<void> {
    await this.store.db.deleteFrom('table_schema').where('id', '=', id).execute();
  }
}
