/**
 * Turns any of the four error body shapes (docs/api.md §1.9) into one message, the way the web client does.
 */
export function messageFromErrorBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const text = JSON.stringify(b);
    if (text.includes('CSRF'))
      return 'Your session timed out, please refresh your page and try again.';
    if (Array.isArray(b.errors) && b.errors.length > 0) {
      const first = b.errors[0] as { message?: unknown };
      if (typeof first?.message === 'string') return first.message;
    }
    if (typeof b.message === 'string') return b.message;
    if (b.message && typeof b.message === 'object') {
      const firstField = Object.values(b.message as Record<string, unknown>)[0];
      if (Array.isArray(firstField) && typeof firstField[0] === 'string') return firstField[0];
      if (typeof firstField === 'string') return firstField;
      return 'Invalid input';
    }
    if (typeof b.error === 'string') return b.error;
    if (typeof b.msg === 'string') return b.msg;
  }
  return 'An error occurred';
}
