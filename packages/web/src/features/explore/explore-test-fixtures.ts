import { GenericDataType } from '@sightline/core';
import type {
  DatasourceColumn,
  DatasourceMetric,
  ExploreDatasource,
  ExploreSlice,
} from '../../api/explore-api.ts';

/**
 * Whole wire objects for explore's tests: a test names the fields it is about, the rest take the
 * values GET /api/v1/explore/ sends for a plain column, metric, dataset or chart.
 */

type Named<T, K extends keyof T> = Pick<T, K> & Partial<T>;

/** A dataset column: a string dimension unless the test says otherwise. */
export function testColumn(c: Named<DatasourceColumn, 'column_name'>): DatasourceColumn {
  return {
    id: 0,
    uuid: '',
    verbose_name: null,
    description: null,
    expression: null,
    type: null,
    type_generic: GenericDataType.STRING,
    is_dttm: false,
    is_active: true,
    python_date_format: null,
    filterable: true,
    groupby: true,
    advanced_data_type: null,
    extra: null,
    created_on: '',
    changed_on: '',
    ...c,
  };
}

/** A saved metric of the dataset. */
export function testMetric(
  m: Named<DatasourceMetric, 'metric_name' | 'expression'>,
): DatasourceMetric {
  return {
    id: 0,
    uuid: '',
    verbose_name: null,
    metric_type: null,
    description: null,
    d3format: null,
    currency: null,
    extra: null,
    warning_text: null,
    created_on: '',
    changed_on: '',
    ...m,
  };
}

/** A physical SQLite dataset `t` (id 1) with the given columns and metrics. */
export function testDatasource(
  d: {
    id?: number;
    main_dttm_col?: string | null;
    columns?: Named<DatasourceColumn, 'column_name'>[];
    metrics?: Named<DatasourceMetric, 'metric_name' | 'expression'>[];
  } = {},
): ExploreDatasource {
  const id = d.id ?? 1;
  const database = {
    id: 1,
    database_name: 'examples',
    uuid: '',
    backend: 'sqlite',
    allow_multi_catalog: false,
    name: 'examples',
    allows_subquery: true,
    allows_cost_estimate: false,
    allows_virtual_table_explore: true,
    explore_database_id: 1,
    disable_data_preview: false,
    disable_drill_to_detail: false,
  };
  return {
    id,
    uid: `${id}__table`,
    uuid: '',
    database,
    table_name: 't',
    sql: null,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    catalog: null,
    schema: null,
    description: null,
    main_dttm_col: d.main_dttm_col ?? null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    offset: 0,
    default_endpoint: null,
    cache_timeout: null,
    is_sqllab_view: false,
    template_params: null,
    select_star: null,
    owners: [],
    columns: (d.columns ?? []).map(testColumn),
    metrics: (d.metrics ?? []).map(testMetric),
    datasource_type: 'table',
    url: '',
    extra: null,
    kind: 'physical',
    created_on: '',
    created_on_humanized: '',
    created_by: null,
    changed_on: '',
    changed_on_humanized: '',
    changed_by: null,
    is_managed_externally: false,
    datasource_name: 't',
    name: 't',
    column_formats: {},
    granularity_sqla: [],
    time_grain_sqla: [],
    order_by_choices: [],
    verbose_map: {},
    type: 'table',
    edit_url: '',
    perm: '',
    params: null,
    health_check_message: null,
    currency_formats: {},
    filter_select: true,
    rls_filters: [],
  };
}

/** A saved chart as explore's `slice`. */
export function testSlice(
  s: Named<ExploreSlice, 'slice_id' | 'slice_name' | 'owners' | 'form_data'>,
): ExploreSlice {
  return {
    cache_timeout: null,
    changed_on: '',
    changed_on_humanized: '',
    datasource: null,
    description: null,
    description_markeddown: '',
    edit_url: '',
    query_context: null,
    modified: '',
    slice_url: '',
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    ...s,
  };
}
