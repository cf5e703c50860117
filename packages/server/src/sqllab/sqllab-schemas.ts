// The SQL Lab request schemas live in core (api/requests/sqllab.ts); the server's names for them.
export {
  sqllabExecuteSchema as executeSchema,
  sqllabEstimateSchema as estimateSchema,
  sqllabFormatSqlSchema as formatSqlSchema,
  sqllabResultsQuerySchema as resultsQuerySchema,
  sqllabPermalinkSchema,
  queryStopSchema as stopSchema,
  queryUpdatedSinceSchema as updatedSinceSchema,
  type SqlLabExecuteInput as ExecuteInput,
  type SqlLabEstimateInput as EstimateInput,
  type SqlLabPermalinkState,
} from '@sightline/core';
