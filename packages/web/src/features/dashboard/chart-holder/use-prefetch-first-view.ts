import { useLayoutEffect, useRef } from 'react';
import type { Layout } from '@sightline/core';
import { buildChart } from '../../chart/chart-plugin.ts';
import { prefetchChartData } from './batch-fetch.ts';
import { chartsInFirstView } from './first-view.ts';
import { IN_VIEW_MARGIN_PX } from './use-in-view.ts';

/**
 * On a dashboard's first render, asks for the data of the charts its first view shows, in one
 * batch, while the grid renders, measures itself and each chart finds itself in view: each chart's
 * own request then takes the answer in hand (api/chart-data-batch.ts, prefetch). The requests are
 * the ones the charts make (the same form data, filters folded in, through the same build).
 */
export function usePrefetchFirstView(
  layout: Layout,
  rootChildId: string | undefined,
  activeTabs: Readonly<Record<string, string>>,
  chartFormData: (chartId: number) => Record<string, unknown> | null,
): void {
  const first = useRef({ layout, rootChildId, activeTabs, chartFormData });
  // A layout effect: it runs as the first render commits; a passive one could wait behind the grid's render.
  useLayoutEffect(() => {
    const {
      layout: l,
      rootChildId: root,
      activeTabs: tabs,
      chartFormData: formDataOf,
    } = first.current;
    if (!root || typeof window === 'undefined') return;
    const charts = chartsInFirstView(l, root, tabs, window.innerHeight + IN_VIEW_MARGIN_PX).flatMap(
      (chartId) => {
        const formData = formDataOf(chartId);
        const built = formData ? buildChart(formData) : null;
        return built?.ok ? [{ chartId, request: { ...built.request, force: false } }] : [];
      },
    );
    if (charts.length > 0) prefetchChartData(charts);
  }, []);
}
