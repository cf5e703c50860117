/**
 * A small multipart/form-data reader for text fields (RFC 7578), enough for the legacy SQL Lab form
 * posts (/tabstateview, /tableschemaview). The body arrives already decoded as a UTF-8 string (app.ts
 * parses unknown content types as text). File parts are read as text like any other field.
 */

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2] ?? null;
  return boundary && boundary.length <= 200 ? boundary : null;
}

/** The `name` parameter of a part's Content-Disposition header. */
function fieldName(headers: string): string | null {
  for (const line of headers.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const m = /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(line) ?? /;\s*name=([^;\s]+)/i.exec(line);
    // Browsers percent-encode `"` in names (%22) and keep other characters as is.
    return m ? m[1]!.replace(/\\(.)/g, '$1').replace(/%22/g, '"') : null;
  }
  return null;
}

/**
 * The text fields of a multipart body: name -> value (the last one wins when a name repeats).
 * Malformed parts are skipped; a body without the boundary yields no fields.
 */
export function parseMultipart(body: string, boundary: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const delimiter = `--${boundary}`;
  const chunks = body.split(delimiter);
  // chunks[0] is the preamble; a chunk starting with `--` follows the closing delimiter.
  for (const chunk of chunks.slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = chunk.replace(/^\r?\n/, '');
    const sep = /\r?\n\r?\n/.exec(part);
    if (!sep) continue;
    const name = fieldName(part.slice(0, sep.index));
    if (name === null) continue;
    fields[name] = part.slice(sep.index + sep[0].length).replace(/\r?\n$/, '');
  }
  return fields;
}
