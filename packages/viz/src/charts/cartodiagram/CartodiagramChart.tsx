import { useEffect, useState, type ComponentType } from 'react';
import type { AnyChartPlugin, TransformProps } from '../../contract.ts';
import type { CartodiagramChartProps, ChartLocation } from './transform-props.ts';

interface Embedded {
  plugin: AnyChartPlugin;
  transformProps: TransformProps;
  Component: ComponentType<unknown>;
}

function EmbeddedChart({ embedded, props, location }: { embedded: Embedded; props: CartodiagramChartProps; location: ChartLocation }) {
  const { plugin, transformProps, Component } = embedded;
  const formData = plugin.formDataSchema.parse({ ...props.chart?.params, viz_type: props.chart?.vizType });
  const result = props.result ?? { data: [], colnames: [], coltypes: [], rowcount: 0 };
  const chartProps = transformProps({ formData, queriesData: [{ ...result, data: location.rows, rowcount: location.rows.length }], width: props.chartWidth, height: props.chartHeight });
  return <Component {...(chartProps as object)} />;
}

/** XYZ tiles with the selected chart drawn at every location, or why it cannot be drawn. */
export function CartodiagramChart(props: CartodiagramChartProps) {
  const [embedded, setEmbedded] = useState<Embedded | null>(null);
  const vizType = props.chart?.vizType;
  useEffect(() => {
    let isCancelled = false;
    // The registry is loaded lazily: it lists this chart too, so a static import would be circular.
    void import('../../registry.ts').then(async ({ getChartPlugin }) => {
      const plugin = vizType ? getChartPlugin(vizType) : undefined;
      if (!plugin) return;
      const [transformProps, Component] = await Promise.all([plugin.loadTransformProps(), plugin.loadComponent()]);
      if (!isCancelled) setEmbedded({ plugin, transformProps: transformProps as TransformProps, Component: Component as ComponentType<unknown> });
    });
    return () => {
      isCancelled = true;
    };
  }, [vizType]);

  if (props.message) {
    return (
      <div role="alert" style={{ width: props.width, height: props.height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', padding: 16, boxSizing: 'border-box' }}>
        {props.message}
      </div>
    );
  }
  return (
    <div style={{ position: 'relative', width: props.width, height: props.height, overflow: 'hidden', background: '#F2EFE9' }}>
      {props.tiles.map((tile) => (
        <img key={`${tile.left},${tile.top}`} src={tile.url} alt="" width={256} height={256} draggable={false} style={{ position: 'absolute', left: tile.left, top: tile.top }} />
      ))}
      {props.locations.map((location) => (
        <div
          key={location.key}
          title={`${location.lat.toFixed(4)}, ${location.lng.toFixed(4)}`}
          style={{ position: 'absolute', left: location.left, top: location.top, width: props.chartWidth, height: props.chartHeight, background: props.background, borderRadius: props.borderRadius, overflow: 'hidden' }}
        >
          {embedded ? <EmbeddedChart embedded={embedded} props={props} location={location} /> : null}
        </div>
      ))}
    </div>
  );
}
