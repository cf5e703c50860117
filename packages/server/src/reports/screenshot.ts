import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

/** What a PNG or PDF report asks the renderer for (the screenshots module's agreed interface). */
export interface RenderRequest {
  kind: 'chart' | 'dashboard';
  id: number;
  format: 'png' | 'pdf';
  executorId: number;
  width?: number;
  tabs?: string[];
  nativeFilters?: unknown;
}

type RenderReport = (ctx: AppContext, req: RenderRequest) => Promise<Buffer[]>;

// A variable specifier: the renderer (headless Chromium) is loaded only by a worker that renders,
// never by a process that only serves CSV or TEXT reports.
const RENDERER = '../screenshots/index.ts';

async function renderer(): Promise<RenderReport> {
  let mod: { renderReport?: RenderReport };
  try {
    mod = (await import(/* @vite-ignore */ RENDERER)) as { renderReport?: RenderReport };
  } catch (e) {
    throw new ReportRunError(`${M.screenshotFailed} The renderer is not available.`, { cause: e });
  }
  if (typeof mod.renderReport !== 'function')
    throw new ReportRunError(`${M.screenshotFailed} The renderer is not available.`);
  return mod.renderReport;
}

/**
 * Renders a chart or dashboard as PNG images or a PDF, tried again while the working timeout
 * allows: the renderer throws (an AppError with the reason) whenever the render is incomplete, so a
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
      const wait = 1000 * 2 ** (attempt - 1);
      if (attempt === attempts || Date.now() + wait >= opts.deadline || opts.signal.aborted) break;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  const reason = last instanceof Error ? last.message : String(last);
  const base = req.format === 'pdf' ? M.pdfFailed : M.screenshotFailed;
  throw new ReportRunError(`${base} ${reason}`, { cause: last });
}
