import type { ComponentType } from 'react';
import type { AnyChartPlugin, TransformProps } from '@sightline/viz';

/** The drawing code of one chart type, loaded on demand: its pure transform and its component. */
export interface ChartCode {
  transformProps: TransformProps;
  Component: ComponentType<object>;
}

const loaded = new Map<string, ChartCode>();
const pending = new Map<string, Promise<ChartCode>>();

/** The chart type's code when it has already been loaded, so a re-mounted chart renders without waiting. */
export function loadedChartCode(vizType: string): ChartCode | undefined {
  return loaded.get(vizType);
}

/**
 * Loads a chart type's transform and component (two lazy chunks, fetched in parallel) once per
 * viz_type: the charts of one type on a dashboard share a single load. A failed load is not
 * cached, so a refresh retries it.
 */
export function loadChartCode(plugin: AnyChartPlugin): Promise<ChartCode> {
  const vizType = plugin.metadata.viz_type;
  const done = loaded.get(vizType);
  if (done) return Promise.resolve(done);
  const inFlight = pending.get(vizType);
  if (inFlight) return inFlight;
  const load = Promise.all([plugin.loadTransformProps(), plugin.loadComponent()])
    .then(([transformProps, Component]) => {
      const code: ChartCode = {
        transformProps: transformProps as TransformProps,
        Component: Component as ComponentType<object>,
      };
      loaded.set(vizType, code);
      return code;
    })
    .finally(() => pending.delete(vizType));
  pending.set(vizType, load);
  return load;
}
