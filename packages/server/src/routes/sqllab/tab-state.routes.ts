import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  newIdResponse,
  tableSchemaExpandedResponse,
  tabStateItem as tabStateSchema,
} from '@sightline/core';
import { createTabState } from '../../commands/sqllab/create-tab-state.ts';
import {
  deleteTableSchema,
  saveTableSchema,
  setTableSchemaExpanded,
} from '../../commands/sqllab/save-table-schema.ts';
import { migrateTabQuery, removeTabQuery } from '../../commands/sqllab/tab-queries.ts';
import { formError, ownedTab, ownedTable } from '../../commands/sqllab/tab-state-access.ts';
import { tabStateDetail } from '../../commands/sqllab/tab-state-detail.ts';
import {
  activateTabState,
  deleteTabState,
  updateTabState,
} from '../../commands/sqllab/update-tab-state.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import type { SqlLab } from '../../sqllab/sqllab-service.ts';
import { contract } from '../common/contract.ts';
import { sendBareJson } from './caller.ts';
import { formFields } from './form-fields.ts';
import {
  boolean,
  intOrNull,
  jsonText,
  legacyId,
  objectField,
  optionalText,
  TAB_STATE_COLUMNS,
} from './tab-state-fields.ts';
import { tabStateItem } from './tab-state-serialize.ts';

/**
 * The legacy views that keep SQL Lab tabs and their left-bar tables on the server (docs/api.md §2.12,
 * §2.13): form posts with JSON-encoded values, bare JSON answers, empty 403/404 bodies. The rules
 * (ownership, defaults, checks) are in commands/sqllab/.
 */
export async function tabStateRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  lab: SqlLab,
): Promise<void> {
  const app = contract(fastify);
  const guard = requirePermission(ctx, 'can_read', 'SQLLab');
  const json = <S extends ZodType>(ok: S) => ({
    preHandler: guard,
    schema: { response: { 200: ok } },
  });
  // These answer a bare JSON value (the tab's id or "OK") as text, which the serializer never sees.
  const bare = { preHandler: guard, config: { rawResponse: true } };
  const tabOf = (req: FastifyRequest) =>
    ownedTab(ctx, legacyId((req.params as { id: string }).id), requireUser(req));
  const tableOf = (req: FastifyRequest) =>
    ownedTable(ctx, legacyId((req.params as { id: string }).id), requireUser(req));

  app.post('/tabstateview/', json(newIdResponse), async (req) => {
    const qe = objectField(formFields(req), 'queryEditor');
    const id = await createTabState(
      ctx,
      requireUser(req),
      intOrNull(qe.dbId),
      intOrNull(qe.remoteId),
      () => ({
        label: optionalText(qe.name, 'name', 256) || optionalText(qe.title, 'title', 256),
        catalog: optionalText(qe.catalog, 'catalog', 256),
        schema: optionalText(qe.schema, 'schema', 256),
        sql: qe.sql === undefined ? undefined : optionalText(qe.sql, 'sql'),
        queryLimit: intOrNull(qe.queryLimit),
        hideLeftBar:
          qe.hideLeftBar === undefined ? undefined : boolean(qe.hideLeftBar, 'hideLeftBar'),
        autorun: qe.autorun === undefined ? undefined : boolean(qe.autorun, 'autorun'),
        templateParams: jsonText(qe.templateParams, 'templateParams'),
      }),
    );
    return { id };
  });

  app.get('/tabstateview/:id', json(tabStateSchema), async (req) =>
    tabStateItem(await tabStateDetail(ctx, await tabOf(req))),
  );

  app.put('/tabstateview/:id', bare, async (req, reply) => {
    const tab = await tabOf(req);
    const patch: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(formFields(req))) {
      const coerce = TAB_STATE_COLUMNS[key as keyof typeof TAB_STATE_COLUMNS];
      if (coerce) patch[key] = coerce(value, key);
    }
    await updateTabState(ctx, tab, patch);
    return sendBareJson(reply, tab.id);
  });

  app.post('/tabstateview/:id/activate', bare, async (req, reply) => {
    const tab = await tabOf(req);
    await activateTabState(ctx, tab);
    return sendBareJson(reply, tab.id);
  });

  app.delete('/tabstateview/:id', bare, async (req, reply) => {
    await deleteTabState(ctx, await tabOf(req));
    return sendBareJson(reply, 'OK');
  });

  app.delete('/tabstateview/:id/query/:client_id', bare, async (req, reply) => {
    const tab = await tabOf(req);
    await removeTabQuery(ctx, lab, tab, (req.params as { client_id: string }).client_id);
    return sendBareJson(reply, 'OK');
  });

  app.post('/tabstateview/:id/migrate_query', bare, async (req, reply) => {
    const tab = await tabOf(req);
    await migrateTabQuery(ctx, tab, optionalText(formFields(req).queryId, 'queryId', 11));
    return sendBareJson(reply, tab.id);
  });

  app.post('/tableschemaview/', json(newIdResponse), async (req) => {
    const table = objectField(formFields(req), 'table');
    const id = await saveTableSchema(
      ctx,
      requireUser(req),
      legacyId(table.queryEditorId),
      intOrNull(table.dbId),
      () => {
        const name = optionalText(table.name, 'name', 256);
        if (!name) throw formError('name is required');
        return {
          catalog: optionalText(table.catalog, 'catalog', 256),
          schema: optionalText(table.schema, 'schema', 256),
          table: name,
          description: JSON.stringify(table),
        };
      },
    );
    return { id };
  });

  app.post('/tableschemaview/:id/expanded', json(tableSchemaExpandedResponse), async (req) => {
    const table = await tableOf(req);
    const expanded = boolean(formFields(req).expanded ?? null, 'expanded');
    await setTableSchemaExpanded(ctx, table, expanded, requireUser(req));
    return { id: table.id, expanded };
  });

  app.delete('/tableschemaview/:id', bare, async (req, reply) => {
    await deleteTableSchema(ctx, await tableOf(req));
    return sendBareJson(reply, 'OK');
  });
}
