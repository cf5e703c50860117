import { addDateUnits, lastDayOf, startOfDay, truncateDate, wholeDaysBetween } from './calendar.ts';
import { parseDateExpression, type DateExpr, type IntExpr } from './date-expression-parser.ts';
import { parseHumanDatetime } from './free-text.ts';
import { findHoliday } from './holidays.ts';

function evalInt(expr: IntExpr, now: Date): number {
  if (typeof expr === 'number') return expr;
  const from = evalDateExpr(expr.from, now);
  const to = evalDateExpr(expr.to, now);
  return expr.unit === 'year'
    ? to.getUTCFullYear() - from.getUTCFullYear()
    : wholeDaysBetween(from, to);
}

/**
 * Evaluates a parsed date expression (§3.4) against `now` (whole seconds, naive UTC).
 * @throws TimeRangeError from free-text parsing or HOLIDAY lookups.
 */
export function evalDateExpr(expr: DateExpr, now: Date): Date {
  switch (expr.fn) {
    case 'DATETIME':
      return parseHumanDatetime(expr.text, now);
    case 'DATEADD':
      return addDateUnits(evalDateExpr(expr.date, now), evalInt(expr.amount, now), expr.unit);
    case 'DATETRUNC':
      return truncateDate(evalDateExpr(expr.date, now), expr.unit);
    case 'LASTDAY':
      return lastDayOf(evalDateExpr(expr.date, now), expr.unit);
    case 'HOLIDAY': {
      const year = (expr.date ? evalDateExpr(expr.date, now) : startOfDay(now)).getUTCFullYear();
      return findHoliday(expr.name, year, expr.country ?? 'US');
    }
  }
}

/**
 * Parses and evaluates one date expression, e.g. `DATETRUNC(DATETIME('today'), quarter)`.
 * `now` is the current naive UTC time at whole-second precision.
 * @throws TimeRangeError on syntax errors, unparsable DATETIME text or unknown holidays.
 */
export function evaluateDateExpression(source: string, now: Date): Date {
  return evalDateExpr(parseDateExpression(source), now);
}
