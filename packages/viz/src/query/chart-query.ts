// The server-safe part of the chart contract: what `@sightline/viz/query` serves per chart type.
// Each chart folder declares it once in its `query.ts`; the plugin (index.ts) spreads it.
import type { ChartDataRequest } from '@sightline/core';
import type { z } from 'zod';
import type { DataRecordValue } from './data-record.ts';
import type { BuildQueryOptions, QueryFormData } from './types.ts';

/** A result re-shaped by a chart's client-side processing: labelled rows of labelled cells. */
export interface ClientProcessed {
  /** Row labels (hierarchical labels joined with spaces). */
  indexnames: string[];
  /** Column labels (hierarchical labels joined with spaces). */
  colnames: string[];
  /** One row per index name, one cell per column name. */
  rows: DataRecordValue[][];
  /** Generic types of the columns (numbers after a pivot). */
  coltypes: number[];
}

/** The rows of one query's result a processor reads. */
export interface ProcessableResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, DataRecordValue>[];
}

/**
 * `result_type: post_processed` (docs/query-object.md §5.1): the processing the browser applies to a
 * chart type's result, run on the server for pivoted CSV exports and reports.
 */
export type ClientProcessing = (
  result: ProcessableResult,
  formData: Record<string, unknown>,
) => ClientProcessed;

/** The query side of one chart type: its form-data schema and its buildQuery. */
export interface ChartQueryBuilder<FD extends QueryFormData = QueryFormData> {
  /** Parses saved form data and fills defaults; the only place defaults live. */
  formDataSchema: z.ZodType<FD>;
  /** Parsed form data -> the chart-data request (QueryContext). */
  buildQuery(formData: FD, options?: BuildQueryOptions): ChartDataRequest;
  /** Only the chart types whose result the browser re-shapes (pivot_table_v2, table). */
  clientProcessing?: ClientProcessing;
  /**
   * Rewrites saved keys of an older chart type into this one's (the schema applies it too); explore
   * runs it before filling controls, so the controls show what the chart draws.
   */
  migrateFormData?: (raw: Record<string, unknown>) => Record<string, unknown>;
}
