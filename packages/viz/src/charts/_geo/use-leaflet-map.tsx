import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { MapView } from './web-mercator.ts';

export type LeafletModule = typeof Leaflet;
export interface LeafletMap {
  L: LeafletModule;
  map: Leaflet.Map;
}

/** Leaflet reads `window` as it loads, so it is imported with the map (never on the server or in Node tests). */
export const loadLeaflet = () =>
  import('leaflet').then((m) => (m as { default?: LeafletModule }).default ?? m);

export interface LeafletMapOptions {
  /** False while the chart shows a message instead of a map. */
  enabled: boolean;
  view: MapView;
  width: number;
  height: number;
  /** The user's own pans and zooms (not the chart's), to write the view back to the form data. */
  onViewChange?: (view: MapView) => void;
  /** Every zoom level the map settles on, the chart's own moves included. */
  onZoom?: (zoom: number) => void;
}

/**
 * The Leaflet map of a tile-map chart (mapbox, cartodiagram) in `container`: created once Leaflet has
 * loaded, moved to `view` whenever the data or the saved view change (not after the user's own moves,
 * which leave the view as it was), resized with the chart, and reporting the user's moves.
 */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  options: LeafletMapOptions,
): LeafletMap | null {
  const { enabled, view, width, height, onViewChange, onZoom } = options;
  const { lng, lat, zoom } = view;
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  /** True while the chart itself moves the map, so that move is not written back. */
  const isMovingItself = useRef(false);
  const onZoomRef = useRef(onZoom);
  onZoomRef.current = onZoom;

  useEffect(() => {
    const element = container.current;
    if (!enabled || !element) return undefined;
    let isCancelled = false;
    let created: Leaflet.Map | undefined;
    void loadLeaflet().then((L) => {
      if (isCancelled) return;
      const map = L.map(element, { zoomSnap: 1 });
      map.on('zoomend', () => onZoomRef.current?.(map.getZoom()));
      created = map;
      setLeaflet({ L, map });
    });
    return () => {
      isCancelled = true;
      created?.remove();
      setLeaflet(null);
    };
  }, [container, enabled]);

  // Before the layers are added (by the chart's own effects, which run later): they need a map with a view.
  useEffect(() => {
    if (!leaflet) return;
    isMovingItself.current = true;
    leaflet.map.setView([lat, lng], zoom, { animate: false });
    isMovingItself.current = false;
    onZoomRef.current?.(leaflet.map.getZoom());
  }, [leaflet, lng, lat, zoom]);

  useEffect(() => {
    if (!leaflet) return;
    isMovingItself.current = true;
    leaflet.map.invalidateSize({ animate: false });
    isMovingItself.current = false;
  }, [leaflet, width, height]);

  useEffect(() => {
    if (!leaflet || !onViewChange) return undefined;
    const { map } = leaflet;
    const write = () => {
      if (isMovingItself.current) return;
      const center = map.getCenter();
      onViewChange({ lng: center.lng, lat: center.lat, zoom: map.getZoom() });
    };
    map.on('moveend', write);
    return () => {
      map.off('moveend', write);
    };
  }, [leaflet, onViewChange]);

  return leaflet;
}

const MESSAGE_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: 16,
  boxSizing: 'border-box',
};

/** What a tile map shows instead of a blank box when it cannot draw (no tile URL, no points). */
export function MapMessage({
  message,
  width,
  height,
}: {
  message: string;
  width: number;
  height: number;
}) {
  return (
    <div role="alert" style={{ ...MESSAGE_STYLE, width, height }}>
      {message}
    </div>
  );
}
