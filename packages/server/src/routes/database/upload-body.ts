import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * The multipart body of an upload, read as a stream: the text fields, and the `file` part copied
 * to a private temporary directory (never held in memory), at most `maxBytes` long. The caller
 * removes the directory with `cleanup` once done.
 */
export interface UploadBody {
  fields: Record<string, string>;
  file: { path: string; filename: string } | null;
  cleanup(): Promise<void>;
}

const MAX_FIELD_BYTES = 1024 * 1024;

export async function readUploadBody(req: FastifyRequest, maxBytes: number): Promise<UploadBody> {
  if (!req.isMultipart())
    throw new AppError(400, 'Request is not a multipart/form-data upload', {
      errorType: 'INVALID_PAYLOAD_FORMAT_ERROR',
    });
  const dir = await mkdtemp(join(tmpdir(), 'sightline-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields = Object.create(null) as Record<string, string>;
  let file: UploadBody['file'] = null;
  try {
    const parts = req.parts({
      limits: { fileSize: maxBytes, files: 1, fieldSize: MAX_FIELD_BYTES, fields: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new AppError(400, `Unexpected file field '${part.fieldname}'`);
        const path = join(dir, 'upload');
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw fileTooLarge(maxBytes);
        file = { path, filename: part.filename };
      } else {
        if (part.valueTruncated) throw new AppError(413, `Field '${part.fieldname}' is too large`);
        fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
    return { fields, file, cleanup };
  } catch (e) {
    await cleanup();
    if (e instanceof AppError) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (status === 413) throw fileTooLarge(maxBytes);
    throw new AppError(
      400,
      `Request is not a valid multipart/form-data body: ${(e as Error).message}`,
    );
  }
}

function fileTooLarge(maxBytes: number): AppError {
  return new AppError(413, `File size exceeds the maximum allowed size (${maxBytes} bytes).`);
}
