import { ApiError, fetchCsrfToken, toApiErrorInfo } from '../../api/http.ts';
import { attachmentName, exportUrl } from './import-errors.ts';
import type { BundleResource } from './import-errors.ts';

let token: string | null = null;

/** The fields of an import besides the file (docs/api.md §2.15). */
export interface ImportOptions {
  overwrite: boolean;
  /** Database file -> password. */
  passwords: Record<string, string>;
}

/** POST /api/v1/<resource>/import/ as multipart form data; a failure throws ApiError. */
export async function importBundle(
  resource: BundleResource,
  file: File,
  options: ImportOptions,
): Promise<void> {
  const body = () => {
    const form = new FormData();
    form.append('formData', file, file.name);
    if (options.overwrite) form.append('overwrite', 'true');
    if (Object.keys(options.passwords).length > 0)
      form.append('passwords', JSON.stringify(options.passwords));
    return form;
  };
  token ??= await fetchCsrfToken();
  const send = () =>
    fetch(`/api/v1/${resource}/import/`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
      body: body(),
    });
  let res = await send();
  let text = await res.text();
  if (res.status === 400 && text.includes('CSRF')) {
    token = await fetchCsrfToken();
    res = await send();
    text = await res.text();
  }
  if (res.ok) return;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A non-JSON answer stays text.
  }
  throw new ApiError(toApiErrorInfo(res.status, parsed, res.statusText));
}

/** Downloads the ZIP of GET /api/v1/<resource>/export/?q=!(ids); a failure throws ApiError. */
export async function exportBundle(resource: BundleResource, ids: number[]): Promise<string> {
  const res = await fetch(exportUrl(resource, ids), { credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    throw new ApiError(toApiErrorInfo(res.status, parsed, res.statusText));
  }
  const name = attachmentName(res.headers.get('content-disposition'), `${resource}_export.zip`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
