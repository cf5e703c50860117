/**
 * The budget of one template render. nunjucks renders synchronously, so a template cannot be
 * stopped from outside: nested `{% for %}` loops held the event loop for 9 s. The compiled code
 * and the sandbox runtime therefore call in here at every point where work can multiply:
 * - `tick()` at each loop iteration, each function/macro call and each filter call (steps, and
 *   the clock: the deadline is checked there);
 * - `produce(n)` for each string or list a filter, method, `~` or `+` creates (the sum of all
 *   of them is capped, so `map` or repeated doubling cannot allocate gigabytes before a check);
 * - `output(n)` after each write to an output buffer (`{{ }}` and literal text).
 * Past a limit it throws TemplateBudgetError, rendered as a template error (400).
 * Rendering is synchronous and never interleaves, so the active budget is one module variable.
 */

/** The limits of one render (a query's templates share none: each `render` call gets its own). */
export const TEMPLATE_LIMITS = {
  /** Loop iterations plus calls: 30,000 take 25-40 ms (nunjucks sets seven `loop.*` names per iteration). */
  maxSteps: 30_000,
  /** Characters of the template text (plain text between tags is cheap to parse). */
  maxSourceChars: 256 * 1024,
  /**
   * Characters inside `{{ }}` and `{% %}` tags. nunjucks parses and compiles expressions at about
   * 5-10 ms per KB (measured, warm; several times that cold), all of it before the render starts.
   */
  maxCodeChars: 8 * 1024,
  /** Characters of one value or of the rendered output. */
  maxStringChars: 1024 * 1024,
  /** Characters (and list items) created in total by filters, methods and operators. */
  maxProduced: 16 * 1024 * 1024,
  /** Wall-clock milliseconds of one render: the event loop is held for all of it. */
  maxMillis: 30,
} as const;

/** Characters inside `{{ ... }}` and `{% ... %}` tags of a template (unclosed tags run to the end). */
export function templateCodeLength(source: string): number {
  const opening = /\{[{%]/g;
  let total = 0;
  for (let m = opening.exec(source); m; m = opening.exec(source)) {
    const close = source.indexOf(m[0] === '{{' ? '}}' : '%}', m.index + 2);
    const end = close < 0 ? source.length : close;
    total += end - m.index - 2;
    opening.lastIndex = end + 2;
  }
  return total;
}

/** A template that went past its budget. */
export class TemplateBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateBudgetError';
  }
}

interface Budget {
  steps: number;
  produced: number;
  deadline: number;
}

let active: Budget | null = null;

/** Runs `fn` (one render) under a fresh budget; nested renders (the metric() macro) share it. */
export function withRenderBudget<T>(fn: () => T): T {
  if (active) return fn();
  // The clock starts at the first step, after compilation (bounded by the source size).
  active = { steps: 0, produced: 0, deadline: 0 };
  try {
    return fn();
  } finally {
    active = null;
  }
}

/** One loop iteration or call. */
export function tick(): void {
  if (!active) return;
  if (++active.steps > TEMPLATE_LIMITS.maxSteps) {
    throw new TemplateBudgetError(
      `Template exceeds ${TEMPLATE_LIMITS.maxSteps} loop iterations and calls`,
    );
  }
  // The clock is read every 16 steps: cheap, and 16 steps are microseconds.
  if ((active.steps & 15) === 1) checkClock();
}

function checkClock(): void {
  if (!active) return;
  if (active.deadline === 0) active.deadline = performance.now() + TEMPLATE_LIMITS.maxMillis;
  else if (performance.now() > active.deadline) {
    throw new TemplateBudgetError(
      `Template takes longer than ${TEMPLATE_LIMITS.maxMillis} ms to render`,
    );
  }
}

/** A string of `length` characters (or a list of `length` items) is about to be created. */
export function produce(length: number): void {
  if (!active) return;
  if (length > TEMPLATE_LIMITS.maxStringChars) {
    throw new TemplateBudgetError(
      `Template value exceeds ${TEMPLATE_LIMITS.maxStringChars} characters`,
    );
  }
  active.produced += length;
  if (active.produced > TEMPLATE_LIMITS.maxProduced) {
    throw new TemplateBudgetError(
      `Template creates more than ${TEMPLATE_LIMITS.maxProduced} characters in total`,
    );
  }
}

/** Accounts for a value a filter, method or call returned (strings and lists count their length). */
export function produced(value: unknown): void {
  if (typeof value === 'string' || Array.isArray(value)) produce(value.length);
  else if (value instanceof String) produce(value.length);
}

/** An output buffer now holds `length` characters. */
export function output(length: number): void {
  if (!active) return;
  if (length > TEMPLATE_LIMITS.maxStringChars) {
    throw new TemplateBudgetError(
      `Template output exceeds ${TEMPLATE_LIMITS.maxStringChars} characters`,
    );
  }
  checkClock();
}

/** Runtime functions the compiled code calls (see compile-template.ts). */
export const BUDGET_RUNTIME = { slTick: tick, slOutput: output };
