import type { GenericDataType } from '@sightline/core';
import type { Engine } from '../engines/engine-contract.ts';

/** A dataset column as the query engine sees it. */
export interface DatasourceColumn {
  name: string;
  /** Native type as declared (e.g. 'TIMESTAMP', 'VARCHAR(20)'). */
  type: string | null;
  generic: GenericDataType;
  isDttm: boolean;
  /** SQL of a calculated column; null for a physical one. */
  expression: string | null;
  pythonDateFormat: string | null;
  verboseName: string | null;
  advancedDataType: string | null;
}

/** A saved metric. */
export interface DatasourceMetric {
  name: string;
  expression: string;
  verboseName: string | null;
  d3format: string | null;
}

/** Everything the compiler needs about a dataset and its engine. */
export interface Datasource {
  id: number;
  type: 'table';
  tableName: string;
  schema: string | null;
  /** Virtual dataset SQL, or null for a physical table. */
  sql: string | null;
  mainDttmCol: string | null;
  alwaysFilterMainDttm: boolean;
  fetchValuesPredicate: string | null;
  templateParams: string | null;
  /** Hours added to `__timestamp` values. */
  offset: number;
  cacheTimeout: number | null;
  changedOn: string;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
  database: {
    id: number;
    name: string;
    backend: string;
    cacheTimeout: number | null;
    extra: Record<string, unknown>;
  };
  engine: Engine;
}

/** Finds a dataset column by exact name. */
export function findColumn(ds: Datasource, name: string): DatasourceColumn | undefined {
  return ds.columns.find((c) => c.name === name);
}
