import { sanitizeChartHtml } from '../../html/sanitize-html.ts';
import Handlebars from 'handlebars';
import type { ChartProps } from '../../contract.ts';
import type { HandlebarsFormData } from './form-data.ts';
import { renderHandlebars } from '../../html/handlebars-interpreter.ts';

/** Props of HandlebarsChart. */
export interface HandlebarsChartProps {
  width: number;
  height: number;
  /** The rendered, sanitised HTML. */
  html: string;
  /** CSS from `styleTemplate`. */
  css: string;
  /** A template error, shown as preformatted text instead of the HTML. */
  error?: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE_TOKENS =
  /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|SSS|A|a|Z/g;

/** A dayjs-style date format (`YYYY-MM-DD HH:mm`, `[literal]`) of an epoch-ms number or date string, in UTC. */
export function formatDayjs(value: unknown, format: string): string {
  const date =
    typeof value === 'number' || typeof value === 'string' || value instanceof Date
      ? new Date(value)
      : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = date.getUTCHours();
  const tokens: Record<string, () => string> = {
    YYYY: () => String(date.getUTCFullYear()),
    YY: () => pad(date.getUTCFullYear() % 100),
    MMMM: () => MONTHS[date.getUTCMonth()],
    MMM: () => MONTHS[date.getUTCMonth()].slice(0, 3),
    MM: () => pad(date.getUTCMonth() + 1),
    M: () => String(date.getUTCMonth() + 1),
    DD: () => pad(date.getUTCDate()),
    D: () => String(date.getUTCDate()),
    dddd: () => DAYS[date.getUTCDay()],
    ddd: () => DAYS[date.getUTCDay()].slice(0, 3),
    HH: () => pad(hours),
    H: () => String(hours),
    hh: () => pad(hours % 12 || 12),
    h: () => String(hours % 12 || 12),
    mm: () => pad(date.getUTCMinutes()),
    m: () => String(date.getUTCMinutes()),
    ss: () => pad(date.getUTCSeconds()),
    s: () => String(date.getUTCSeconds()),
    SSS: () => pad(date.getUTCMilliseconds(), 3),
    A: () => (hours < 12 ? 'AM' : 'PM'),
    a: () => (hours < 12 ? 'am' : 'pm'),
    Z: () => '+00:00',
  };
  return format.replace(DATE_TOKENS, (token, literal: string | undefined) =>
    literal !== undefined ? literal : tokens[token](),
  );
}

type HelperOptions = Handlebars.HelperOptions;
/** Handlebars passes its options object last; helpers with optional arguments drop it. */
const isOptions = (value: unknown): value is HelperOptions =>
  typeof value === 'object' && value !== null && 'hash' in value && 'data' in value;
const params = (args: unknown[]) =>
  args.length && isOptions(args[args.length - 1]) ? args.slice(0, -1) : args;
const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function groupBy(this: unknown, items: unknown, options: HelperOptions): string {
  const by = String(options.hash.by ?? '');
  const groups = new Map<unknown, unknown[]>();
  for (const item of Array.isArray(items) ? items : []) {
    const key = by
      .split('.')
      .reduce<unknown>(
        (value, part) => (value as Record<string, unknown> | undefined)?.[part],
        item,
      );
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([value, grouped]) => options.fn({ value, items: grouped })).join('');
}

/**
 * Superset's own helpers (`dateFormat`, `stringify`, `formatNumber`, `parseJson`), the commonly used
 * helpers of just-handlebars-helpers (not in our package list, so re-implemented) and the `group`
 * block of handlebars-group-by.
 */
export const HANDLEBARS_HELPERS: Record<string, Handlebars.HelperDelegate> = {
  dateFormat: (value: unknown, options: HelperOptions) =>
    formatDayjs(value, String(options.hash.format ?? 'YYYY-MM-DD')),
  stringify: (value: unknown, ...rest: unknown[]) => {
    if (rest.length === 0)
      throw new Error('Please call with an object. Example: `{{stringify myObj}}`');
    return isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
  },
  formatNumber: (value: unknown, ...rest: unknown[]) => {
    const [locale] = params(rest);
    return typeof value === 'number'
      ? value.toLocaleString(typeof locale === 'string' ? locale : 'en-US')
      : value;
  },
  parseJson: (text: unknown) => {
    try {
      return JSON.parse(String(text));
    } catch {
      throw new Error(`Invalid JSON: ${String(text)}`);
    }
  },
  group: groupBy,
  // Conditionals
  eq: (a: unknown, b: unknown) => a === b,
  // eqw / neqw compare loosely (`==`), as just-handlebars-helpers defines them.
  eqw: (a: unknown, b: unknown) => a == b,
  neq: (a: unknown, b: unknown) => a !== b,
  ne: (a: unknown, b: unknown) => a !== b,
  neqw: (a: unknown, b: unknown) => a != b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  not: (a: unknown) => !a,
  ifx: (condition: unknown, ...rest: unknown[]) => {
    const [yes, no = ''] = params(rest);
    return condition ? yes : no;
  },
  empty: (value: unknown) =>
    Array.isArray(value) || typeof value === 'string' ? value.length === 0 : true,
  count: (value: unknown) => (Array.isArray(value) ? value.length : false),
  and: (...args: unknown[]) => params(args).every(Boolean),
  or: (...args: unknown[]) => params(args).some(Boolean),
  coalesce: (...args: unknown[]) =>
    params(args).find((v) => v !== null && v !== undefined && v !== '') ?? null,
  includes: (list: unknown, value: unknown, ...rest: unknown[]) => {
    const [strict = true] = params(rest);
    return (
      Array.isArray(list) && (strict ? list.includes(value) : list.some((item) => item == value))
    );
  },
  // Strings
  excerpt: (text: unknown, ...rest: unknown[]) => {
    const [length = 50] = params(rest);
    const s = toText(text);
    return s.length > Number(length) ? `${s.slice(0, Number(length))}...` : s;
  },
  sanitize: (text: unknown) =>
    toText(text)
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase(),
  newLineToBr: (text: unknown) =>
    new Handlebars.SafeString(Handlebars.escapeExpression(toText(text)).replace(/\r?\n/g, '<br>')),
  capitalizeEach: (text: unknown) =>
    toText(text).replace(/\w\S*/g, (word) => word.charAt(0).toUpperCase() + word.slice(1)),
  capitalizeFirst: (text: unknown) => toText(text).charAt(0).toUpperCase() + toText(text).slice(1),
  lowercase: (text: unknown) => toText(text).toLowerCase(),
  uppercase: (text: unknown) => toText(text).toUpperCase(),
  sprintf: (format: unknown, ...rest: unknown[]) => {
    const values = params(rest);
    let i = 0;
    return toText(format).replace(
      /%(\.\d+)?([sdf%])/g,
      (_, precision: string | undefined, kind: string) => {
        if (kind === '%') return '%';
        const value = values[i++];
        if (kind === 'd') return String(Math.trunc(Number(value)));
        if (kind === 'f')
          return precision
            ? Number(value).toFixed(Number(precision.slice(1)))
            : String(Number(value));
        return toText(value);
      },
    );
  },
  first: (list: unknown) => (Array.isArray(list) ? list[0] : undefined),
  last: (list: unknown) => (Array.isArray(list) ? list[list.length - 1] : undefined),
  concat: (...args: unknown[]) => params(args).map(toText).join(''),
  join: (list: unknown, ...rest: unknown[]) => {
    const [delimiter = ' '] = params(rest);
    return Array.isArray(list) ? list.join(String(delimiter)) : '';
  },
  // Math
  sum: (a: unknown, b: unknown) => Number(a) + Number(b),
  difference: (a: unknown, b: unknown) => Number(a) - Number(b),
  multiplication: (a: unknown, b: unknown) => Number(a) * Number(b),
  division: (a: unknown, b: unknown) => Number(a) / Number(b),
  remainder: (a: unknown, b: unknown) => Number(a) % Number(b),
  ceil: (a: unknown) => Math.ceil(Number(a)),
  floor: (a: unknown) => Math.floor(Number(a)),
  abs: (a: unknown) => Math.abs(Number(a)),
  // Formatters and HTML attributes
  formatDate: (format: unknown, date: unknown) => formatDayjs(date, toText(format) || 'YYYY-MM-DD'),
  formatCurrency: (value: unknown, options: HelperOptions) =>
    new Intl.NumberFormat(String(options.hash.locale ?? 'en-US'), {
      style: 'currency',
      currency: String(options.hash.code ?? 'USD'),
    }).format(Number(value)),
  showIf: (condition: unknown) => (condition ? '' : 'hidden'),
  hideIf: (condition: unknown) => (condition ? 'hidden' : ''),
  selectedIf: (condition: unknown) => (condition ? 'selected' : ''),
  checkedIf: (condition: unknown) => (condition ? 'checked' : ''),
};

/** Sanitised HTML; without a DOM (reports in Node) the markup is escaped rather than trusted. */
export const sanitizeHtml = sanitizeChartHtml;

/** Renders `handlebarsTemplate` with `{data: rows}` and sanitises the result; a template error becomes `error`. */
export function transformHandlebarsProps(
  chartProps: ChartProps<HandlebarsFormData>,
): HandlebarsChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const data = queriesData[0]?.data ?? [];
  try {
    // Interpreted, not compiled: compiled templates need `unsafe-eval`, which our CSP refuses.
    const html = renderHandlebars(fd.handlebarsTemplate, { data }, HANDLEBARS_HELPERS);
    return { width, height, html: sanitizeHtml(html), css: fd.styleTemplate };
  } catch (error) {
    return {
      width,
      height,
      html: '',
      css: fd.styleTemplate,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
