import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * A multipart/form-data body (RFC 7578) as the routes read it: field name -> text of a field, or
 * bytes of a file part. A repeated name keeps its last part. The object has no prototype.
 */
export type MultipartBody = Record<string, string | Buffer>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its multipart body itself, as a stream (`req.parts()`): file uploads into a
     * database, which may be far larger than the body limit and must not be held in memory.
     */
    streamedMultipart?: boolean;
  }
}

const tooLarge = () => new AppError(413, 'Request body is too large');

/** Reads every part; busboy's complaints about a malformed body are 400s, its limits 413s. */
async function readParts(req: FastifyRequest, maxBytes: number): Promise<MultipartBody> {
  const body = Object.create(null) as MultipartBody;
  let total = 0;
  try {
    for await (const part of req.parts()) {
      let value: string | Buffer;
      if (part.type === 'file') value = await part.toBuffer();
      else if (part.valueTruncated) throw tooLarge();
      // A part declared application/json arrives parsed; the routes decode fields themselves.
      else value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      total += value.length;
      if (total > maxBytes) throw tooLarge();
      body[part.fieldname] = value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    throw new AppError(
      400,
      `Request is not a valid multipart/form-data body: ${(e as Error).message}`,
    );
  }
  return body;
}

/**
 * Registers @fastify/multipart for the whole app and reads every multipart body into `req.body`
 * (a MultipartBody) before validation, so form posts (SQL Lab, the log beacon, explore_json) and
 * uploads (import bundles) read fields synchronously. The whole body keeps the server-wide body
 * limit, as one part and as the sum of its parts.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  const maxBytes = app.initialConfig.bodyLimit ?? 1024 * 1024;
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, fieldSize: maxBytes } });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || req.routeOptions.config?.streamedMultipart) return;
    req.isNotJson = true;
    req.body = await readParts(req, maxBytes);
  });
}

/** The multipart body of a request, or null when the request was not multipart/form-data. */
export function multipartBody(req: FastifyRequest): MultipartBody | null {
  return req.isMultipart() && req.body && typeof req.body === 'object'
    ? (req.body as MultipartBody)
    : null;
}
