import { describe, expect, it } from 'vitest';
import { createColorScale } from '@sightline/viz';
import {
  colorSchemeChanged,
  colorsPayload,
  withDashboardColors,
  withFreshLabelColors,
} from './dashboard-colors.ts';

describe('dashboard colour sync', () => {
  it('sends the scheme and label colours of json_metadata, malformed values as empty ones', () => {
    expect(
      colorsPayload({
        color_scheme: 'bnbColors',
        color_namespace: 'ns',
        label_colors: { EMEA: '#ff0000' },
        shared_label_colors: ['EMEA'],
        map_label_colors: 'bad',
        refresh_frequency: 10,
      }),
    ).toEqual({
      color_scheme: 'bnbColors',
      color_namespace: 'ns',
      label_colors: { EMEA: '#ff0000' },
      shared_label_colors: ['EMEA'],
      map_label_colors: {},
      color_scheme_domain: [],
    });
    expect(colorsPayload({ color_scheme: '' })).toMatchObject({
      color_scheme: null,
      label_colors: {},
    });
  });

  it('syncs only when the colour scheme changed', () => {
    expect(colorSchemeChanged({ color_scheme: 'a' }, { color_scheme: 'b' })).toBe(true);
    expect(colorSchemeChanged({ color_scheme: 'a' }, {})).toBe(true);
    expect(colorSchemeChanged({ color_scheme: 'a', css: 1 }, { color_scheme: 'a' })).toBe(false);
  });

  it('drops the saved label colour map when the scheme changes, and keeps it otherwise', () => {
    const saved = {
      color_scheme: 'a',
      map_label_colors: { EMEA: '#111111' },
      shared_label_colors: ['EMEA'],
      label_colors: { APAC: '#222222' },
    };
    expect(withFreshLabelColors(saved, { ...saved, color_scheme: 'b' })).toEqual({
      color_scheme: 'b',
      map_label_colors: {},
      shared_label_colors: [],
      label_colors: { APAC: '#222222' },
    });
    const sameScheme = { ...saved, css: 'x' };
    expect(withFreshLabelColors(saved, sameScheme)).toBe(sameScheme);
  });

  it('gives every chart the dashboard scheme and label colours, and shared labels one colour', () => {
    const metadata = { color_scheme: 'lyftColors', label_colors: { EMEA: '#123456' } };
    const pie = withDashboardColors(
      {
        viz_type: 'pie',
        color_scheme: 'd3Category10',
        label_colors: { EMEA: '#ffffff', APAC: '#abcdef' },
      },
      metadata,
    );
    const bar = withDashboardColors(
      { viz_type: 'echarts_timeseries_bar', color_scheme: 'supersetColors' },
      metadata,
    );
    expect(pie).toMatchObject({
      viz_type: 'pie',
      color_scheme: 'lyftColors',
      label_colors: { EMEA: '#123456', APAC: '#abcdef' },
    });
    expect(bar).toMatchObject({ color_scheme: 'lyftColors', label_colors: { EMEA: '#123456' } });
    expect(withDashboardColors({ color_scheme: 'd3Category10' }, {})).toEqual({
      color_scheme: 'd3Category10',
    });

    const shared = new Map<string, string>();
    const pieColor = createColorScale(pie.color_scheme as string, {
      labelColors: pie.label_colors as Record<string, string>,
      sharedLabelColors: shared,
    });
    const barColor = createColorScale(bar.color_scheme as string, {
      labelColors: bar.label_colors as Record<string, string>,
      sharedLabelColors: shared,
    });
    expect(pieColor('AMER')).toBe('#EA0B8C');
    expect(barColor('LATAM')).toBe('#6C838E');
    expect(barColor('AMER')).toBe('#EA0B8C');
    expect(barColor('EMEA')).toBe('#123456');
  });
});
