// Web-Mercator maths shared by the tile-based map charts (mapbox, cartodiagram): projection,
// viewport fitting and the grid of 256 px XYZ tiles that covers a chart. Pure, no DOM.

/** Shown instead of a blank box when no tile service is configured. */
export const TILES_NOT_CONFIGURED = 'Map tiles are not configured: set a tile URL and token';
const TILE_SIZE = 256;
const MAX_ZOOM = 18;
const MAX_LATITUDE = 85.0511287798;

/** One background tile, positioned in px from the chart's top-left corner. */
export interface MapTile {
  url: string;
  left: number;
  top: number;
}

/** A viewport: centre in world px at zoom 0, and an integer zoom. */
export interface Viewport {
  center: [number, number];
  zoom: number;
}

/** Web-Mercator world px of a longitude / latitude at `zoom`. */
export function project(lng: number, lat: number, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return [
    ((lng + 180) / 360) * scale,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  ];
}

/** Centre and integer zoom showing every point; one distinct point is centred at the fallback zoom, none uses the fallback. */
export function fitViewport(
  points: [number, number][],
  width: number,
  height: number,
  fallback: { lng: number; lat: number; zoom: number },
): Viewport {
  const world = points.map(([lng, lat]) => project(lng, lat, 0));
  const xs = world.map((p) => p[0]);
  const ys = world.map((p) => p[1]);
  const [spanX, spanY] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  const fallbackZoom = Math.max(0, Math.min(MAX_ZOOM, Math.round(fallback.zoom)));
  if (points.length === 0)
    return { center: project(fallback.lng, fallback.lat, 0), zoom: fallbackZoom };
  if (spanX === 0 && spanY === 0) return { center: world[0], zoom: fallbackZoom };
  const zoom = Math.floor(
    Math.min(
      spanX ? Math.log2((width * 0.9) / spanX) : MAX_ZOOM,
      spanY ? Math.log2((height * 0.9) / spanY) : MAX_ZOOM,
    ),
  );
  return {
    center: [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2],
    zoom: Math.max(0, Math.min(MAX_ZOOM, zoom)),
  };
}

/** Chart px of a longitude / latitude in a viewport of `width` × `height`. */
export function toScreen(
  viewport: Viewport,
  width: number,
  height: number,
): (lng: number, lat: number) => [number, number] {
  const scale = 2 ** viewport.zoom;
  const [ox, oy] = [
    viewport.center[0] * scale - width / 2,
    viewport.center[1] * scale - height / 2,
  ];
  return (lng, lat) => {
    const [x, y] = project(lng, lat, viewport.zoom);
    return [x - ox, y - oy];
  };
}

/** A tile URL template with its `{token}` placeholder filled; undefined when the template needs a token and none is set. */
export function fillTileToken(
  template: string | null | undefined,
  token: string | null | undefined,
): string | undefined {
  const url = template?.trim();
  if (!url) return undefined;
  if (!url.includes('{token}')) return url;
  return token?.trim() ? url.replaceAll('{token}', encodeURIComponent(token.trim())) : undefined;
}

/** The XYZ tiles (wrapped around the antimeridian) covering a chart of `width` × `height` at the viewport. */
export function tileGrid(
  template: string,
  viewport: Viewport,
  width: number,
  height: number,
): MapTile[] {
  const { zoom } = viewport;
  const scale = 2 ** zoom;
  const [ox, oy] = [
    viewport.center[0] * scale - width / 2,
    viewport.center[1] * scale - height / 2,
  ];
  const tiles: MapTile[] = [];
  for (
    let ty = Math.max(0, Math.floor(oy / TILE_SIZE));
    ty <= Math.min(scale - 1, Math.floor((oy + height) / TILE_SIZE));
    ty++
  ) {
    for (let tx = Math.floor(ox / TILE_SIZE); tx <= Math.floor((ox + width) / TILE_SIZE); tx++) {
      const x = ((tx % scale) + scale) % scale;
      tiles.push({
        url: template
          .replace('{z}', String(zoom))
          .replace('{x}', String(x))
          .replace('{y}', String(ty)),
        left: tx * TILE_SIZE - ox,
        top: ty * TILE_SIZE - oy,
      });
    }
  }
  return tiles;
}

export interface MapView {
  lng: number;
  lat: number;
  zoom: number;
}

/** Longitude / latitude of Web-Mercator world px at `zoom` (the inverse of `project`). */
export function unproject(x: number, y: number, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return [lng, lat];
}
