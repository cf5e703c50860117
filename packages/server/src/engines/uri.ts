import { PASSWORD_MASK } from '@sightline/core';

/** A parsed SQLAlchemy-style URI: `dialect[+driver]://[user[:password]@]host[:port]/database[?query]`. */
export interface ParsedUri {
  dialect: string;
  driver: string | null;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  /** Database name, or for file engines the file path ('' or ':memory:' for in-memory). */
  database: string | null;
  query: Record<string, string>;
}

export class UriError extends Error {}

/**
 * Parses a SQLAlchemy URI. File dialects follow SQLAlchemy: `sqlite:////abs/path.db` is the absolute
 * path /abs/path.db, `sqlite:///rel.db` is relative, `sqlite://` is in-memory.
 */
export function parseUri(uri: string): ParsedUri {
  const m = /^([A-Za-z][A-Za-z0-9_]*)(?:\+([A-Za-z0-9_]+))?:\/\/(.*)$/s.exec(uri.trim());
  if (!m) throw new UriError('Invalid connection string: expected dialect://...');
  const dialect = m[1]!.toLowerCase();
  const driver = m[2] ? m[2].toLowerCase() : null;
  let rest = m[3]!;
  let query: Record<string, string> = {};
  const q = rest.indexOf('?');
  if (q >= 0) {
    query = Object.fromEntries(new URLSearchParams(rest.slice(q + 1)));
    rest = rest.slice(0, q);
  }
  if (rest.startsWith('/') || rest === '') {
    // No authority: a file path after the third slash (sqlite:///path, duckdb:////abs).
    const path = rest === '' ? '' : rest.slice(1);
    return {
      dialect,
      driver,
      username: null,
      password: null,
      host: null,
      port: null,
      database: decodeURIComponent(path),
      query,
    };
  }
  const slash = rest.indexOf('/');
  const authority = slash >= 0 ? rest.slice(0, slash) : rest;
  const database = slash >= 0 ? decodeURIComponent(rest.slice(slash + 1)) : null;
  let userinfo: string | null = null;
  let hostport = authority;
  const at = authority.lastIndexOf('@');
  if (at >= 0) {
    userinfo = authority.slice(0, at);
    hostport = authority.slice(at + 1);
  }
  let username: string | null = null;
  let password: string | null = null;
  if (userinfo !== null) {
    const colon = userinfo.indexOf(':');
    username = decodeURIComponent(colon >= 0 ? userinfo.slice(0, colon) : userinfo) || null;
    password = colon >= 0 ? decodeURIComponent(userinfo.slice(colon + 1)) : null;
  }
  let host: string | null = hostport;
  let port: number | null = null;
  const pm = /^(.*):(\d*)$/.exec(hostport);
  if (pm && !hostport.endsWith(']')) {
    host = pm[1]!;
    if (pm[2] !== '') {
      port = Number(pm[2]);
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new UriError('Invalid port in connection string');
    }
  } else if (/:[^\]]*$/.test(hostport) && !hostport.startsWith('[')) {
    throw new UriError('Invalid port in connection string');
  }
  if (host?.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return {
    dialect,
    driver,
    username,
    password,
    host: host || null,
    port,
    database: database || null,
    query,
  };
}

/** Renders a URI; `password` may be replaced (e.g. by the mask) or dropped with null. */
export function formatUri(p: ParsedUri, password: string | null = p.password): string {
  const scheme = p.driver ? `${p.dialect}+${p.driver}` : p.dialect;
  const qs = Object.keys(p.query).length ? `?${new URLSearchParams(p.query).toString()}` : '';
  if (p.host === null && p.username === null) {
    return `${scheme}:///${p.database ?? ''}${qs}`.replace(/:\/\/\/$/, '://');
  }
  let auth = '';
  if (p.username !== null) {
    auth = encodeURIComponent(p.username);
    if (password !== null)
      auth += `:${password === PASSWORD_MASK ? password : encodeURIComponent(password)}`;
    auth += '@';
  }
  const host = p.host && p.host.includes(':') ? `[${p.host}]` : (p.host ?? '');
  const port = p.port !== null ? `:${p.port}` : '';
  const db = p.database !== null ? `/${encodeURIComponent(p.database)}` : '';
  return `${scheme}://${auth}${host}${port}${db}${qs}`;
}

/** The URI with its password replaced by the mask (docs/api.md: masked in every response). */
export function maskUri(uri: string): string {
  try {
    const p = parseUri(uri);
    return p.password !== null ? formatUri(p, PASSWORD_MASK) : uri;
  } catch {
    return uri;
  }
}
