/**
 * A naive Python `datetime` for templates: what the `to_datetime` filter returns and what
 * `get_time_filter(strftime=...)` formats. Values are UTC wall-clock times (dates in this server are
 * naive UTC, docs/query-object.md §2.7), printed the way Python prints them.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
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

/** Python's default `to_datetime` format. */
export const DEFAULT_DATETIME_FORMAT = '%Y-%m-%d %H:%M:%S';

/** Python `datetime.isoformat()` of a naive UTC date (`2024-01-01T00:00:00`, micro-seconds when set). */
export function pyIsoformat(d: Date, sep = 'T'): string {
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${sep}${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return d.getUTCMilliseconds() ? `${base}.${pad(d.getUTCMilliseconds(), 3)}000` : base;
}

/** Python `strftime` for the common directives (%Y %y %m %d %H %I %M %S %f %p %b %B %a %A %j %%). */
export function pyStrftime(d: Date, format: string): string {
  return format.replace(/%([a-zA-Z%])/g, (whole, code: string) => {
    switch (code) {
      case 'Y':
        return pad(d.getUTCFullYear(), 4);
      case 'y':
        return pad(d.getUTCFullYear() % 100);
      case 'm':
        return pad(d.getUTCMonth() + 1);
      case 'd':
        return pad(d.getUTCDate());
      case 'H':
        return pad(d.getUTCHours());
      case 'I':
        return pad(d.getUTCHours() % 12 || 12);
      case 'M':
        return pad(d.getUTCMinutes());
      case 'S':
        return pad(d.getUTCSeconds());
      case 'f':
        return `${pad(d.getUTCMilliseconds(), 3)}000`;
      case 'p':
        return d.getUTCHours() < 12 ? 'AM' : 'PM';
      case 'b':
        return MONTHS[d.getUTCMonth()].slice(0, 3);
      case 'B':
        return MONTHS[d.getUTCMonth()];
      case 'a':
        return DAYS[d.getUTCDay()].slice(0, 3);
      case 'A':
        return DAYS[d.getUTCDay()];
      case 'j':
        return pad(
          Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
          3,
        );
      case '%':
        return '%';
      default:
        return whole;
    }
  });
}

/** Python `datetime.strptime(value, format)`; throws Python's message when the text does not match. */
export function pyStrptime(value: string, format: string): PyDateTime {
  const fields = { Y: 1900, m: 1, d: 1, H: 0, M: 0, S: 0, f: 0, pm: null as boolean | null };
  let pattern = '';
  const order: string[] = [];
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c !== '%') {
      pattern += /\s/.test(c) ? '\\s+' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    const code = format[++i];
    const part: Record<string, string> = {
      Y: '(\\d{4})',
      y: '(\\d{2})',
      m: '(\\d{1,2})',
      d: '(\\d{1,2})',
      H: '(\\d{1,2})',
      I: '(\\d{1,2})',
      M: '(\\d{1,2})',
      S: '(\\d{1,2})',
      f: '(\\d{1,6})',
      p: '(AM|PM|am|pm)',
      b: '([A-Za-z]{3})',
      B: '([A-Za-z]+)',
      '%': '%',
    };
    if (!(code in part)) throw new Error(`'${code}' is a bad directive in format '${format}'`);
    pattern += part[code];
    if (code !== '%') order.push(code);
  }
  const match = new RegExp(`^${pattern}$`).exec(value);
  if (!match) throw new Error(`time data '${value}' does not match format '${format}'`);
  order.forEach((code, k) => {
    const text = match[k + 1];
    if (code === 'y') fields.Y = 2000 + Number(text) - (Number(text) >= 69 ? 100 : 0);
    else if (code === 'I') fields.H = Number(text) % 12;
    else if (code === 'p') fields.pm = /pm/i.test(text);
    else if (code === 'f') fields.f = Number(text.padEnd(6, '0'));
    else if (code === 'b' || code === 'B') {
      const month = MONTHS.findIndex((m) =>
        m.toLowerCase().startsWith(text.toLowerCase().slice(0, 3)),
      );
      if (month < 0) throw new Error(`time data '${value}' does not match format '${format}'`);
      fields.m = month + 1;
    } else (fields as Record<string, number | boolean | null>)[code] = Number(text);
  });
  if (fields.pm) fields.H += 12;
  const d = new Date(
    Date.UTC(
      fields.Y,
      fields.m - 1,
      fields.d,
      fields.H,
      fields.M,
      fields.S,
      Math.floor(fields.f / 1000),
    ),
  );
  if (
    d.getUTCMonth() !== fields.m - 1 ||
    d.getUTCDate() !== fields.d ||
    fields.H > 23 ||
    fields.M > 59 ||
    fields.S > 59
  ) {
    throw new Error(`time data '${value}' does not match format '${format}'`);
  }
  d.setUTCFullYear(fields.Y);
  return new PyDateTime(d);
}

/** A naive datetime as templates see it: Python attributes and methods, printed like `str(datetime)`. */
export class PyDateTime {
  readonly #date: Date;

  constructor(date: Date) {
    this.#date = new Date(date.getTime());
  }

  get year(): number {
    return this.#date.getUTCFullYear();
  }
  get month(): number {
    return this.#date.getUTCMonth() + 1;
  }
  get day(): number {
    return this.#date.getUTCDate();
  }
  get hour(): number {
    return this.#date.getUTCHours();
  }
  get minute(): number {
    return this.#date.getUTCMinutes();
  }
  get second(): number {
    return this.#date.getUTCSeconds();
  }
  get microsecond(): number {
    return this.#date.getUTCMilliseconds() * 1000;
  }

  /** A copy of the underlying UTC instant. */
  toDate(): Date {
    return new Date(this.#date.getTime());
  }

  strftime(format: string): string {
    return pyStrftime(this.#date, String(format));
  }

  isoformat(sep: unknown = 'T'): string {
    return pyIsoformat(this.#date, typeof sep === 'string' ? sep : 'T');
  }

  /** `str(datetime)`: ISO format with a space. */
  toString(): string {
    return pyIsoformat(this.#date, ' ');
  }
}
