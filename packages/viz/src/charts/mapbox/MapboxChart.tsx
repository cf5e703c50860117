import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { escapeHtml } from '../../echarts/tooltip.ts';
import { MapMessage, useLeafletMap, type LeafletModule } from '../_geo/use-leaflet-map.tsx';
import {
  layoutPoints,
  pointAt,
  pointText,
  pointTooltipLines,
  type MapPoint,
  type MapboxChartProps,
} from './transform-props.ts';

type GlowOptions = Pick<
  MapboxChartProps,
  | 'points'
  | 'clusteringRadius'
  | 'aggregator'
  | 'radiusUnit'
  | 'color'
  | 'opacity'
  | 'labelName'
  | 'renderWhileDragging'
>;

/** `rgb(r, g, b)` / `#rrggbb` with the alpha replaced, for the transparent edge of the glow. */
function withAlpha(color: string, alpha: number): string {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (rgb) return `rgba(${rgb[1]},${rgb[2]},${rgb[3]},${alpha})`;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return hex
    ? `rgba(${parseInt(hex[1], 16)},${parseInt(hex[2], 16)},${parseInt(hex[3], 16)},${alpha})`
    : color;
}

/**
 * Draws the (clustered) points as glowing circles on one canvas in the map's overlay pane, like
 * Superset's ScatterPlotGlowOverlay, with a hover tooltip. Clusters are laid out once per zoom level.
 * Returns the function that takes it off the map.
 */
function addGlowOverlay(L: LeafletModule, map: Leaflet.Map, glow: GlowOptions): () => void {
  const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide');
  canvas.style.pointerEvents = 'none';
  canvas.dataset.points = 'mapbox';
  map.getPanes().overlayPane.appendChild(canvas);
  const layouts = new Map<number, MapPoint[]>();
  const pointsAt = (zoom: number) => {
    const level = Math.round(zoom);
    const layout = layouts.get(level) ?? layoutPoints(glow.points, level, glow);
    layouts.set(level, layout);
    return layout;
  };
  const redraw = () => {
    const size = map.getSize();
    L.DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    canvas.width = size.x;
    canvas.height = size.y;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const origin = map.getPixelBounds().min ?? L.point(0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    ctx.globalAlpha = glow.opacity;
    for (const p of pointsAt(map.getZoom())) {
      const [x, y] = [p.x - origin.x, p.y - origin.y];
      if (x < -p.radius || y < -p.radius || x > size.x + p.radius || y > size.y + p.radius)
        continue;
      const gradient = ctx.createRadialGradient(x, y, p.radius, x, y, 0);
      gradient.addColorStop(1, glow.color);
      gradient.addColorStop(0, withAlpha(glow.color, 0));
      ctx.beginPath();
      ctx.arc(x, y, p.radius, 0, Math.PI * 2);
      ctx.fillStyle = gradient;
      ctx.fill();
      const text = pointText(p);
      if (!text) continue;
      ctx.fillStyle = '#FFFFFF';
      ctx.font = `${Math.max(10, Math.min(16, p.radius))}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, x, y);
    }
  };
  const tooltip = L.tooltip({ direction: 'top', offset: [0, -6] });
  const unhover = () => map.closeTooltip(tooltip);
  const hover = (event: Leaflet.LeafletMouseEvent) => {
    const zoom = map.getZoom();
    const world = map.project(event.latlng, zoom);
    const points = pointsAt(zoom);
    const p = points[pointAt(points, world.x, world.y)];
    if (!p) return unhover();
    tooltip.setLatLng(map.unproject([p.x, p.y], Math.round(zoom))).setContent(
      pointTooltipLines(p, glow.labelName)
        .map((line) => `<div>${escapeHtml(line)}</div>`)
        .join(''),
    );
    if (!map.hasLayer(tooltip)) map.openTooltip(tooltip);
  };
  const redrawOn = glow.renderWhileDragging ? 'move moveend resize' : 'moveend resize';
  map.on(redrawOn, redraw);
  map.on('mousemove', hover);
  map.on('mouseout', unhover);
  redraw();
  return () => {
    map.off(redrawOn, redraw);
    map.off('mousemove', hover);
    map.off('mouseout', unhover);
    unhover();
    canvas.remove();
  };
}

/** A pan/zoom Leaflet map of the configured tiles with the (clustered) points drawn over it, or why it cannot be drawn. */
export function MapboxChart(props: MapboxChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const {
    message,
    tileUrl,
    points,
    clusteringRadius,
    aggregator,
    radiusUnit,
    color,
    opacity,
    labelName,
    renderWhileDragging,
    onViewportChange,
  } = props;
  const leaflet = useLeafletMap(container, {
    enabled: !message,
    view: props.view,
    width: props.width,
    height: props.height,
    onViewChange: onViewportChange,
  });

  useEffect(() => {
    if (!leaflet || !tileUrl) return undefined;
    const tiles = leaflet.L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(leaflet.map);
    return () => {
      tiles.remove();
    };
  }, [leaflet, tileUrl]);

  useEffect(
    () =>
      leaflet
        ? addGlowOverlay(leaflet.L, leaflet.map, {
            points,
            clusteringRadius,
            aggregator,
            radiusUnit,
            color,
            opacity,
            labelName,
            renderWhileDragging,
          })
        : undefined,
    [
      leaflet,
      points,
      clusteringRadius,
      aggregator,
      radiusUnit,
      color,
      opacity,
      labelName,
      renderWhileDragging,
    ],
  );

  if (message) return <MapMessage message={message} width={props.width} height={props.height} />;
  return (
    <div
      ref={container}
      data-map="mapbox"
      style={{
        position: 'relative',
        width: props.width,
        height: props.height,
        background: '#F2EFE9',
      }}
    />
  );
}
