import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import {
  databaseSchemasQuerySchema,
  databaseTablesQuerySchema,
  tableMetadataQuerySchema,
  databaseTablesResponse,
  emptyObjectResponse,
  functionNamesResponse,
  selectStarResponse,
  stringListResponse,
  tableMetadataResponse,
  uploadSchemasResponse,
} from '@sightline/core';
import {
  checkTableVisible,
  databaseCatalogs,
  databaseFunctionNames,
  databaseSchemas,
  databaseTableMetadata,
  databaseTables,
  tableMetadataAt,
  tableSelectStar,
  uploadSchemas,
} from '../../commands/database/introspect-database.ts';
import type { DatabaseRecord } from '../../commands/records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { contract } from '../common/contract.ts';
import { parseRison } from '../common/http.ts';

const schemasQuery = databaseSchemasQuerySchema;
const tablesQuery = databaseTablesQuerySchema;
const tableMetaQuery = tableMetadataQuerySchema;

const schemaParam = (schema: string | undefined): string | null =>
  schema === undefined || schema === 'null' || schema === 'undefined' ? null : schema;

/**
 * Schemas, tables and table metadata of a database (docs/api.md §2.9 "Metadata browsing"). Every use
 * case checks the user's access to the database, schema or table (commands/database/introspect-database.ts):
 * lists are filtered, a table the user may not query answers 404.
 */
export async function introspectionRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  guard: preHandlerAsyncHookHandler,
  findDatabase: (req: FastifyRequest) => Promise<DatabaseRecord>,
): Promise<void> {
  const app = contract(fastify);
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: guard,
    schema: { response: { 200: ok } },
  });
  const load = (req: FastifyRequest) => () => findDatabase(req);

  app.get('/api/v1/database/:pk/catalogs/', read(stringListResponse), async (req) => ({
    result: await databaseCatalogs(ctx, load(req), req.user ?? null),
  }));

  app.get('/api/v1/database/:pk/schemas/', read(stringListResponse), async (req) => {
    const q = parseRison(req, schemasQuery);
    return {
      result: await databaseSchemas(ctx, load(req), req.user ?? null, q.upload_allowed ?? false),
    };
  });

  app.get('/api/v1/database/:pk/tables/', read(databaseTablesResponse), async (req) => {
    const q = parseRison(req, tablesQuery);
    const tables = await databaseTables(ctx, load(req), req.user ?? null, q.schema_name || null);
    const result = tables.map((t) => ({ value: t.name, type: t.type, extra: null }));
    return { count: result.length, result };
  });

  app.get('/api/v1/database/:pk/table_metadata/', read(tableMetadataResponse), async (req) => {
    const r = tableMetaQuery.safeParse(req.query ?? {});
    if (!r.success)
      throw new AppError(422, 'The table name is required', {
        shape: 'errors',
        errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      });
    return databaseTableMetadata(ctx, load(req), req.user ?? null, r.data.name, r.data.schema);
  });

  app.get('/api/v1/database/:pk/table_metadata/extra/', read(emptyObjectResponse), async (req) => {
    const q = tableMetaQuery.safeParse(req.query ?? {});
    await checkTableVisible(
      ctx,
      load(req),
      req.user ?? null,
      q.success ? { name: q.data.name, schema: q.data.schema ?? null } : null,
    );
    return {};
  });

  app.get(
    '/api/v1/database/:pk/table/:table/:schema/',
    read(tableMetadataResponse),
    async (req) => {
      const { table, schema } = req.params as { table: string; schema: string };
      return tableMetadataAt(ctx, load(req), req.user ?? null, table, schemaParam(schema));
    },
  );

  app.get(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    read(emptyObjectResponse),
    async (req) => {
      const { table, schema } = req.params as { table: string; schema: string };
      await checkTableVisible(ctx, load(req), req.user ?? null, {
        name: table,
        schema: schemaParam(schema),
      });
      return {};
    },
  );

  const selectStarRoute = async (req: FastifyRequest) => {
    const { table, schema } = req.params as { table: string; schema?: string };
    return {
      result: await tableSelectStar(ctx, load(req), req.user ?? null, table, schemaParam(schema)),
    };
  };
  app.get('/api/v1/database/:pk/select_star/:table/', read(selectStarResponse), selectStarRoute);
  app.get(
    '/api/v1/database/:pk/select_star/:table/:schema/',
    read(selectStarResponse),
    selectStarRoute,
  );

  app.get('/api/v1/database/:pk/function_names/', read(functionNamesResponse), async (req) => ({
    function_names: await databaseFunctionNames(ctx, load(req), req.user ?? null),
  }));

  app.get(
    '/api/v1/database/:pk/schemas_access_for_file_upload/',
    read(uploadSchemasResponse),
    async (req) => ({
      schemas: await uploadSchemas(ctx, load(req), req.user ?? null),
    }),
  );
}
