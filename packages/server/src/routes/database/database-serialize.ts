import {
  parseJson,
  PASSWORD_MASK,
  type DatabaseConnection,
  type DatabaseItem,
  type DatabaseListItem,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import {
  engineFacts,
  engineInformationOf,
  maskedParameters,
  maskedUri,
} from '../../commands/database/engine-facts.ts';
import type { DatabaseRecord } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

function parsedExtra(extra: string | null): Record<string, unknown> {
  try {
    const v = extra ? parseJson(extra) : {};
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const engineInfo = (db: DatabaseRecord) => engineInformationOf(db.backend);

/** A row of GET /api/v1/database/ (list_columns of docs/api.md §2.9). */
export function databaseListItem(db: DatabaseRecord): DatabaseListItem {
  const engine = engineFacts(db.backend);
  const extra = parsedExtra(db.extra);
  return {
    id: db.id,
    uuid: db.uuid,
    database_name: db.databaseName,
    backend: db.backend,
    allow_file_upload: db.allowFileUpload,
    allow_ctas: db.allowCtas,
    allow_cvas: db.allowCvas,
    allow_dml: db.allowDml,
    allow_run_async: db.allowRunAsync,
    allows_cost_estimate: Boolean(engine?.allowsCostEstimate && extra.cost_estimate_enabled),
    allows_subquery: engine?.allowsSubquery ?? true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    allow_multi_catalog: extra.allow_multi_catalog === true,
    explore_database_id: db.id,
    expose_in_sqllab: db.exposeInSqllab,
    force_ctas_schema: db.forceCtasSchema,
    extra: db.extra,
    changed_on: db.changedOn,
    changed_on_delta_humanized: humanizeSince(db.changedOn),
    changed_by: db.changedBy
      ? { first_name: db.changedBy.firstName, last_name: db.changedBy.lastName }
      : null,
    created_by: db.createdBy
      ? { first_name: db.createdBy.firstName, last_name: db.createdBy.lastName }
      : null,
    engine_information: engineInfo(db),
  };
}

/** GET /api/v1/database/<pk> (show_columns). */
export function databaseItem(db: DatabaseRecord): DatabaseItem {
  return {
    id: db.id,
    uuid: db.uuid,
    database_name: db.databaseName,
    cache_timeout: db.cacheTimeout,
    expose_in_sqllab: db.exposeInSqllab,
    allow_run_async: db.allowRunAsync,
    allow_file_upload: db.allowFileUpload,
    configuration_method: db.configurationMethod,
    allow_ctas: db.allowCtas,
    allow_cvas: db.allowCvas,
    allow_dml: db.allowDml,
    backend: db.backend,
    driver: engineFacts(db.backend)?.defaultDriver ?? null,
    force_ctas_schema: db.forceCtasSchema,
    impersonate_user: db.impersonateUser,
    is_managed_externally: db.isManagedExternally,
    engine_information: engineInfo(db),
  };
}

/** GET /api/v1/database/<pk>/connection: connection details with the password masked. */
export function databaseConnection(ctx: AppContext, db: DatabaseRecord): DatabaseConnection {
  const engine = engineFacts(db.backend);
  const parameters = maskedParameters(db);
  let maskedEncryptedExtra: string | null = null;
  if (db.encryptedExtra) {
    try {
      const extra = parseJson(ctx.secretBox.decrypt(db.encryptedExtra)) as Record<string, unknown>;
      maskedEncryptedExtra = JSON.stringify(
        Object.fromEntries(Object.keys(extra).map((k) => [k, PASSWORD_MASK])),
      );
    } catch {
      maskedEncryptedExtra = null;
    }
  }
  return {
    ...databaseItem(db),
    sqlalchemy_uri: maskedUri(db),
    parameters,
    parameters_schema: engine?.parametersSchema ?? {},
    masked_encrypted_extra: maskedEncryptedExtra,
    server_cert: db.serverCert,
    extra: db.extra,
  };
}
