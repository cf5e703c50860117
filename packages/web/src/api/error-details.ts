import type { ApiErrorInfo } from './http.ts';

/** The lines an error alert shows under "See more": issue codes, links, other errors, field messages. */
export function errorDetails(info: ApiErrorInfo | null): string[] {
  if (!info) return [];
  const lines: string[] = [];
  info.errors.forEach((item, index) => {
    if (index > 0) lines.push(item.message);
    const issues = item.extra?.issue_codes;
    if (Array.isArray(issues)) {
      for (const issue of issues) {
        if (
          issue &&
          typeof issue === 'object' &&
          typeof (issue as { message?: unknown }).message === 'string'
        ) {
          lines.push((issue as { message: string }).message);
        }
      }
    }
    if (typeof item.extra?.link === 'string') lines.push(`See ${item.extra.link}`);
  });
  const body = info.body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (message && typeof message === 'object') {
      for (const [field, msgs] of Object.entries(message as Record<string, unknown>)) {
        const text = Array.isArray(msgs) ? msgs.join(' ') : String(msgs);
        lines.push(`${field}: ${text}`);
      }
    }
  }
  return lines;
}
