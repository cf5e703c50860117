/**
 * A multipart/form-data reader over raw bytes (RFC 7578), for uploads that carry binary files (import
 * bundles). Text-only form posts use routes/sqllab/multipart.ts.
 */

/** One part of a multipart body. */
export interface MultipartPart {
  data: Buffer;
  filename: string | null;
}

function header(headers: string, name: string): string | null {
  for (const line of headers.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name) return line.slice(colon + 1);
  }
  return null;
}

function param(value: string, name: string): string | null {
  const m = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(value) ?? new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(value);
  return m ? m[1]!.replace(/\\(.)/g, '$1').replace(/%22/g, '"') : null;
}

/** The parts of a multipart body by field name (the last wins when a name repeats); malformed parts are skipped. */
export function parseMultipartParts(body: Buffer, boundary: string): Map<string, MultipartPart> {
  const parts = new Map<string, MultipartPart>();
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    let start = pos + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // closing delimiter
    if (body[start] === 0x0d) start += 1;
    if (body[start] === 0x0a) start += 1;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    let end = next;
    if (body[end - 1] === 0x0a) end -= 1;
    if (body[end - 1] === 0x0d) end -= 1;
    const chunk = body.subarray(start, end);
    const sep = chunk.indexOf('\r\n\r\n') >= 0 ? chunk.indexOf('\r\n\r\n') : chunk.indexOf('\n\n');
    if (sep >= 0) {
      const headers = chunk.subarray(0, sep).toString('utf8');
      const data = chunk.subarray(sep + (chunk[sep] === 0x0d ? 4 : 2));
      const disposition = header(headers, 'content-disposition');
      const name = disposition ? param(disposition, 'name') : null;
      if (name !== null) parts.set(name, { data: Buffer.from(data), filename: disposition ? param(disposition, 'filename') : null });
    }
    pos = next;
  }
  return parts;
}
