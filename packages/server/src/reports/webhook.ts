import { createHmac } from 'node:crypto';
import { ReportRunError } from './report-errors.ts';

/** The header carrying `sha256=<hex HMAC-SHA256 of the body>`. */
export const SIGNATURE_HEADER = 'X-Sightline-Signature';

/** The signature of a webhook body with the signing key. */
export function webhookSignature(body: string, key: string): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/** Options of {@link postWebhook}. */
export interface WebhookOptions {
  key: string;
  signal: AbortSignal;
  /** Test only: plain http to 127.0.0.1 is allowed. */
  allowLocalHttp: boolean;
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
}

function checkTarget(target: string, allowLocalHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new ReportRunError('Webhook target must be an https URL');
  }
  const localHttp = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(allowLocalHttp && localHttp))
    throw new ReportRunError('Webhook target must be an https URL');
  return url;
}

/**
 * POSTs the JSON body to the webhook, signed with HMAC-SHA256 of the exact body bytes. A network
 * error, a 429 or a 5xx answer is tried again with exponential backoff (0.5 s, 1 s, ...); another
 * 4xx is final. The last failure is the run's error.
 */
export async function postWebhook(
  target: string,
  payload: unknown,
  opts: WebhookOptions,
): Promise<void> {
  const url = checkTarget(target, opts.allowLocalHttp);
  const body = JSON.stringify(payload);
  const attempts = opts.attempts ?? 4;
  let reason = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    opts.signal.throwIfAborted();
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: webhookSignature(body, opts.key),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs ?? 30_000)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return;
      reason = `HTTP ${res.status}`;
      if (res.status < 500 && res.status !== 429) break;
    } catch (e) {
      if (opts.signal.aborted) throw e;
      reason = (e as Error).message;
    }
    if (attempt < attempts)
      await new Promise((r) => setTimeout(r, (opts.backoffMs ?? 500) * 2 ** (attempt - 1)));
  }
  throw new ReportRunError(`Webhook ${url.origin}${url.pathname} failed: ${reason}`);
}
