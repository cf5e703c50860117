import { earlyGetUrl } from '../../api/early-requests.ts';

/**
 * At boot on a dashboard URL: as soon as index.html's early request for the dashboard's charts
 * answers, starts loading the drawing code (transform and component, ECharts' modules with it) of
 * every chart type the dashboard holds, so it is in by the time the data is, instead of loading
 * after each chart's data has come back. The early answer itself stays for the page (a clone is
 * read here). Best effort: any failure leaves the charts to load their code as they would.
 */
export function preloadDashboardChartCode(pathname: string): void {
  const early = earlyGetUrl(pathname, 'charts');
  if (!early) return;
  const vizTypes = early.response
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const result = (body as { result?: { form_data?: { viz_type?: unknown } }[] } | null)?.result;
      return new Set((result ?? []).map((chart) => String(chart.form_data?.viz_type ?? '')));
    });
  void Promise.all([vizTypes, import('@sightline/viz'), import('../chart/chart-code.ts')])
    .then(([types, viz, chartCode]) => {
      for (const vizType of types) {
        const plugin = viz.getChartPlugin(vizType);
        if (plugin) void chartCode.loadChartCode(plugin).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
