import { useEffect, useMemo, useState } from 'react';
import {
  withSharedLabelColors,
  type AnyChartPlugin,
  type ChartDataResult,
  type ChartHooks,
  type ChartProps,
  type QueryFormData,
} from '@sightline/viz';
import { ChartErrorBoundary } from './ChartErrorBoundary.tsx';
import { loadChartCode, loadedChartCode, type ChartCode } from './chart-code.ts';

/** The plugin's transform and component, loaded once per chart type; a failed load is an error message. */
function useChartCode(plugin: AnyChartPlugin): { code: ChartCode | null; error: string | null } {
  const vizType = plugin.metadata.viz_type;
  const [loaded, setLoaded] = useState<{
    vizType: string;
    code: ChartCode | null;
    error: string | null;
  }>(() => ({
    vizType,
    code: loadedChartCode(vizType) ?? null,
    error: null,
  }));
  useEffect(() => {
    const cached = loadedChartCode(vizType);
    if (cached) {
      setLoaded({ vizType, code: cached, error: null });
      return undefined;
    }
    let isCancelled = false;
    loadChartCode(plugin)
      .then((code) => {
        if (!isCancelled) setLoaded({ vizType, code, error: null });
      })
      .catch((err: unknown) => {
        if (!isCancelled)
          setLoaded({
            vizType,
            code: null,
            error: err instanceof Error ? err.message : String(err),
          });
      });
    return () => {
      isCancelled = true;
    };
  }, [plugin, vizType]);
  return loaded.vizType === vizType ? loaded : { code: null, error: null };
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
  interaction?: Pick<ChartProps, 'emitCrossFilters' | 'filterState' | 'sharedLabelColors'>;
  onRendered(): void;
  onRenderError(message: string): void;
}

/** Loads the plugin's code lazily, runs its pure transform and renders its component. */
export function ChartRenderer({
  plugin,
  formData,
  queriesResponse,
  width,
  height,
  hooks,
  interaction,
  onRendered,
  onRenderError,
}: ChartRendererProps) {
  const { code, error: loadError } = useChartCode(plugin);
  const transformed = useMemo(() => {
    if (!code) return { props: null, error: null };
    try {
      const run = () =>
        code.transformProps({
          formData,
          queriesData: queriesResponse,
          width,
          height,
          hooks,
          ...interaction,
        }) as object;
      return { props: withSharedLabelColors(interaction?.sharedLabelColors, run), error: null };
    } catch (err) {
      return { props: null, error: err instanceof Error ? err.message : String(err) };
    }
  }, [code, formData, queriesResponse, width, height, hooks, interaction]);
  const error = loadError ?? transformed.error;

  useEffect(() => {
    if (error) onRenderError(error);
  }, [error, onRenderError]);

  if (error || !code || !transformed.props) return null;
  const ChartComponent = code.Component;
  return (
    <ChartErrorBoundary onError={onRenderError} resetKey={transformed.props}>
      <ChartComponent {...transformed.props} />
      <RenderedReporter onRendered={onRendered} renderKey={transformed.props} />
    </ChartErrorBoundary>
  );
}
