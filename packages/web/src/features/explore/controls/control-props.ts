import type { Control } from '@sightline/viz';
import type { ExploreDatasource } from '../../../api/explore-api.ts';

/** What every control component receives. */
export interface ControlProps {
  control: Control;
  /** The form data value, or the chart type's default. */
  value: unknown;
  onChange(value: unknown): void;
  datasource: ExploreDatasource;
  /** Current form data with defaults filled in. */
  formData: Record<string, unknown>;
}

/** `[value, label]` choices as antd options; values are kept as given. */
export function choiceOptions(
  choices: readonly (readonly [unknown, string])[],
): { value: string; label: string; raw: unknown }[] {
  return choices.map(([value, label]) => ({
    value: JSON.stringify(value ?? null),
    label,
    raw: value,
  }));
}
