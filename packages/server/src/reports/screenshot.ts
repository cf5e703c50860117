import type { AppContext } from '../context.ts';
import type { ReportRenderRequest } from '../screenshots/index.ts';
import { AppError } from '../errors.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

/** What a PNG or PDF report asks the renderer for (screenshots/render-report.ts). */
export type RenderRequest = ReportRenderRequest;

/**
 * The renderer, imported on first use: headless Chromium and its code are loaded only by a worker
 * that renders a PNG or PDF, never by a process that serves CSV or TEXT reports only.
 */
async function renderer(): Promise<(ctx: AppContext, req: RenderRequest) => Promise<Buffer[]>> {
  try {
    return (await import('../screenshots/index.ts')).renderReport;
  } catch (e) {
    throw new ReportRunError(`${M.screenshotFailed} The renderer is not available.`, { cause: e });
  }
}

/**
 * Renders a chart or dashboard as PNG images or a PDF; a timeout, blank image or browser failure
 * is tried again while the working timeout allows: the renderer throws (an AppError with the reason) whenever the render is incomplete, so a
 * report never carries a half-drawn or blank picture. The last reason is the run's error.
 */
export async function renderWithRetries(
  ctx: AppContext,
  req: RenderRequest,
  opts: { deadline: number; signal: AbortSignal; attempts?: number },
): Promise<Buffer[]> {
  const render = await renderer();
  const attempts = opts.attempts ?? 3;
  let last: unknown = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    opts.signal.throwIfAborted();
    try {
      const out = await render(ctx, req);
      if (out.length === 0 || out.some((b) => b.length === 0))
        throw new AppError(
          500,
          req.format === 'pdf' ? 'Unexpected missing pdf' : 'Unexpected missing screenshot',
        );
      return out;
    } catch (e) {
      last = e;
      // A chart that failed, bad tabs or filters (4xx) fail the same way again: only a timeout,
      // a blank image or a browser failure is worth another try.
      if (e instanceof AppError && e.status < 500) break;
      const wait = 1000 * 2 ** (attempt - 1);
      if (attempt === attempts || Date.now() + wait >= opts.deadline || opts.signal.aborted) break;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  const reason = last instanceof Error ? last.message : String(last);
  const base = req.format === 'pdf' ? M.pdfFailed : M.screenshotFailed;
  throw new ReportRunError(`${base} ${reason}`, { cause: last });
}
