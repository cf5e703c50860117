import { z } from 'zod';
import { databaseCreateSchema, databaseUpdateSchema } from '../database.ts';
import { itemResponse, jsonObject, jsonValue, listResponse, savedResponse } from './common.ts';

/** Engine capability flags, `engine_information`. */
export const engineInformation = z.object({
  supports_file_upload: z.boolean(),
  disable_ssh_tunneling: z.boolean(),
  supports_dynamic_catalog: z.boolean(),
  supports_oauth2: z.boolean(),
});

/** A user's name as in a database's created_by / changed_by. */
const userName = z.object({ first_name: z.string(), last_name: z.string() }).nullable();

/** A row of `GET /api/v1/database/` (list_columns of docs/api.md §2.9). */
export const databaseListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  database_name: z.string(),
  backend: z.string(),
  allow_file_upload: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  allow_run_async: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_subquery: z.boolean(),
  allows_virtual_table_explore: z.boolean(),
  disable_data_preview: z.boolean(),
  disable_drill_to_detail: z.boolean(),
  allow_multi_catalog: z.boolean(),
  explore_database_id: z.number(),
  expose_in_sqllab: z.boolean(),
  force_ctas_schema: z.string().nullable(),
  extra: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: userName,
  created_by: userName,
  engine_information: engineInformation,
});
export type DatabaseListItem = z.infer<typeof databaseListItem>;
export const databaseListResponse = listResponse(databaseListItem);
export type DatabaseListResponse = z.infer<typeof databaseListResponse>;

/** `GET /api/v1/database/<pk>` result (show_columns). */
export const databaseItem = z.object({
  id: z.number(),
  uuid: z.string(),
  database_name: z.string(),
  cache_timeout: z.number().nullable(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_file_upload: z.boolean(),
  configuration_method: z.string(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  backend: z.string(),
  driver: z.string().nullable(),
  force_ctas_schema: z.string().nullable(),
  impersonate_user: z.boolean(),
  is_managed_externally: z.boolean(),
  engine_information: engineInformation,
});
export type DatabaseItem = z.infer<typeof databaseItem>;
export const databaseItemResponse = itemResponse(databaseItem);
export type DatabaseItemResponse = z.infer<typeof databaseItemResponse>;

/** The JSON schema of an engine's connection form (host, port, ...); `{}` for URI-only engines. */
export const connectionParametersSchema = z
  .object({
    type: z.literal('object'),
    properties: z.record(
      z.string(),
      z.object({
        type: z.string(),
        description: z.string().optional(),
        default: jsonValue.optional(),
        format: z.string().optional(),
        nullable: z.boolean().optional(),
      }),
    ),
    required: z.array(z.string()),
  })
  .partial();

/** `GET /api/v1/database/<pk>/connection`: the item plus its connection, the password masked. */
export const databaseConnection = databaseItem.extend({
  sqlalchemy_uri: z.string(),
  parameters: jsonObject,
  parameters_schema: connectionParametersSchema,
  masked_encrypted_extra: z.string().nullable(),
  server_cert: z.string().nullable(),
  extra: z.string().nullable(),
});
export type DatabaseConnection = z.infer<typeof databaseConnection>;
export const databaseConnectionResponse = itemResponse(databaseConnection);
export type DatabaseConnectionResponse = z.infer<typeof databaseConnectionResponse>;

/** `POST /api/v1/database/`: the body as sent (without parameters and secrets) and what was stored. */
export const databaseCreatedResponse = savedResponse(
  databaseCreateSchema.omit({ parameters: true, masked_encrypted_extra: true }).extend({
    uuid: z.string(),
    sqlalchemy_uri: z.string(),
    expose_in_sqllab: z.boolean(),
    configuration_method: z.string(),
    backend: z.string(),
  }),
);
export type DatabaseCreatedResponse = z.infer<typeof databaseCreatedResponse>;
/** `PUT /api/v1/database/<pk>`. */
export const databaseUpdatedResponse = savedResponse(
  databaseUpdateSchema.omit({ parameters: true, masked_encrypted_extra: true }).extend({
    sqlalchemy_uri: z.string(),
    configuration_method: z.string(),
  }),
);
export type DatabaseUpdatedResponse = z.infer<typeof databaseUpdatedResponse>;

/** One entry of `GET /api/v1/database/available/`. */
export const availableEngine = z.object({
  name: z.string(),
  engine: z.string(),
  available_drivers: z.array(z.string()),
  default_driver: z.string().optional(),
  sqlalchemy_uri_placeholder: z.string(),
  preferred: z.boolean(),
  parameters: jsonObject.optional(),
  engine_information: engineInformation,
});
export const databaseAvailableResponse = z.object({ databases: z.array(availableEngine) });
export type DatabaseAvailableResponse = z.infer<typeof databaseAvailableResponse>;

const relatedList = z.object({ count: z.number(), result: z.array(jsonValue) });
/** `GET /api/v1/database/<pk>/related_objects/`. */
export const databaseRelatedObjectsResponse = z.object({
  charts: relatedList,
  dashboards: relatedList,
  sqllab_tab_states: relatedList,
});
export type DatabaseRelatedObjectsResponse = z.infer<typeof databaseRelatedObjectsResponse>;

/** `{result: string[]}`: catalogs/ and schemas/. */
export const stringListResponse = z.object({ result: z.array(z.string()) });
export type StringListResponse = z.infer<typeof stringListResponse>;

/** `GET /api/v1/database/<pk>/tables/`. */
export const databaseTablesResponse = z.object({
  count: z.number(),
  result: z.array(
    z.object({
      value: z.string(),
      type: z.enum(['table', 'view', 'materialized_view']),
      extra: jsonObject.nullable(),
    }),
  ),
});
export type DatabaseTablesResponse = z.infer<typeof databaseTablesResponse>;

const key = z.object({
  type: z.string(),
  column_names: z.array(z.string()),
  name: z.string().nullable(),
  referred_table: z.string().optional(),
});
/** `GET /api/v1/database/<pk>/table_metadata/` and `table/<table>/<schema>/`. */
export const tableMetadataResponse = z.object({
  name: z.string(),
  columns: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      longType: z.string(),
      keys: z.array(key),
      comment: z.string().nullable().optional(),
    }),
  ),
  selectStar: z.string(),
  primaryKey: z.object({
    column_names: z.array(z.string()),
    name: z.string().nullable(),
    type: z.string(),
  }),
  foreignKeys: z.array(
    z.object({
      column_names: z.array(z.string()),
      name: z.string().nullable(),
      options: jsonObject,
      referred_columns: z.array(z.string()),
      referred_schema: z.string().nullable(),
      referred_table: z.string(),
      type: z.string(),
    }),
  ),
  indexes: z.array(
    z.object({
      column_names: z.array(z.string()),
      name: z.string().nullable(),
      options: jsonObject,
      type: z.string(),
    }),
  ),
  comment: z.string().nullable(),
});
export type TableMetadataResponse = z.infer<typeof tableMetadataResponse>;

/** The extra-metadata routes answer `{}` once the table is visible. */
export const emptyObjectResponse = z.object({});
/** `GET /api/v1/database/<pk>/select_star/<table>/[<schema>/]`. */
export const selectStarResponse = z.object({ result: z.string() });
/** `GET /api/v1/database/<pk>/function_names/`. */
export const functionNamesResponse = z.object({ function_names: z.array(z.string()) });
/** `GET /api/v1/database/<pk>/schemas_access_for_file_upload/`. */
export const uploadSchemasResponse = z.object({ schemas: z.array(z.string()) });
