import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import type { AnyChartPlugin, ChartDataResult, ChartHooks, ChartProps, QueryFormData } from '@sightline/viz';
import { ChartErrorBoundary } from './ChartErrorBoundary.tsx';

const loadedComponents = new Map<string, ComponentType<unknown>>();

/** The plugin's component, loaded once per chart type. */
function usePluginComponent(plugin: AnyChartPlugin): { component: ComponentType<unknown> | null; error: string | null } {
  const vizType = plugin.metadata.viz_type;
  const [loaded, setLoaded] = useState<{ vizType: string; component: ComponentType<unknown> | null; error: string | null }>(() => ({
    vizType,
    component: loadedComponents.get(vizType) ?? null,
    error: null,
  }));
  useEffect(() => {
    const cached = loadedComponents.get(vizType);
    if (cached) {
      setLoaded({ vizType, component: cached, error: null });
      return undefined;
    }
    let isCancelled = false;
    plugin
      .loadComponent()
      .then((component) => {
        loadedComponents.set(vizType, component as ComponentType<unknown>);
        if (!isCancelled) setLoaded({ vizType, component: component as ComponentType<unknown>, error: null });
      })
      .catch((err: unknown) => {
        if (!isCancelled) setLoaded({ vizType, component: null, error: err instanceof Error ? err.message : String(err) });
      });
    return () => {
      isCancelled = true;
    };
  }, [plugin, vizType]);
  return loaded.vizType === vizType ? loaded : { component: null, error: null };
}

/** Reports "rendered" once the component has mounted with these props. */
function RenderedReporter({ onRendered, renderKey }: { onRendered(): void; renderKey: unknown }) {
  useEffect(() => {
    onRendered();
  }, [onRendered, renderKey]);
  return null;
}

export interface ChartRendererProps {
  plugin: AnyChartPlugin;
  formData: QueryFormData;
  queriesResponse: ChartDataResult[];
  width: number;
  height: number;
  hooks?: ChartHooks;
  /** Dashboard extras for transformProps: cross-filter emission and the chart's current selection. */
  interaction?: Pick<ChartProps, 'emitCrossFilters' | 'filterState'>;
  onRendered(): void;
  onRenderError(message: string): void;
}

/** Runs the pure transformProps and renders the plugin's lazily loaded component. */
export function ChartRenderer({ plugin, formData, queriesResponse, width, height, hooks, interaction, onRendered, onRenderError }: ChartRendererProps) {
  const { component: ChartComponent, error: loadError } = usePluginComponent(plugin);
  const transformed = useMemo(() => {
    try {
      return { props: plugin.transformProps({ formData, queriesData: queriesResponse, width, height, hooks, ...interaction }) as object, error: null };
    } catch (err) {
      return { props: null, error: err instanceof Error ? err.message : String(err) };
    }
  }, [plugin, formData, queriesResponse, width, height, hooks, interaction]);
  const error = loadError ?? transformed.error;

  useEffect(() => {
    if (error) onRenderError(error);
  }, [error, onRenderError]);

  if (error || !ChartComponent || !transformed.props) return null;
  return (
    <ChartErrorBoundary onError={onRenderError} resetKey={transformed.props}>
      <ChartComponent {...transformed.props} />
      <RenderedReporter onRendered={onRendered} renderKey={transformed.props} />
    </ChartErrorBoundary>
  );
}
