/** What a hierarchy node label shows. */
export type HierarchyLabelType = 'key' | 'value' | 'key_value';

/** A node label for `label_type`: the name, the formatted value, or both. */
export function formatNodeLabel(
  labelType: HierarchyLabelType,
  name: string,
  value: string,
): string {
  if (labelType === 'value') return value;
  if (labelType === 'key_value') return `${name}: ${value}`;
  return name;
}
