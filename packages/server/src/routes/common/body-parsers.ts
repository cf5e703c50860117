import type { FastifyInstance } from 'fastify';
import { exceedsNestingDepth, MAX_NESTING_DEPTH } from '@sightline/core';
import { AppError } from '../../errors.ts';

/**
 * Request body parsers with limits. JSON and form bodies are capped in size and in nesting depth
 * before anything parses them: a 20,000-level body made the log route's JSON.stringify overflow
 * the stack (a 500), and deep values reach other recursive code (structuredClone, zod, the
 * serialiser). Uploads (multipart) and other content types keep the server-wide body limit.
 */

/**
 * Largest JSON or urlencoded body. The biggest legitimate ones are dashboards (layout and
 * metadata of a few hundred charts stay under 1 MB); bundles are uploaded as multipart.
 */
export const FORM_BODY_LIMIT = 2 * 1024 * 1024;

/** The 400 of a body or parameter nested deeper than MAX_NESTING_DEPTH. */
export function tooDeeplyNested(): AppError {
  return new AppError(400, 'Request is too deeply nested', {
    errorType: 'INVALID_PAYLOAD_FORMAT_ERROR',
  });
}

/** Replaces Fastify's JSON parser and adds the urlencoded and catch-all text parsers. */
export function registerLimitedBodyParsers(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse: `__proto__` and `constructor` keys are refused) after the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (req, body, done) => {
      if (exceedsNestingDepth(body as string, MAX_NESTING_DEPTH, 'json')) {
        done(tooDeeplyNested(), undefined);
        return;
      }
      parseJson(req, body as string, done);
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (req, body, done) => {
      req.isNotJson = true;
      const fields = Object.fromEntries(new URLSearchParams(body as string));
      // Form values are JSON-decoded by the legacy routes (SQL Lab, log): the same depth limit applies.
      if (Object.values(fields).some((v) => exceedsNestingDepth(v, MAX_NESTING_DEPTH, 'json'))) {
        done(tooDeeplyNested(), undefined);
        return;
      }
      done(null, fields);
    },
  );
  // Anything that is not JSON reaches the route as text, which then answers 400 "Request is not JSON".
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    req.isNotJson = true;
    done(null, body);
  });
}

/**
 * Whether a decoded value nests arrays/objects deeper than `max`; iterative, so a value too deep
 * for JSON.stringify or structuredClone is measured without overflowing the stack.
 */
export function valueExceedsDepth(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(v as object)) stack.push([child, depth + 1]);
  }
  return false;
}
