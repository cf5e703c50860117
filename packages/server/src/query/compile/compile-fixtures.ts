import { GenericDataType } from '@sightline/core';
import type { Engine } from '../../engines/engine-contract.ts';
import type { Datasource, DatasourceColumn } from '../datasource.ts';
import type { QueryObject } from '../query-object.ts';

const col = (
  name: string,
  type: string,
  generic: GenericDataType,
  extra: Partial<DatasourceColumn> = {},
): DatasourceColumn => ({
  name,
  type,
  generic,
  isDttm: generic === GenericDataType.TEMPORAL,
  expression: null,
  pythonDateFormat: null,
  verboseName: null,
  advancedDataType: null,
  ...extra,
});

/** The `sales` dataset of docs/query-object.md §2.16, on a given engine. */
export function salesDataset(
  engine: Engine,
  schema: string | null = null,
  sql: string | null = null,
): Datasource {
  return {
    id: 1,
    type: 'table',
    tableName: 'sales',
    schema,
    sql,
    mainDttmCol: 'order_ts',
    alwaysFilterMainDttm: false,
    fetchValuesPredicate: null,
    templateParams: null,
    offset: 0,
    cacheTimeout: null,
    changedOn: '2024-01-01T00:00:00Z',
    columns: [
      col('order_ts', engine.id === 'mysql' ? 'DATETIME' : 'TIMESTAMP', GenericDataType.TEMPORAL),
      col('order_date', 'DATE', GenericDataType.TEMPORAL),
      col('country', 'VARCHAR(20)', GenericDataType.STRING),
      col('amount', 'DOUBLE', GenericDataType.NUMERIC),
      col('discount', 'DOUBLE', GenericDataType.NUMERIC),
      col('qty', 'INTEGER', GenericDataType.NUMERIC),
      col('is_promo', 'BOOLEAN', GenericDataType.BOOLEAN),
      col('net', 'DOUBLE', GenericDataType.NUMERIC, { expression: 'amount - discount' }),
    ],
    metrics: [{ name: 'revenue', expression: 'SUM(amount)', verboseName: null, d3format: null }],
    database: { id: 1, name: 'db', backend: engine.id, cacheTimeout: null, extra: {} },
    engine,
  };
}

/** A query object with every field at its normalised default. */
export function queryObject(patch: Partial<QueryObject>): QueryObject {
  return {
    resultType: 'full',
    columns: [],
    metrics: null,
    filters: [],
    extras: {
      where: '',
      having: '',
      time_grain_sqla: null,
      relative_start: null,
      relative_end: null,
      instant_time_comparison_range: null,
    },
    granularity: null,
    isTimeseries: false,
    timeRange: null,
    timeShift: null,
    timeOffsets: [],
    rowLimit: 50000,
    rowOffset: 0,
    orderDesc: true,
    orderby: [],
    seriesColumns: [],
    seriesLimit: 0,
    seriesLimitMetric: null,
    groupOthersWhenLimitReached: false,
    postProcessing: [],
    annotationLayers: [],
    appliedTimeExtras: {},
    applyFetchValuesPredicate: false,
    urlParams: {},
    isRowcount: false,
    fromDttm: null,
    toDttm: null,
    innerFromDttm: null,
    innerToDttm: null,
    ...patch,
  };
}

/** "now" of the reference's worked examples: Wednesday 2024-05-15 14:30:00. */
export const REFERENCE_NOW = new Date(Date.UTC(2024, 4, 15, 14, 30, 0));
