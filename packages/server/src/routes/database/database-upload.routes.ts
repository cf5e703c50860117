import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  uploadMetadataPostSchema,
  uploadMetadataResponse,
  uploadPostSchema,
  uploadResponse,
} from '@sightline/core';
import { uploadFile } from '../../commands/database/upload/upload-file.ts';
import { uploadMetadata } from '../../commands/database/upload/upload-metadata.ts';
import type { AppContext } from '../../context.ts';
import { badRequestFields } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { fieldErrors, parseId } from '../common/http.ts';
import { readUploadBody, type UploadBody } from './upload-body.ts';

const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;

/** The form fields through `schema` (blank fields count as absent, as the upload dialog sends them). */
function parseFields<S extends z.ZodType>(body: UploadBody, schema: S): z.infer<S> {
  const fields = Object.fromEntries(Object.entries(body.fields).filter(([, v]) => v !== ''));
  const r = schema.safeParse(fields);
  const errors = r.success ? {} : fieldErrors(r.error);
  if (!body.file) errors.file = ['Field may not be null.'];
  if (Object.keys(errors).length) throw badRequestFields(errors);
  return r.data as z.infer<S>;
}

/**
 * File upload into a database (docs/api.md "Upload"): Superset's `upload` and `upload_metadata`
 * of DatabaseRestApi, both under can_upload on Database. The body is read as a stream into a
 * temporary file (`streamedMultipart`), which is removed when the request ends.
 */
export async function databaseUploadRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = contract(fastify);
  const guard = requirePermission(ctx, 'can_upload', 'Database');
  const maxBytes = ctx.config.uploadMaxBytes ?? DEFAULT_MAX_BYTES;
  const withBody = async <T>(req: FastifyRequest, fn: (body: UploadBody) => Promise<T>) => {
    const body = await readUploadBody(req, maxBytes);
    try {
      return await fn(body);
    } finally {
      await body.cleanup();
    }
  };

  app.post(
    '/api/v1/database/:pk/upload/',
    {
      preHandler: guard,
      config: { streamedMultipart: true },
      schema: { response: { 201: uploadResponse } },
    },
    async (req, reply) => {
      const id = parseId((req.params as { pk: string }).pk);
      const actor = requireUser(req);
      const { datasetId } = await withBody(req, (body) =>
        uploadFile(ctx, id, parseFields(body, uploadPostSchema), body.file!, actor),
      );
      return reply.status(201).send({ message: 'OK', dataset_id: datasetId });
    },
  );

  app.post(
    '/api/v1/database/upload_metadata/',
    {
      preHandler: guard,
      config: { streamedMultipart: true },
      schema: { response: { 200: uploadMetadataResponse } },
    },
    async (req) => {
      requireUser(req);
      const items = await withBody(req, (body) =>
        uploadMetadata(body.file?.path ?? '', parseFields(body, uploadMetadataPostSchema)),
      );
      return { result: { items } };
    },
  );
}
