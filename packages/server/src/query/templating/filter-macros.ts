import { getSinceUntil, NO_TIME_RANGE } from '@sightline/core';
import { bindArgs, isTruthyFlag, REQUIRED, type Macro, type MacroState } from './macro-args.ts';
import { pyStrftime } from './py-datetime.ts';
import type { TemplateContext } from './template-context.ts';

/**
 * filter_values, get_filters and get_time_filter (docs/query-object.md §2.14): they read the query's
 * filters and report the columns they applied (`applied_template_filters`) or, with
 * `remove_filter=True`, took over from the compiler.
 */

/** A filter returned by `get_filters`. */
export interface TemplateFilterValue {
  op: string;
  col: string;
  val?: unknown;
}

const VALUELESS_OPS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const LIST_OPS = new Set(['IN', 'NOT IN']);

/** The filter macros of one renderer. */
export function createFilterMacros(ctx: TemplateContext, state: MacroState): Record<string, Macro> {
  const getFilters = (column: string, removeFilter: boolean): TemplateFilterValue[] => {
    const out: TemplateFilterValue[] = [];
    for (const flt of ctx.filters ?? []) {
      if (flt.col !== column) continue;
      const op = String(flt.op ?? '').toUpperCase();
      let val = flt.val;
      const valueless = VALUELESS_OPS.has(op);
      if (
        !valueless &&
        (val === undefined ||
          val === null ||
          val === '' ||
          (Array.isArray(val) && val.length === 0))
      )
        continue;
      if (removeFilter) state.removedFilterColumns.add(column);
      if (!state.appliedFilters.includes(column)) state.appliedFilters.push(column);
      if (valueless) {
        out.push({ op, col: column });
        continue;
      }
      if (LIST_OPS.has(op) && !Array.isArray(val)) val = [val];
      out.push({ op, col: column, val: structuredClone(val) });
    }
    return out;
  };

  return {
    filter_values(...args) {
      const [column, fallback, removeFilter] = bindArgs('filter_values', args, [
        ['column', REQUIRED],
        ['default', null],
        ['remove_filter', false],
      ]);
      const values: unknown[] = [];
      for (const flt of getFilters(String(column), isTruthyFlag(removeFilter))) {
        if (Array.isArray(flt.val)) values.push(...(flt.val as unknown[]));
        else if (flt.val !== undefined && flt.val !== null && flt.val !== '') values.push(flt.val);
      }
      return values.length === 0 && fallback !== null && fallback !== undefined
        ? [fallback]
        : values;
    },
    get_filters(...args) {
      const [column, removeFilter] = bindArgs('get_filters', args, [
        ['column', REQUIRED],
        ['remove_filter', false],
      ]);
      return getFilters(String(column), isTruthyFlag(removeFilter));
    },
    get_time_filter(...args) {
      const [column, fallback, targetType, strftime, removeFilter] = bindArgs(
        'get_time_filter',
        args,
        [
          ['column', null],
          ['default', null],
          ['target_type', null],
          ['strftime', null],
          ['remove_filter', false],
        ],
      );
      let timeRange = ctx.timeRange ?? null;
      let type = typeof targetType === 'string' ? targetType : null;
      let useQueryBounds = true;
      if (typeof column === 'string' && column) {
        const flt = (ctx.filters ?? []).find(
          (f) => f.col === column && String(f.op).toUpperCase() === 'TEMPORAL_RANGE',
        );
        if (flt) {
          if (isTruthyFlag(removeFilter)) {
            state.removedFilterColumns.add(column);
            if (!state.appliedFilters.includes(column)) state.appliedFilters.push(column);
          }
          timeRange = typeof flt.val === 'string' ? flt.val : null;
          useQueryBounds = false;
          type ??= ctx.columnTypes?.[column] ?? null;
        }
      }
      timeRange = timeRange || NO_TIME_RANGE;
      if (timeRange === NO_TIME_RANGE && typeof fallback === 'string' && fallback) {
        timeRange = fallback;
        useQueryBounds = false;
      }
      const bounds =
        useQueryBounds && (ctx.fromDttm !== undefined || ctx.toDttm !== undefined)
          ? { since: ctx.fromDttm ?? null, until: ctx.toDttm ?? null }
          : getSinceUntil(timeRange, { now: ctx.now });
      const format = (d: Date | null): string | null => {
        if (!d) return null;
        if (typeof strftime === 'string' && strftime) return pyStrftime(d, strftime);
        return ctx.dateTimeLiteral ? ctx.dateTimeLiteral(d, type) : null;
      };
      return {
        from_expr: format(bounds.since),
        to_expr: format(bounds.until),
        time_range: timeRange,
      };
    },
  };
}
