import { metricLabel } from '@sightline/core';
import type { MetricRef } from '@sightline/core';
import type { ExploreDatasource } from '../../../api/explore-api.ts';
import {
  OPERATOR_OPS,
  defaultOperatorFor,
  havingSql,
  operatorIdOf,
  valueInputKind,
} from './filter-operators.ts';
import type { OperatorId } from './filter-operators.ts';
import { metricSql } from './metric-utils.ts';

/** The editor's working copy of an ad hoc filter. */
export interface FilterDraft {
  expressionType: 'SIMPLE' | 'SQL';
  clause: 'WHERE' | 'HAVING';
  /** A column name (WHERE) or a metric label (HAVING). */
  subject: string | undefined;
  operatorId: OperatorId;
  comparator: unknown;
  sqlExpression: string;
}

let filterSeq = 0;

/** A draft from a saved filter, or a new one (optionally on a dropped column). */
export function draftOf(
  filter: Record<string, unknown> | null,
  datasource: ExploreDatasource,
  subject?: string,
): FilterDraft {
  if (!filter) {
    const column = datasource.columns.find((c) => c.column_name === subject);
    const operatorId = defaultOperatorFor(column);
    return {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject,
      operatorId,
      comparator: operatorId === 'TEMPORAL_RANGE' ? 'No filter' : undefined,
      sqlExpression: '',
    };
  }
  return {
    expressionType: filter.expressionType === 'SQL' ? 'SQL' : 'SIMPLE',
    clause: filter.clause === 'HAVING' ? 'HAVING' : 'WHERE',
    subject: typeof filter.subject === 'string' ? filter.subject : undefined,
    operatorId: operatorIdOf(filter) ?? 'EQUALS',
    comparator: filter.comparator,
    sqlExpression: typeof filter.sqlExpression === 'string' ? filter.sqlExpression : '',
  };
}

/** Whether the draft can be saved. */
export function isDraftComplete(draft: FilterDraft): boolean {
  if (draft.expressionType === 'SQL') return draft.sqlExpression.trim() !== '';
  if (!draft.subject) return false;
  const kind = valueInputKind(draft.operatorId);
  if (kind === 'none' || kind === 'time_range') return true;
  if (kind === 'multi') return Array.isArray(draft.comparator) && draft.comparator.length > 0;
  return draft.comparator !== undefined && draft.comparator !== null && draft.comparator !== '';
}

/**
 * The saved filter of a draft. A SIMPLE HAVING filter on a metric is written out as SQL, since the
 * query builder only passes free-form HAVING clauses.
 */
export function filterOfDraft(
  draft: FilterDraft,
  metrics: readonly MetricRef[],
  datasource: ExploreDatasource,
): Record<string, unknown> {
  filterSeq += 1;
  const filterOptionName = `filter_${Date.now().toString(36)}_${filterSeq}`;
  if (draft.expressionType === 'SQL') {
    return {
      expressionType: 'SQL',
      clause: draft.clause,
      sqlExpression: draft.sqlExpression.trim(),
      subject: null,
      operator: null,
      comparator: null,
      filterOptionName,
    };
  }
  const kind = valueInputKind(draft.operatorId);
  const comparator =
    kind === 'none'
      ? null
      : kind === 'time_range'
        ? (draft.comparator ?? 'No filter')
        : draft.comparator;
  if (draft.clause === 'HAVING') {
    const metric = metrics.find((m) => metricLabel(m) === draft.subject) ?? draft.subject ?? '';
    return {
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: havingSql(metricSql(metric, datasource), draft.operatorId, comparator),
      subject: null,
      operator: null,
      comparator: null,
      filterOptionName,
    };
  }
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: draft.subject,
    operator: OPERATOR_OPS[draft.operatorId],
    operatorId: draft.operatorId,
    comparator,
    isExtra: false,
    filterOptionName,
  };
}
