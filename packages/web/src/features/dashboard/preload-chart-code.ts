import { earlyGetUrl } from '../../api/early-requests.ts';
import { IN_VIEW_MARGIN_PX } from './chart-holder/use-in-view.ts';

type Body = { result?: unknown } | null;

/** The JSON of an early answer, read from a clone so the page's own request still gets the body. */
const earlyJson = (part: '' | 'charts', pathname: string): Promise<Body> | null => {
  const early = earlyGetUrl(pathname, part);
  return early
    ? early.response.then((response) =>
        response.ok ? (response.clone().json() as Promise<Body>) : null,
      )
    : null;
};

/**
 * At boot on a dashboard URL: as soon as index.html's early requests for the dashboard and its
 * charts answer, starts loading the drawing code (transform and component, ECharts' modules with it)
 * of the chart types its first view shows, so it is in by the time their data is, instead of loading
 * after each chart's data came back. Charts further down or on other tabs load theirs when they come
 * into view. Best effort: any failure leaves the charts to load their code as they would.
 */
export function preloadDashboardChartCode(pathname: string): void {
  const detail = earlyJson('', pathname);
  const charts = earlyJson('charts', pathname);
  if (!detail || !charts) return;
  void Promise.all([
    detail,
    charts,
    import('@sightline/viz'),
    import('../chart/chart-code.ts'),
    import('./dashboard-model.ts'),
    import('./chart-holder/first-view.ts'),
  ])
    .then(([detailBody, chartsBody, viz, chartCode, model, firstView]) => {
      const dashboard = detailBody?.result as Parameters<typeof model.layoutOf>[0] | undefined;
      const list = (chartsBody?.result ?? []) as {
        id: number;
        slice_name: string;
        form_data?: { viz_type?: unknown };
      }[];
      if (!dashboard) return;
      const layout = model.layoutOf(dashboard, list);
      const inView = new Set(
        firstView.chartsInFirstViewOfLayout(layout, {}, window.innerHeight + IN_VIEW_MARGIN_PX),
      );
      const vizTypes = new Set(
        list.filter((c) => inView.has(c.id)).map((c) => String(c.form_data?.viz_type ?? '')),
      );
      for (const vizType of vizTypes) {
        const plugin = viz.getChartPlugin(vizType);
        if (plugin) void chartCode.loadChartCode(plugin).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
