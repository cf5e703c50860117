import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { SavedQueriesRepo } from '../../meta/repos/saved-queries-repo.ts';
import { TabStatesRepo, type TabStateRecord } from '../../meta/repos/tab-states-repo.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import type { SqlLab } from '../../sqllab/sqllab-service.ts';
import { sendBareJson } from './caller.ts';
import { formFields } from './form-fields.ts';
import {
  boolean, emptyError, formError, intOrNull, jsonText, legacyId, objectField, optionalText, TAB_STATE_COLUMNS,
} from './tab-state-fields.ts';
import { tabStateItem } from './tab-state-serialize.ts';

/**
 * The legacy views that keep SQL Lab tabs and their left-bar tables on the server (docs/api.md §2.12,
 * §2.13): form posts with JSON-encoded values, bare JSON answers, empty 403/404 bodies.
 */
export async function tabStateRoutes(app: FastifyInstance, ctx: AppContext, lab: SqlLab): Promise<void> {
  const tabs = new TabStatesRepo(ctx.store);
  const savedQueries = new SavedQueriesRepo(ctx.store);
  const opts = { preHandler: requirePermission(ctx, 'can_read', 'SQLLab') };
  const ownedTab = async (req: FastifyRequest, raw: unknown): Promise<TabStateRecord> => {
    const tab = await tabs.findById(legacyId(raw));
    if (!tab) throw emptyError(404);
    if (tab.userId !== requireUser(req).id) throw emptyError(403);
    return tab;
  };
  const tabOf = (req: FastifyRequest) => ownedTab(req, (req.params as { id: string }).id);
  const checkDatabase = async (id: number | null) => {
    if (id === null || !(await ctx.databases.findById(id))) throw formError('Database not found');
    return id;
  };

  app.post('/tabstateview/', opts, async (req) => {
    const user = requireUser(req);
    const qe = objectField(formFields(req), 'queryEditor');
    const databaseId = await checkDatabase(intOrNull(qe.dbId));
    const remoteId = intOrNull(qe.remoteId);
    const savedQueryId = remoteId !== null && (await savedQueries.findOwned(remoteId, user.id)) ? remoteId : null;
    const id = await tabs.create(user.id, {
      label: optionalText(qe.name, 'name', 256) || optionalText(qe.title, 'title', 256) || 'Untitled Query',
      database_id: databaseId,
      catalog: optionalText(qe.catalog, 'catalog', 256),
      schema: optionalText(qe.schema, 'schema', 256),
      sql: qe.sql === undefined ? 'SELECT ...' : optionalText(qe.sql, 'sql'),
      query_limit: intOrNull(qe.queryLimit),
      hide_left_bar: qe.hideLeftBar === undefined ? false : boolean(qe.hideLeftBar, 'hideLeftBar'),
      autorun: qe.autorun === undefined ? false : boolean(qe.autorun, 'autorun'),
      template_params: jsonText(qe.templateParams, 'templateParams'),
      saved_query_id: savedQueryId,
    });
    return { id };
  });

  app.get('/tabstateview/:id', opts, async (req) => tabStateItem(await tabOf(req), tabs, lab.queries));

  app.put('/tabstateview/:id', opts, async (req, reply) => {
    const tab = await tabOf(req);
    const patch: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(formFields(req))) {
      const coerce = TAB_STATE_COLUMNS[key as keyof typeof TAB_STATE_COLUMNS];
      if (coerce) patch[key] = coerce(value, key);
    }
    if (patch.database_id !== undefined) await checkDatabase(patch.database_id as number);
    if (Object.keys(patch).length > 0) await tabs.update(tab.id, patch, tab.userId);
    return sendBareJson(reply, tab.id);
  });

  app.post('/tabstateview/:id/activate', opts, async (req, reply) => {
    const tab = await tabOf(req);
    await tabs.activate(tab.id, tab.userId);
    return sendBareJson(reply, tab.id);
  });

  app.delete('/tabstateview/:id', opts, async (req, reply) => {
    const tab = await tabOf(req);
    await tabs.delete(tab.id);
    return sendBareJson(reply, 'OK');
  });

  app.delete('/tabstateview/:id/query/:client_id', opts, async (req, reply) => {
    const tab = await tabOf(req);
    const clientId = (req.params as { client_id: string }).client_id;
    const q = await lab.queries.findByClientId(clientId);
    if (q && q.userId === tab.userId && q.sqlEditorId === String(tab.id)) {
      await lab.queries.delete(q.id);
      if (q.resultsKey) await lab.env.results.delete(q.resultsKey);
      if (tab.latestQueryId === clientId) {
        const latest = await lab.queries.latestOfEditor(tab.userId, String(tab.id));
        await tabs.update(tab.id, { latest_query_id: latest?.clientId ?? null }, tab.userId);
      }
    }
    return sendBareJson(reply, 'OK');
  });

  app.post('/tabstateview/:id/migrate_query', opts, async (req, reply) => {
    const tab = await tabOf(req);
    const clientId = optionalText(formFields(req).queryId, 'queryId', 11);
    const q = clientId ? await lab.queries.findByClientId(clientId) : null;
    if (q && q.userId === tab.userId) await lab.queries.update(q.id, { sqlEditorId: String(tab.id) });
    return sendBareJson(reply, tab.id);
  });

  app.post('/tableschemaview/', opts, async (req) => {
    const table = objectField(formFields(req), 'table');
    const tab = await ownedTab(req, table.queryEditorId);
    const databaseId = await checkDatabase(intOrNull(table.dbId));
    const name = optionalText(table.name, 'name', 256);
    if (!name) throw formError('name is required');
    const id = await tabs.upsertTable(
      {
        tabStateId: tab.id, databaseId, catalog: optionalText(table.catalog, 'catalog', 256), schema: optionalText(table.schema, 'schema', 256),
        table: name, description: JSON.stringify(table),
      },
      tab.userId,
    );
    return { id };
  });

  const ownedTable = async (req: FastifyRequest) => {
    const table = await tabs.findTable(legacyId((req.params as { id: string }).id));
    if (!table) throw emptyError(404);
    await ownedTab(req, table.tabStateId);
    return table;
  };

  app.post('/tableschemaview/:id/expanded', opts, async (req) => {
    const table = await ownedTable(req);
    const expanded = boolean(formFields(req).expanded ?? null, 'expanded');
    await tabs.setTableExpanded(table.id, expanded, requireUser(req).id);
    return { id: table.id, expanded };
  });

  app.delete('/tableschemaview/:id', opts, async (req, reply) => {
    const table = await ownedTable(req);
    await tabs.deleteTable(table.id);
    return sendBareJson(reply, 'OK');
  });
}
