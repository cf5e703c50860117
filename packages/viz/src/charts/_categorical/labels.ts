import { getNumberFormatter } from '@sightline/core';
import { z } from 'zod';
import { withDefault } from '../../query/form-data.ts';

/** What a label or tooltip of a categorical item shows. */
export const LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** `[value, label]` choices of label-type selects. */
export const LABEL_TYPE_CHOICES: readonly (readonly [LabelType, string])[] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
];

/** A label type as saved: the name, or the legacy numeric enum index (5 = key_value_percent). */
export function labelTypeField(fallback: LabelType) {
  return withDefault(
    z.preprocess((v) => (typeof v === 'number' ? LABEL_TYPES[v] : v), z.enum(LABEL_TYPES)),
    fallback,
  );
}

const percentFormatter = getNumberFormatter(',.2%');

/** The text of a label type for a name, a formatted value and a share (0-1). */
export function formatCategoryLabel(
  labelType: LabelType,
  name: string,
  value: string,
  share: number,
): string {
  const percent = percentFormatter(share);
  switch (labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}
