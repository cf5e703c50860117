import { describe, expect, it } from 'vitest';
import { mapboxLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'mapbox',
  all_columns_x: 'lon',
  all_columns_y: 'lat',
  mapbox_label: ['price'],
  point_radius: 'size',
  mapbox_api_key: 'pk.test',
};

describe('mapbox legacy data', () => {
  it('answers the points as GeoJSON with their label and radius, the bounds and the settings', () => {
    const data = [
      { lat: 37.12345678901, lon: -122.4, price: 10, size: 2 },
      { lat: 37.8, lon: -122.1, price: 30, size: 5 },
    ];
    expect(
      mapboxLegacyData(formData, [{ data, colnames: ['lat', 'lon', 'price', 'size'] }]),
    ).toEqual({
      geoJSON: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { metric: 10, radius: 2 },
            geometry: { type: 'Point', coordinates: [-122.4, 37.123456789] },
          },
          {
            type: 'Feature',
            properties: { metric: 30, radius: 5 },
            geometry: { type: 'Point', coordinates: [-122.1, 37.8] },
          },
        ],
      },
      hasCustomMetric: true,
      mapboxApiKey: 'pk.test',
      mapStyle: 'mapbox://styles/mapbox/light-v9',
      aggregatorName: 'sum',
      clusteringRadius: 60,
      pointRadiusUnit: 'Pixels',
      globalOpacity: 1,
      bounds: [
        [-122.4, 37.12345678901],
        [-122.1, 37.8],
      ],
      renderWhileDragging: true,
      tooltip: true,
      color: 'rgb(0, 139, 139)',
    });
  });

  it('has no custom metric and no radius without a label and with Auto', () => {
    const data = [{ lat: 1, lon: 2 }];
    const out = mapboxLegacyData({ ...formData, mapbox_label: [], point_radius: 'Auto' }, [
      { data, colnames: [] },
    ]);
    expect(out.hasCustomMetric).toBe(false);
    expect(out.geoJSON.features[0].properties).toEqual({ metric: null, radius: null });
  });
});
