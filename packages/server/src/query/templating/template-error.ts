import { AppError } from '../../errors.ts';

/** Where a template is rendered; decides the wording of its error (docs/query-object.md §2.15). */
export type TemplateWhere =
  'virtual dataset' | 'column' | 'metric' | 'WHERE' | 'HAVING' | 'RLS' | 'fetch values predicate';

/**
 * A template that failed to parse or render. Answered 400 `{"message": ...}` by the chart-data
 * route; the message names where the template was (`Error in jinja expression in WHERE clause: ...`).
 */
export class TemplateError extends AppError {
  /** The template engine's own message, without the location prefix. */
  readonly detail: string;

  constructor(where: TemplateWhere, detail: string) {
    super(400, templateErrorMessage(where, detail), {
      errorType: 'INVALID_TEMPLATE_PARAMS_ERROR',
      shape: 'message',
    });
    this.name = 'TemplateError';
    this.detail = detail;
  }
}

/** The contract's message for a template error at `where`. */
export function templateErrorMessage(where: TemplateWhere, detail: string): string {
  switch (where) {
    case 'virtual dataset':
      return `Error while rendering virtual dataset query: ${detail}`;
    case 'WHERE':
    case 'HAVING':
      return `Error in jinja expression in ${where} clause: ${detail}`;
    case 'column':
      return `Error in jinja expression in column expression: ${detail}`;
    case 'metric':
      return `Error in jinja expression in metric expression: ${detail}`;
    case 'RLS':
      return `Error in jinja expression in RLS filters: ${detail}`;
    default:
      return `Error in jinja expression in ${where}: ${detail}`;
  }
}

/**
 * A readable message from a nunjucks error, whose text looks like
 * `(template) [Line 1, Column 9]\n  Error: Access to ...`: the location moves to the end.
 */
export function describeTemplateFailure(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  const match = /^\([^)]*\)(?: \[Line (\d+)(?:, Column (\d+))?\])?\s*\n\s*([\s\S]*)$/.exec(raw);
  if (!match) {
    const { lineno, colno } = (err ?? {}) as { lineno?: unknown; colno?: unknown };
    const text = raw.replace(/^(?:Template render error|Error|SecurityError): /, '').trim();
    return typeof lineno === 'number'
      ? `${text} (line ${lineno}${typeof colno === 'number' ? `, column ${colno}` : ''})`
      : text;
  }
  const [, line, column, rest] = match;
  const text = rest
    .replace(/^(?:Template render error|Error|SecurityError): /, '')
    .replace(/^\([^)]*\)\s*\n\s*/, '')
    .trim();
  if (!line) return text;
  return `${text} (line ${line}${column ? `, column ${column}` : ''})`;
}
