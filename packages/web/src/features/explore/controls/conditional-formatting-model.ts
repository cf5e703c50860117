/** Operators of a conditional-formatting rule as saved (the spellings matchesRule reads), with labels. */
export const FORMATTING_OPERATORS = [
  { value: 'None', label: 'None' },
  { value: '>', label: '>' },
  { value: '<', label: '<' },
  { value: '≥', label: '≥' },
  { value: '≤', label: '≤' },
  { value: '=', label: '=' },
  { value: '≠', label: '≠' },
  { value: '< x <', label: '< x < (between)' },
  { value: '≤ x ≤', label: '≤ x ≤ (between or equal)' },
  { value: '≤ x <', label: '≤ x < (between, left equal)' },
  { value: '< x ≤', label: '< x ≤ (between, right equal)' },
] as const;

/** Colours offered for a rule: Superset's green, yellow and red highlight tints. */
export const FORMATTING_COLORS = [
  { value: '#ACE1C4', label: 'Green' },
  { value: '#FDE380', label: 'Yellow' },
  { value: '#EFA1AA', label: 'Red' },
];

/** One rule as saved in `conditional_formatting`. */
export interface FormattingRule {
  column?: string;
  operator?: string;
  targetValue?: number | null;
  targetValueLeft?: number | null;
  targetValueRight?: number | null;
  colorScheme?: string;
}

/** How many target values an operator takes: none, one, or a left and a right bound. */
export function operatorArity(operator: string | undefined): 0 | 1 | 2 {
  if (!operator || operator === 'None') return 0;
  return operator.includes('x') ? 2 : 1;
}

/** A rule after an operator change: only the targets the operator reads are kept. */
export function withOperator(rule: FormattingRule, operator: string): FormattingRule {
  const { targetValue, targetValueLeft, targetValueRight, ...rest } = rule;
  const arity = operatorArity(operator);
  if (arity === 1) return { ...rest, operator, targetValue: targetValue ?? null };
  if (arity === 2)
    return {
      ...rest,
      operator,
      targetValueLeft: targetValueLeft ?? null,
      targetValueRight: targetValueRight ?? null,
    };
  return { ...rest, operator };
}

/** Why a rule never matches as it stands, or undefined when it is complete. */
export function ruleProblem(rule: FormattingRule): string | undefined {
  if (!rule.column) return 'Choose a column';
  const arity = operatorArity(rule.operator);
  if (arity === 1 && typeof rule.targetValue !== 'number') return 'Enter a target value';
  if (arity === 2) {
    if (typeof rule.targetValueLeft !== 'number' || typeof rule.targetValueRight !== 'number')
      return 'Enter both bounds';
    if (rule.targetValueLeft >= rule.targetValueRight)
      return 'The left bound must be smaller than the right bound';
  }
  return undefined;
}
