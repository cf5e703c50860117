import type { Control } from '@sightline/viz';
import { TIME_GRAINS, columnLabel, metricLabel } from '@sightline/core';
import type { ColumnRef, MetricRef } from '@sightline/core';
import type { ExploreDatasource } from '../../../api/explore-api.ts';

type Choices = readonly (readonly [unknown, string])[];

const TIME_GRAIN_CHOICES: Choices = TIME_GRAINS.map(({ code, name }) => [code, name] as const);

const list = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : value == null ? [] : [value as T];

/**
 * The choices of a select: its declared ones, or those that depend on other controls (Superset's
 * mapStateToProps): the x-axis sort by the x-axis and metric labels, the stack split by the
 * dimensions, raw ordering by the dataset's columns, time grains by the grain list.
 */
export function controlChoices(
  control: Control,
  formData: Record<string, unknown>,
  datasource: ExploreDatasource,
): Choices {
  if (control.choices && control.choices.length > 0) return control.choices;
  if (control.type === 'TimeGrainControl') return TIME_GRAIN_CHOICES;
  switch (control.name) {
    case 'x_axis_sort': {
      const labels = [
        ...list<ColumnRef>(formData.x_axis).map(columnLabel),
        ...list<MetricRef>(formData.metrics).map(metricLabel),
      ];
      return [...new Set(labels)].map((label) => [label, label] as const);
    }
    case 'stackDimension':
      return list<ColumnRef>(formData.groupby).map(
        (c) => [columnLabel(c), columnLabel(c)] as const,
      );
    case 'order_by_cols':
      return datasource.columns.flatMap((c) => [
        [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`] as const,
        [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`] as const,
      ]);
    default:
      return [];
  }
}
