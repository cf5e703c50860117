import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { AnyChartPlugin, TransformProps } from '../../contract.ts';
import { MapMessage, useLeafletMap, type LeafletModule } from '../_geo/use-leaflet-map.tsx';
import {
  chartSizeAt,
  wfsFeatureUrl,
  type BBox,
  type CartodiagramChartProps,
  type ChartLocation,
  type LayerSpec,
} from './transform-props.ts';

type WfsSpec = Extract<LayerSpec, { kind: 'wfs' }>;

/** A GeoJSON layer refilled with the features of the visible box after each move (earlier requests are cancelled). */
function wfsLayer(
  L: LeafletModule,
  map: Leaflet.Map,
  spec: WfsSpec,
): { layer: Leaflet.GeoJSON; stop: () => void } {
  const layer = L.geoJSON(undefined, {
    ...(spec.attribution ? { attribution: spec.attribution } : {}),
    style: () => spec.style,
    pointToLayer: (_feature, latlng) => L.circleMarker(latlng, { radius: 5, ...spec.style }),
  });
  let request: AbortController | undefined;
  const load = () => {
    request?.abort();
    const current = new AbortController();
    request = current;
    const bounds = map.getBounds();
    const bbox: BBox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
    fetch(wfsFeatureUrl(spec, bbox), { signal: current.signal })
      .then((response) =>
        response.ok
          ? response.json()
          : Promise.reject(new Error(`WFS ${spec.typeName}: HTTP ${response.status}`)),
      )
      .then((features: Parameters<Leaflet.GeoJSON['addData']>[0]) => {
        if (current.signal.aborted) return;
        layer.clearLayers();
        layer.addData(features);
      })
      // A failing layer server leaves its layer empty; the charts and the other layers still draw.
      .catch(() => undefined);
  };
  map.on('moveend', load);
  load();
  return {
    layer,
    stop: () => {
      map.off('moveend', load);
      request?.abort();
    },
  };
}

/** Adds the base layers (bottom first) to the map; the returned function removes them again. */
function addBaseLayers(
  L: LeafletModule,
  map: Leaflet.Map,
  specs: readonly LayerSpec[],
): () => void {
  const stops: (() => void)[] = [];
  specs.forEach((spec, index) => {
    const common = {
      ...(spec.attribution ? { attribution: spec.attribution } : {}),
      zIndex: index + 1,
    };
    if (spec.kind === 'xyz') {
      const layer = L.tileLayer(spec.url, {
        ...common,
        maxZoom: 19,
        ...(spec.subdomains ? { subdomains: spec.subdomains } : {}),
      }).addTo(map);
      stops.push(() => layer.remove());
    } else if (spec.kind === 'wms') {
      const layer = L.tileLayer
        .wms(spec.url, {
          ...common,
          layers: spec.layers,
          version: spec.version,
          format: 'image/png',
          transparent: true,
        })
        .addTo(map);
      stops.push(() => layer.remove());
    } else {
      const { layer, stop } = wfsLayer(L, map, spec);
      layer.addTo(map);
      stops.push(() => {
        stop();
        layer.remove();
      });
    }
  });
  return () => stops.forEach((stop) => stop());
}

interface Embedded {
  plugin: AnyChartPlugin;
  transformProps: TransformProps;
  Component: ComponentType<unknown>;
}

function EmbeddedChart({
  embedded,
  props,
  location,
  size,
}: {
  embedded: Embedded;
  props: CartodiagramChartProps;
  location: ChartLocation;
  size: { width: number; height: number };
}) {
  const { plugin, transformProps, Component } = embedded;
  const formData = plugin.formDataSchema.parse({
    ...props.chart?.params,
    viz_type: props.chart?.vizType,
  });
  const result = props.result ?? { data: [], colnames: [], coltypes: [], rowcount: 0 };
  const chartProps = transformProps({
    formData,
    queriesData: [{ ...result, data: location.rows, rowcount: location.rows.length }],
    width: size.width,
    height: size.height,
  });
  return <Component {...(chartProps as object)} />;
}

