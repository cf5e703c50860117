/**
 * The records commands hand to routes and take from them. They are defined beside the SQL that reads
 * them (meta/repos/); routes name them from here, so no route imports the metadata store.
 */
export type {
  AnnotationLayerRecord,
  AnnotationLayerWrite,
  AnnotationRecord,
  AnnotationWrite,
} from '../meta/repos/annotation-layers-repo.ts';
export type { ChartRecord } from '../meta/repos/charts-repo.ts';
export type { CssTemplateRecord, CssTemplateWrite } from '../meta/repos/css-template-repo.ts';
export type { DashboardRecord } from '../meta/repos/dashboards-repo.ts';
export type { DatabaseRecord } from '../meta/repos/databases-repo.ts';
export type {
  DatasetColumnRecord,
  DatasetMetricRecord,
  DatasetRecord,
  UserRef,
} from '../meta/repos/datasets-repo.ts';
export type { LogRecord } from '../meta/repos/log-query-repo.ts';
export type { LogEntry } from '../meta/repos/logs-repo.ts';
export type { QueryRecord } from '../meta/repos/queries-repo.ts';
export type { RlsFilterRecord, RlsFilterWrite } from '../meta/repos/rls-repo.ts';
export type { SavedQueryRecord } from '../meta/repos/saved-queries-repo.ts';
export type {
  TableSchemaRecord,
  TabStateColumn,
  TabStateRecord,
} from '../meta/repos/tab-states-repo.ts';
export type { ReportRecord, ReportWrite } from '../meta/repos/report-repo.ts';
export type { ReportLogRecord } from '../meta/repos/report-log-repo.ts';
