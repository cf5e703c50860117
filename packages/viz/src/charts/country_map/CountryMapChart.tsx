import { MapChart } from 'echarts/charts';
import { registerMap, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { Echart } from '../../echarts/Echart.tsx';
import { loadAdmin1Boundaries, type Admin1Collection } from '../_geo/admin1-boundaries.ts';
import { worldGeoJson } from '../_geo/world-geometry.ts';
import type { CountryMapChartProps } from './transform-props.ts';

use([MapChart, CanvasRenderer]);

const registered = new Set<string>();

/** The ECharts map name of a country's outline, registered on first use; undefined when world-atlas lacks it. */
function outlineMapName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const name = `sightline-country-${code}`;
  if (registered.has(name)) return name;
  const feature = worldGeoJson().features.find((f) => f.properties.name === code);
  if (!feature) return undefined;
  registerMap(name, { type: 'FeatureCollection', features: [feature] } as unknown as Parameters<
    typeof registerMap
  >[1]);
  registered.add(name);
  return name;
}

/** The ECharts map name of a key's subdivisions (keyed by ISO 3166-2), registered on first use. */
function admin1MapName(key: string, boundaries: Admin1Collection): string {
  const name = `sightline-admin1-${key}`;
  if (!registered.has(name)) {
    registerMap(name, boundaries as unknown as Parameters<typeof registerMap>[1]);
    registered.add(name);
  }
  return name;
}

/** Subdivisions coloured by their values; a tooltip shows the region name and formatted value. */
function Admin1Map(
  props: CountryMapChartProps & { mapName: string; boundaries: Admin1Collection },
) {
  const option = useMemo(() => {
    const byCode = new Map(props.regions.map((r) => [r.code, r]));
    const names = new Map(
      props.boundaries.features.map((f) => [f.properties.ISO, f.properties.NAME_1]),
    );
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; data?: { regionName?: string } }) => {
          const region = byCode.get(p.name);
          return `${p.data?.regionName ?? names.get(p.name) ?? p.name}: ${region ? region.formatted : 'N/A'}`;
        },
      },
      series: [
        {
          type: 'map',
          map: props.mapName,
          nameProperty: 'ISO',
          roam: true,
          top: 8,
          bottom: 8,
          left: 8,
          right: 8,
          itemStyle: { areaColor: '#EEEEEE', borderColor: '#FFFFFF' },
          emphasis: { label: { show: false } },
          data: props.regions.map((r) => ({
            name: r.code,
            regionName: names.get(r.code) ?? r.code,
            value: r.value,
            itemStyle: { areaColor: r.color },
          })),
        },
      ],
    };
  }, [props.mapName, props.regions, props.boundaries]);
  return <Echart option={option} width={props.width} height={props.height} />;
}

/** What is known about a key's boundary file: still loading, loaded, or missing (null). */
type Loaded = { key: string; boundaries: Admin1Collection | null };

/**
 * The subdivisions of the chosen country coloured by value, once its boundary file has loaded
 * (a loading notice until then); the country outline with a missing-boundaries notice and the
 * values beside it when no file ships for the key.
 */
export function CountryMapChart(props: CountryMapChartProps) {
  const key = props.hasBoundaries ? props.countryKey : undefined;
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    loadAdmin1Boundaries(key).then(
      (boundaries) => live && setLoaded({ key, boundaries }),
      () => live && setLoaded({ key, boundaries: null }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (!key) return <OutlineWithValues {...props} />;
  if (loaded?.key !== key) {
    return (
      <div
        role="status"
        style={{
          width: props.width,
          height: props.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#666666',
        }}
      >
        Loading boundaries for {props.countryLabel}...
      </div>
    );
  }
  if (!loaded.boundaries)
    return <OutlineWithValues {...props} message={`No boundary data for ${props.countryLabel}`} />;
  return (
    <Admin1Map
      {...props}
      mapName={admin1MapName(key, loaded.boundaries)}
      boundaries={loaded.boundaries}
    />
  );
}

function OutlineWithValues(props: CountryMapChartProps) {
  const mapName = outlineMapName(props.countryCode);
  const listWidth = props.regions.length ? Math.min(220, props.width / 3) : 0;
  const option = useMemo(
    () =>
      mapName
        ? {
            series: [
              {
                type: 'map',
                map: mapName,
                silent: true,
                roam: false,
                top: 36,
                bottom: 8,
                left: 8,
                right: 8,
                itemStyle: { areaColor: '#E5E5E5', borderColor: '#BBBBBB' },
              },
            ],
          }
        : undefined,
    [mapName],
  );
  return (
    <div style={{ width: props.width, height: props.height, display: 'flex' }}>
      <div style={{ position: 'relative', flex: 1 }}>
        {option ? (
          <Echart option={option} width={props.width - listWidth} height={props.height} />
        ) : null}
        <div
          role="status"
          style={{
            position: 'absolute',
            top: 8,
            left: 0,
            right: 0,
            textAlign: 'center',
            fontWeight: 600,
          }}
        >
          {props.message}
        </div>
      </div>
      {listWidth ? (
        <ul
          style={{
            width: listWidth,
            margin: 0,
            padding: 8,
            overflowY: 'auto',
            listStyle: 'none',
            fontSize: 12,
          }}
        >
          {props.regions.map((region) => (
            <li key={region.code} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <span
                style={{ width: 10, height: 10, background: region.color, display: 'inline-block' }}
              />
              <span style={{ flex: 1 }}>{region.code}</span>
              <span>{region.formatted}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
