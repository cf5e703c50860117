import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  databaseAvailableResponse,
  databaseConnectionResponse,
  databaseCreatedResponse,
  databaseItemResponse,
  databaseListResponse,
  databaseRelatedObjectsResponse,
  databaseUpdatedResponse,
  infoResponse,
  messageResponse,
  relatedResponse,
  databaseCreateSchema,
  databaseUpdateSchema,
  listQuerySchema,
  testConnectionSchema,
} from '@sightline/core';
import {
  existingDatabase,
  listDatabases,
  testDatabaseConnection,
  visibleDatabase as visibleDatabaseOf,
} from '../../commands/database/database-access.ts';
import { listAvailableEngines, maskedUri } from '../../commands/database/engine-facts.ts';
import {
  createDatabase,
  deleteDatabase,
  updateDatabase,
} from '../../commands/database/save-database.ts';
import { validateParameters } from '../../commands/database/validate-parameters.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { databaseConnection, databaseItem, databaseListItem } from './database-serialize.ts';
import { databaseUploadRoutes } from './database-upload.routes.ts';
import { introspectionRoutes } from './introspection.routes.ts';

/** /api/v1/database (docs/api.md §2.9). */
export async function databaseRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const readGuard = requirePermission(ctx, 'can_read', 'Database');
  const writeGuard = requirePermission(ctx, 'can_write', 'Database');
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: readGuard,
    schema: { response: { 200: ok } },
  });
  const write = <S extends ZodType>(ok: S) => ({
    preHandler: writeGuard,
    schema: { response: { 200: ok } },
  });

  /** A database the request's user may see, else 404. */
  const visibleDatabase = (req: FastifyRequest) =>
    visibleDatabaseOf(ctx, parseId((req.params as { pk: string }).pk), req.user);

  app.get('/api/v1/database/', read(databaseListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listDatabases(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(databaseListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/database/_info', read(infoResponse), async (req) => {
    const perms = ['can_read', 'can_write', 'can_export', 'can_upload'].filter((p) =>
      req.user
        ? req.user.isAdmin ||
          Object.values(req.user.roles).some((pairs) =>
            pairs.some(([pp, v]) => pp === p && v === 'Database'),
          )
        : false,
    );
    return { permissions: perms };
  });

  app.get('/api/v1/database/available/', read(databaseAvailableResponse), async () => ({
    databases: listAvailableEngines(),
  }));

  app.get('/api/v1/database/related/:col', read(relatedResponse), async (req) =>
    relatedUsersResponse(ctx, req, ['created_by', 'changed_by']),
  );

  app.post('/api/v1/database/test_connection/', write(messageResponse), async (req) => {
    const body = parseBody(req, testConnectionSchema);
    await testDatabaseConnection(ctx, body);
    return { message: 'OK' };
  });

  app.post('/api/v1/database/validate_parameters/', write(messageResponse), async (req) => {
    const body = parseBody(
      req,
      testConnectionSchema.extend({ engine: databaseCreateSchema.shape.engine.unwrap().unwrap() }),
    );
    validateParameters(body.engine, body.parameters ?? {});
    return { message: 'OK' };
  });

  app.get('/api/v1/database/:pk', read(databaseItemResponse), async (req) => {
    const db = await visibleDatabase(req);
    return { id: db.id, result: databaseItem(db) };
  });

  app.get('/api/v1/database/:pk/connection', write(databaseConnectionResponse), async (req) => {
    const db = await visibleDatabase(req);
    return { id: db.id, result: databaseConnection(ctx, db) };
  });

  app.post(
    '/api/v1/database/',
    { preHandler: writeGuard, schema: { response: { 201: databaseCreatedResponse } } },
    async (req, reply) => {
      const body = parseBody(req, databaseCreateSchema);
      const db = await createDatabase(ctx, body, requireUser(req));
      const { parameters: _p, masked_encrypted_extra: _m, ...rest } = body;
      return reply.status(201).send({
        id: db.id,
        result: {
          ...rest,
          uuid: db.uuid,
          sqlalchemy_uri: maskedUri(db),
          expose_in_sqllab: db.exposeInSqllab,
          configuration_method: db.configurationMethod,
          backend: db.backend,
        },
      });
    },
  );

  app.put('/api/v1/database/:pk', write(databaseUpdatedResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, databaseUpdateSchema);
    const db = await updateDatabase(ctx, id, body, requireUser(req));
    const { parameters: _p, masked_encrypted_extra: _m, ...rest } = body;
    return {
      id,
      result: {
        ...rest,
        sqlalchemy_uri: maskedUri(db),
        configuration_method: db.configurationMethod,
      },
    };
  });

  app.delete('/api/v1/database/:pk', write(messageResponse), async (req) => {
    await deleteDatabase(ctx, parseId((req.params as { pk: string }).pk));
    return { message: 'OK' };
  });

  app.get(
    '/api/v1/database/:pk/related_objects/',
    read(databaseRelatedObjectsResponse),
    async (req) => {
      const db = await visibleDatabase(req);
      void db;
      return {
        charts: { count: 0, result: [] },
        dashboards: { count: 0, result: [] },
        sqllab_tab_states: { count: 0, result: [] },
      };
    },
  );

  await databaseUploadRoutes(fastify, ctx);

  /** Any existing database: the introspection routes check the user's access themselves. */
  await introspectionRoutes(fastify, ctx, readGuard, (req) =>
    existingDatabase(ctx, parseId((req.params as { pk: string }).pk)),
  );
}