/** The selected chart type's plugin, transform and component, loaded lazily. */
function useEmbedded(vizType: string | undefined): Embedded | null {
  const [embedded, setEmbedded] = useState<Embedded | null>(null);
  useEffect(() => {
    let isCancelled = false;
    // The registry is loaded lazily: it lists this chart too, so a static import would be circular.
    void import('../../registry.ts').then(async ({ getChartPlugin }) => {
      const plugin = vizType ? getChartPlugin(vizType) : undefined;
      if (!plugin) return;
      const [transformProps, Component] = await Promise.all([
        plugin.loadTransformProps(),
        plugin.loadComponent(),
      ]);
      if (!isCancelled)
        setEmbedded({
          plugin,
          transformProps: transformProps as TransformProps,
          Component: Component as ComponentType<unknown>,
        });
    });
    return () => {
      isCancelled = true;
    };
  }, [vizType]);
  return embedded;
}

/** The divIcon of a chart box: `host` (which React renders into) centred on the location. */
const chartIcon = (L: LeafletModule, host: HTMLElement, size: { width: number; height: number }) =>
  L.divIcon({
    html: host,
    className: 'sightline-cartodiagram-chart',
    iconSize: [size.width, size.height],
    iconAnchor: [size.width / 2, size.height / 2],
  });

/**
 * A pan/zoom Leaflet map of the configured WMS / WFS / XYZ layers with the selected chart drawn in a
 * marker at every location, sized per zoom level; or why it cannot be drawn.
 */
export function CartodiagramChart(props: CartodiagramChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(props.view.zoom);
  const embedded = useEmbedded(props.chart?.vizType);
  const { message, layers, locations, chartSize, background, borderRadius, onMapViewChange } =
    props;
  const leaflet = useLeafletMap(container, {
    enabled: !message,
    view: props.view,
    width: props.width,
    height: props.height,
    onViewChange: onMapViewChange,
    onZoom: setZoom,
  });
  const size = chartSizeAt(chartSize, zoom);
  const { width, height } = size;

  // One host element per location, kept while the set of locations stays the same (the map's own
  // write-backs re-run the transform, which must not remount every embedded chart).
  const placesKey = JSON.stringify(locations.map((l) => [l.key, l.lat, l.lng]));
  const places = useMemo(
    () =>
      (JSON.parse(placesKey) as [string, number, number][]).map(([key, lat, lng]) => ({
        key,
        lat,
        lng,
        host: document.createElement('div'),
      })),
    [placesKey],
  );
  const markers = useRef<Leaflet.Marker[]>([]);

  // Keyed by value, like the hosts: a write-back must not reload every tile and WFS layer.
  const layersKey = JSON.stringify(layers);
  useEffect(
    () =>
      leaflet
        ? addBaseLayers(leaflet.L, leaflet.map, JSON.parse(layersKey) as LayerSpec[])
        : undefined,
    [leaflet, layersKey],
  );

  useEffect(() => {
    if (!leaflet) return undefined;
    const { L, map } = leaflet;
    markers.current = places.map(({ lat: markerLat, lng: markerLng, host }) => {
      host.title = `${markerLat.toFixed(4)}, ${markerLng.toFixed(4)}`;
      // Hovering or clicking a chart must not drag or zoom the map under it.
      L.DomEvent.disableClickPropagation(host);
      L.DomEvent.disableScrollPropagation(host);
      return L.marker([markerLat, markerLng], {
        icon: chartIcon(L, host, { width: 0, height: 0 }),
        keyboard: false,
      }).addTo(map);
    });
    return () => {
      markers.current.forEach((marker) => marker.remove());
      markers.current = [];
    };
  }, [leaflet, places]);

  useEffect(() => {
    places.forEach(({ host }, index) => {
      Object.assign(host.style, {
        width: `${width}px`,
        height: `${height}px`,
        background,
        borderRadius: `${borderRadius}px`,
        overflow: 'hidden',
      });
      if (leaflet) markers.current[index]?.setIcon(chartIcon(leaflet.L, host, { width, height }));
    });
  }, [leaflet, places, width, height, background, borderRadius]);

  if (message) return <MapMessage message={message} width={props.width} height={props.height} />;
  const byKey = new Map(locations.map((l) => [l.key, l]));
  return (
    <>
      <div
        ref={container}
        data-map="cartodiagram"
        style={{
          position: 'relative',
          width: props.width,
          height: props.height,
          background: '#F2EFE9',
        }}
      />
      {embedded
        ? places.map(({ key, host }) => {
            const location = byKey.get(key);
            return location
              ? createPortal(
                  <EmbeddedChart
                    embedded={embedded}
                    props={props}
                    location={location}
                    size={size}
                  />,
                  host,
                  key,
                )
              : null;
          })
        : null}
    </>
  );
}
