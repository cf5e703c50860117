import type { AppContext } from '../context.ts';
import { openDatabase } from '../commands/database/open-database.ts';
import { repos } from '../commands/repos.ts';
import type { ReportRecord } from '../meta/repos/report-repo.ts';
import { isReadOnlyStatement, splitStatements } from '../query/sanitize/index.ts';
import { dataAccessOf, type CurrentUser } from '../security/current-user.ts';
import { applyLimit, isLimitable } from '../sqllab/apply-limit.ts';
import { dialectOf, renderScript } from '../sqllab/prepare-script.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

/** Superset's ALERT_SQL_LIMIT: two rows are enough to know there is more than one. */
const ALERT_SQL_LIMIT = 2;

/** What an alert's evaluation found. */
export interface AlertOutcome {
  triggered: boolean;
  /** `operator`: the value compared (Superset's last_value). */
  value?: number | null;
  /** `not null`: the value as text (Superset's last_value_row_json). */
  valueRowJson?: string | null;
}

const OPERATORS: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Python's `str()` of a value, as Superset stores it in last_value_row_json. */
function pythonText(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v instanceof Date)
    return v
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  return String(v);
}

/** Python's `value in (0, None, nan)`: zero (False too), null or NaN. */
function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return true;
  if (typeof v === 'number') return v === 0 || Number.isNaN(v);
  return false;
}

/** Python's `float(value)`: numbers, numeric text (with `inf`/`nan`), booleans; else an error. */
function pythonFloat(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase().replace(/_/g, '');
    if (/^[+-]?(inf|infinity)$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
    if (/^[+-]?nan$/.test(t)) return NaN;
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(t)) return Number(t);
  }
  throw new ReportRunError(M.alertType);
}

/** Runs the alert's SQL as the executor: one read-only statement, at most two rows read. */
async function queryAlert(
  ctx: AppContext,
  report: ReportRecord,
  executor: CurrentUser,
  signal: AbortSignal,
): Promise<{ columns: number; rows: unknown[][] }> {
  const db =
    report.databaseId === null ? null : await repos(ctx).databases.findById(report.databaseId);
  const access = dataAccessOf(executor);
  if (!db) throw new ReportRunError(M.alertQuery);
  if (!access.all && !access.databaseIds.includes(db.id))
    throw new ReportRunError(M.executorNoAccess('database'));
  const { engine, driver } = await openDatabase(ctx, db).catch((e: unknown) => {
    throw new ReportRunError(M.alertQuery, { cause: e });
  });
  const dialect = dialectOf(engine);
  let rendered: string;
  try {
    // Templates as SQL Lab renders them (Superset renders the alert's SQL too), as the executor.
    rendered = renderScript(report.sql ?? '', null, engine, {
      id: executor.id,
      username: executor.username,
      email: executor.email,
      roles: Object.keys(executor.roles),
    });
  } catch (e) {
    throw new ReportRunError((e as Error).message, { cause: e });
  }
  const statements = splitStatements(rendered, dialect);
  if (statements.length !== 1 || !isReadOnlyStatement(statements[0]!, dialect))
    throw new ReportRunError(M.alertNotReadOnly);
  const sql = isLimitable(statements[0]!, dialect)
    ? applyLimit(statements[0]!, ALERT_SQL_LIMIT, dialect)
    : statements[0]!;
  const timeout = AbortSignal.timeout(ctx.config.queryTimeoutSeconds * 1000);
  try {
    const result = await driver.execute(sql, {
      maxRows: ALERT_SQL_LIMIT,
      signal: AbortSignal.any([signal, timeout]),
    });
    return { columns: result.columns.length, rows: result.rows };
  } catch (e) {
    if (timeout.aborted) throw new ReportRunError(M.alertTimeout, { cause: e });
    // Superset hides the database's message: it may reveal too much to the alert's recipients.
    throw new ReportRunError(M.alertQuery, { cause: e });
  }
}

/**
 * Superset's AlertCommand: the first column of the only row, checked by the validator. `not null`
 * triggers unless the value is 0, null or NaN; `operator` compares the value (null or 0 read as
 * 0.0, text converted as Python's float()) with the threshold. More than one row or column, a
 * value that is not a number, or a validator without `op`/`threshold` are errors with Superset's texts.
 */
export async function evaluateAlert(
  ctx: AppContext,
  report: ReportRecord,
  executor: CurrentUser,
  signal: AbortSignal,
): Promise<AlertOutcome> {
  const { columns, rows } = await queryAlert(ctx, report, executor, signal);
  const notNull = report.validatorType === 'not null';
  if (rows.length > 1) throw new ReportRunError(M.alertRows(rows.length));
  if (rows.length === 1 && columns > 1) throw new ReportRunError(M.alertColumns(columns));
  // No row: `not null` sees None, `operator` compares 0.0 (Superset's empty data frame rule).
  const raw = rows.length === 0 ? null : rows[0]![0];
  if (notNull) return { triggered: !isEmptyValue(raw), valueRowJson: pythonText(raw) };
  const value = isEmptyValue(raw) ? 0 : pythonFloat(raw);
  const cfg = report.validatorConfig as { op?: string; threshold?: unknown } | null;
  const compare = cfg?.op ? OPERATORS[cfg.op] : undefined;
  if (!compare || typeof cfg?.threshold !== 'number')
    throw new ReportRunError(M.alertValidatorConfig);
  return { triggered: compare(value, cfg.threshold), value };
}
