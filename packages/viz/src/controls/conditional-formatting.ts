import type { ControlSpec } from '../contract.ts';
import type { ConditionalFormattingRule } from '../form-data/fields.ts';

/** `conditional_formatting`: rules choosing a colour by value. */
export const conditionalFormattingControl: ControlSpec = {
  type: 'ConditionalFormattingControl',
  name: 'conditional_formatting',
  label: 'Conditional formatting',
  isRenderTrigger: true,
};

/** True when `value` satisfies the rule's operator and target(s); rules missing a target never match. */
export function matchesRule(rule: ConditionalFormattingRule, value: number): boolean {
  const target = rule.targetValue;
  const left = rule.targetValueLeft;
  const right = rule.targetValueRight;
  const has = (n: number | null | undefined): n is number => typeof n === 'number';
  switch (rule.operator) {
    case 'None':
      return true;
    case '>':
      return has(target) && value > target;
    case '<':
      return has(target) && value < target;
    case '≥':
      return has(target) && value >= target;
    case '≤':
      return has(target) && value <= target;
    case '=':
      return has(target) && value === target;
    case '≠':
      return has(target) && value !== target;
    case '< x <':
      return has(left) && has(right) && value > left && value < right;
    case '≤ x ≤':
      return has(left) && has(right) && value >= left && value <= right;
    case '≤ x <':
      return has(left) && has(right) && value >= left && value < right;
    case '< x ≤':
      return has(left) && has(right) && value > left && value <= right;
    default:
      return false;
  }
}

/** The colour of the first rule on `column` that `value` matches; undefined when none does. */
export function colorFromRules(
  rules: readonly ConditionalFormattingRule[] | null | undefined,
  column: string,
  value: unknown,
): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
  const rule = (rules ?? []).find(
    (r) => r.column === column && r.colorScheme && matchesRule(r, value),
  );
  return rule?.colorScheme ?? undefined;
}
