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
  app.addHook('onRequest', (req, reply, done) =>
    headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
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

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${v.join(' ')}`)
    .join('; ');
}
