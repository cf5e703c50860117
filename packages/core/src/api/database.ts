import { z } from 'zod';
import { shallowJsonString } from '../json-text.ts';

const nullableStr = (max: number) => z.string().max(max).nullable().optional();

/** Body of POST /api/v1/database/ (docs/api.md §2.9). */
export const databaseCreateSchema = z.object({
  database_name: z.string().min(1).max(250),
  sqlalchemy_uri: z.string().min(1).max(1024).optional(),
  engine: z.string().nullable().optional(),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).nullable().optional(),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  cache_timeout: z.number().int().nullable().optional(),
  expose_in_sqllab: z.boolean().optional(),
  allow_run_async: z.boolean().optional(),
  allow_file_upload: z.boolean().optional(),
  allow_ctas: z.boolean().optional(),
  allow_cvas: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  impersonate_user: z.boolean().optional(),
  force_ctas_schema: nullableStr(250),
  extra: shallowJsonString.nullable().optional(),
  masked_encrypted_extra: shallowJsonString.nullable().optional(),
  server_cert: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.string().uuid().optional(),
});
export type DatabaseCreate = z.infer<typeof databaseCreateSchema>;

/** Body of PUT /api/v1/database/<pk>: every field optional, URI may be empty. */
export const databaseUpdateSchema = databaseCreateSchema.partial().extend({
  sqlalchemy_uri: z.string().max(1024).optional(),
});
export type DatabaseUpdate = z.infer<typeof databaseUpdateSchema>;

/** Body of POST /api/v1/database/test_connection/. */
export const testConnectionSchema = z.object({
  sqlalchemy_uri: z.string().max(1024).optional(),
  database_name: z.string().max(250).nullable().optional(),
  engine: z.string().nullable().optional(),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).nullable().optional(),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  impersonate_user: z.boolean().optional(),
  extra: shallowJsonString.nullable().optional(),
  masked_encrypted_extra: shallowJsonString.nullable().optional(),
  server_cert: z.string().nullable().optional(),
});
export type TestConnection = z.infer<typeof testConnectionSchema>;

/** Engine capability flags returned as `engine_information`. */
export interface EngineInformation {
  supports_file_upload: boolean;
  disable_ssh_tunneling: boolean;
  supports_dynamic_catalog: boolean;
  supports_oauth2: boolean;
}

/** One entry of GET /api/v1/database/available/. */
export interface AvailableEngine {
  name: string;
  engine: string;
  available_drivers: string[];
  default_driver?: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: Record<string, unknown>;
  engine_information: EngineInformation;
}

/** Mask that replaces passwords in every response. */
export const PASSWORD_MASK = 'XXXXXXXXXX';
