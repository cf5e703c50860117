import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { stringify } from 'yaml';

/** A ZIP in Superset's export layout: every file under one root folder. */
export function zipBundle(
  files: Record<string, unknown>,
  root = 'dashboard_export_20240101T000000',
): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(files)) {
    entries[`${root}/${path}`] = new TextEncoder().encode(
      typeof content === 'string' ? content : stringify(content),
    );
  }
  return Buffer.from(zipSync(entries));
}

/** A ZIP of a folder on disk (the shared Superset example assets), under one root folder. */
export function zipDirectory(dir: string, root = 'assets_export'): Buffer {
  const entries: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) entries[`${root}/${relative(dir, p)}`] = readFileSync(p);
    }
  };
  walk(dir);
  return Buffer.from(zipSync(entries));
}

/** A multipart/form-data body with one file field and text fields. */
export function multipartUpload(
  file: Buffer | null,
  fields: Record<string, string> = {},
  fileName = 'bundle.zip',
) {
  const boundary = '----sightline-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
    );
    chunks.push(file, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
