import { GenericDataType, columnLabel } from '@sightline/core';
import type { ColumnRef } from '@sightline/core';
import type { DatasourceColumn } from '../../../api/explore-api.ts';

/** Ad hoc filter operator ids (docs/api.md §1.10) and the query operator each one sends. */
export const OPERATOR_OPS = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_NULL: 'IS NULL',
  LATEST_PARTITION: 'LATEST PARTITION',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
} as const;

export type OperatorId = keyof typeof OPERATOR_OPS;

export const OPERATOR_LABELS: Record<OperatorId, string> = {
  EQUALS: 'Equal to (=)',
  NOT_EQUALS: 'Not equal to (≠)',
  LESS_THAN: 'Less than (<)',
  LESS_THAN_OR_EQUAL: 'Less or equal (<=)',
  GREATER_THAN: 'Greater than (>)',
  GREATER_THAN_OR_EQUAL: 'Greater or equal (>=)',
  IN: 'In',
  NOT_IN: 'Not in',
  LIKE: 'Like',
  ILIKE: 'Like (case insensitive)',
  IS_NOT_NULL: 'Is not null',
  IS_NULL: 'Is null',
  LATEST_PARTITION: 'Latest partition',
  IS_TRUE: 'Is true',
  IS_FALSE: 'Is false',
  TEMPORAL_RANGE: 'Time range',
};

/** Operators needing no value (docs/charts.md §3). */
export const NO_VALUE_OPERATORS: readonly OperatorId[] = [
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
];
/** Operators taking a list of values. */
export const MULTI_VALUE_OPERATORS: readonly OperatorId[] = ['IN', 'NOT_IN'];

/** The input a filter's value needs for an operator. */
export type ValueInputKind = 'none' | 'multi' | 'single' | 'time_range';

export function valueInputKind(operator: OperatorId): ValueInputKind {
  if (NO_VALUE_OPERATORS.includes(operator)) return 'none';
  if (MULTI_VALUE_OPERATORS.includes(operator)) return 'multi';
  return operator === 'TEMPORAL_RANGE' ? 'time_range' : 'single';
}

/** The operator id of a saved filter (`operatorId`, else read back from its query operator). */
export function operatorIdOf(filter: {
  operator?: unknown;
  operatorId?: unknown;
}): OperatorId | undefined {
  if (typeof filter.operatorId === 'string' && filter.operatorId in OPERATOR_OPS)
    return filter.operatorId as OperatorId;
  const op = typeof filter.operator === 'string' ? filter.operator.toUpperCase() : '';
  const found = (Object.entries(OPERATOR_OPS) as [OperatorId, string][]).find(
    ([, value]) => value === op,
  );
  return found?.[0];
}

/** What the operator choice reads of a column. */
type ColumnKind = Partial<Pick<DatasourceColumn, 'column_name' | 'is_dttm' | 'type_generic'>>;

function isTemporal(column: ColumnKind | undefined): boolean {
  return Boolean(column?.is_dttm) || column?.type_generic === GenericDataType.TEMPORAL;
}

/**
 * The operators offered for a column: time range only on temporal columns, true/false only on
 * booleans, LIKE only on strings. LATEST_PARTITION needs partition metadata the server does not
 * expose, so it is not offered.
 */
export function operatorsForColumn(column: ColumnKind | undefined): OperatorId[] {
  const all = Object.keys(OPERATOR_OPS) as OperatorId[];
  return all.filter((id) => {
    if (id === 'LATEST_PARTITION') return false;
    if (id === 'TEMPORAL_RANGE') return !column || isTemporal(column);
    if (id === 'IS_TRUE' || id === 'IS_FALSE')
      return !column || column.type_generic === GenericDataType.BOOLEAN;
    if (id === 'LIKE' || id === 'ILIKE')
      return (
        !column || column.type_generic === GenericDataType.STRING || column.type_generic == null
      );
    return true;
  });
}

/** The operator preselected for a column: time range on temporal columns, IN otherwise. */
export function defaultOperatorFor(column: ColumnKind | undefined): OperatorId {
  return isTemporal(column) ? 'TEMPORAL_RANGE' : 'IN';
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return `(${value.map(valueText).join(', ')})`;
  if (value === null || value === undefined) return '';
  return String(value);
}

/** A short label of an ad hoc filter, as its pill shows it. */
export function adhocFilterLabel(filter: Record<string, unknown>): string {
  if (filter.expressionType === 'SQL') return String(filter.sqlExpression ?? '');
  const subject =
    filter.subject === undefined || filter.subject === null
      ? ''
      : columnLabel(filter.subject as ColumnRef);
  const id = operatorIdOf(filter);
  if (!id) return subject;
  if (id === 'TEMPORAL_RANGE') return `${subject} (${String(filter.comparator ?? 'No filter')})`;
  if (valueInputKind(id) === 'none') return `${subject} ${OPERATOR_OPS[id]}`;
  return `${subject} ${OPERATOR_OPS[id]} ${valueText(filter.comparator)}`;
}

/** Whether a filter is complete enough to query with. */
export function isFilterComplete(filter: Record<string, unknown>): boolean {
  if (filter.expressionType === 'SQL')
    return typeof filter.sqlExpression === 'string' && filter.sqlExpression.trim() !== '';
  const id = operatorIdOf(filter);
  if (!id || filter.subject === undefined || filter.subject === null || filter.subject === '')
    return false;
  const kind = valueInputKind(id);
  if (kind === 'none' || kind === 'time_range') return true;
  if (kind === 'multi') return Array.isArray(filter.comparator) && filter.comparator.length > 0;
  return filter.comparator !== undefined && filter.comparator !== null && filter.comparator !== '';
}

function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * A HAVING condition on a metric as SQL: the query builder passes only free-form HAVING clauses
 * (SIMPLE HAVING filters are dropped, docs/query-object.md §1.2), so simple ones are written out here.
 */
export function havingSql(metricSql: string, operator: OperatorId, comparator: unknown): string {
  const op = OPERATOR_OPS[operator];
  const kind = valueInputKind(operator);
  if (kind === 'none') return `${metricSql} ${op}`;
  if (kind === 'multi')
    return `${metricSql} ${op} (${(Array.isArray(comparator) ? comparator : [comparator]).map(sqlLiteral).join(', ')})`;
  return `${metricSql} ${op} ${sqlLiteral(comparator)}`;
}
