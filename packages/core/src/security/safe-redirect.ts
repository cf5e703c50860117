/**
 * The `next` target of a login when it is a same-origin path, else '/' (the login page itself
 * counts as '/', so a login never lands back on it). Browsers read `\` as `/`
 * and drop tabs and newlines inside URLs, and proxies may decode `%5C` or `%2F`, so `/\evil.example`,
 * `/%5Cevil` and `/\t/evil` all lead off-site; only a plain path that stays on our origin passes.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 4000) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  const path = decodeAll(next.split(/[?#]/, 1)[0]!);
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path) || path.startsWith('//')) return '/';
  // A path that starts with one '/' and holds no backslash or control character stays on this origin.
  if (path.startsWith('/login')) return '/';
  return next;
}

/** Percent-decodes byte by byte until stable (`%255C` -> `%5C` -> `\`); malformed escapes stay. */
function decodeAll(s: string): string {
  let current = s;
  for (let i = 0; i < 4; i += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}
