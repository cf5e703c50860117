import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ResolvedConfig } from './secret-key.ts';

/** `'sha256-…'` sources of the inline `<script>` blocks of the web app's index.html. */
export function inlineScriptHashes(html: string | null): string[] {
  if (!html) return [];
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    // The browser hashes the element's text exactly as written, whitespace included.
    hashes.push(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The app's Content-Security-Policy directives. What the web app needs and why:
 * antd writes CSS-in-JS `<style>` tags and Leaflet inline styles (style-src 'unsafe-inline'); map
 * tiles come from a configurable https URL, exports draw data: and blob: images (img-src); WFS layers
 * are fetched from their servers (connect-src https:). No 'unsafe-eval': nothing evaluates strings.
 * Not helmet's defaults: their upgrade-insecure-requests breaks a server reached over plain http.
 */
export function cspDirectives(scriptHashes: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https:', 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * Security headers on every answer (helmet): CSP, nosniff, Referrer-Policy, framing limited to our
 * own origin except under the configured embedded paths, which other sites may frame. The helmet
 * middleware is built once: @fastify/helmet rebuilt it (and re-parsed the CSP) in two hooks on every
 * request, a tenth of a cached chart-data answer's time.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ResolvedConfig,
  indexHtml: string | null,
): Promise<void> {
  const directives = cspDirectives(inlineScriptHashes(indexHtml));
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // OpenStreetMap and other tile servers refuse requests without a Referer; the origin is enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    xFrameOptions: { action: 'sameorigin' },
  });
  const { set, removed } = recordHeaders(headers);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
  const embedded = config.embeddedPathPrefixes;
  if (embedded.length === 0) return;
  const { frameAncestors: _omit, ...rest } = directives;
  const embeddedCsp = serialize(rest);
  app.addHook('onSend', async (req, reply) => {
    if (!embedded.some((p) => req.url.startsWith(p))) return;
    void reply.removeHeader('x-frame-options');
    void reply.header('content-security-policy', embeddedCsp);
  });
}

/**
 * The headers helmet's middleware sets and removes, recorded from one run: with static directives
 * (no nonce, no function) they are the same for every answer, and setting a recorded list costs a
 * fifth of what running helmet's dozen middlewares per request did (docs/adr/0022).
 */
export function recordHeaders(middleware: ReturnType<typeof helmet>): {
  set: [string, string][];
  removed: string[];
} {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const res = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      set.push([name, value]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let finished = false;
  middleware({} as never, res as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  // A middleware that answered later (or never) would not be static: refuse to start.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set, removed };
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${v.join(' ')}`)
    .join('; ');
}
