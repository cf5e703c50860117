/** Content type of a CSV download (docs/api.md §1.1); the BOM-prefixed UTF-8 is still UTF-8. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Content type of an XLSX download (docs/api.md §1.1). */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Content type of a zip of several query results (docs/api.md §2.3). */
export const ZIP_CONTENT_TYPE = 'application/zip';

/** Export formats a download can have, with their content type. */
export const EXPORT_CONTENT_TYPES = {
  csv: CSV_CONTENT_TYPE,
  xlsx: XLSX_CONTENT_TYPE,
  zip: ZIP_CONTENT_TYPE,
} as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The default download name: the server's local time as `YYYYMMDD_HHMMSS` (docs/api.md §1.1). */
export function defaultExportName(now = new Date()): string {
  const day = `${now.getFullYear()}${pad2(now.getMonth() + 1)}${pad2(now.getDate())}`;
  return `${day}_${pad2(now.getHours())}${pad2(now.getMinutes())}${pad2(now.getSeconds())}`;
}

/** The name of the n-th (0-based) result inside a multi-query zip: `query_1.csv`, `query_2.xlsx`, ... */
export function zipEntryName(index: number, ext: 'csv' | 'xlsx'): string {
  return `query_${index + 1}.${ext}`;
}

// RFC 7230 token characters: such a name is written bare, as Flask/werkzeug does (`filename=x.csv`).
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Characters escaped with a backslash inside a quoted-string.
const QUOTED_SPECIALS = /["\\]/g;

/**
 * `Content-Disposition: attachment` for a file name (RFC 6266). ASCII names go in `filename`, bare when
 * a token and quoted otherwise; other names also get an RFC 5987 `filename*=UTF-8''...` with an ASCII
 * fallback in `filename` (accents dropped, other characters replaced by `_`). Control characters are
 * removed so a name can never break the header.
 */
export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const name = filename.replace(/[\u0000-\u001f\u007f]/g, '') || 'download';
  if (TOKEN.test(name)) return `attachment; filename=${name}`;
  const isAscii = /^[\x20-\x7e]*$/.test(name);
  const fallback = isAscii
    ? name
    : name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\x20-\x7e]/g, '_');
  const quoted = `"${fallback.replace(QUOTED_SPECIALS, (c) => `\\${c}`)}"`;
  const plain = TOKEN.test(fallback) ? fallback : quoted;
  return isAscii
    ? `attachment; filename=${plain}`
    : `attachment; filename=${plain}; filename*=UTF-8''${encodeRfc5987(name)}`;
}

// encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
