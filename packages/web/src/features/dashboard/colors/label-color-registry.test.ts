import { describe, expect, it } from 'vitest';
import { createColorScale, withSharedLabelColors } from '@sightline/viz';
import { labelColorSeed, labelColorSyncBody, withDashboardColors } from './dashboard-colors.ts';
import { DashboardLabelColors } from './label-color-registry.ts';

// supersetColors: #1FA8C9, #454E7C, #5AC189, #FF7F44, #666666 ... A new label takes the colour at
// the registry's count, or the next one no label has: with two seeds, #5AC189 is taken, so #FF7F44.
const METADATA = {
  color_scheme: 'supersetColors',
  map_label_colors: { EMEA: '#5AC189', APAC: '#1FA8C9' },
};

/** Colours `labels` in order as one chart of the dashboard draws them (through the ambient registry). */
function drawChart(
  registry: DashboardLabelColors,
  chartKey: string,
  labels: string[],
  formData: Record<string, unknown> = {},
): string[] {
  const fd = withDashboardColors(formData, METADATA);
  return withSharedLabelColors(registry.forChart(chartKey), () => {
    const colorOf = createColorScale(fd.color_scheme as string, {
      labelColors: fd.label_colors as Record<string, string> | undefined,
    });
    return labels.map(colorOf);
  });
}

describe('dashboard label colour registry', () => {
  it('gives a label seeded from map_label_colors its saved colour whatever the series order', () => {
    const forward = new DashboardLabelColors(labelColorSeed(METADATA));
    expect(drawChart(forward, '1', ['APAC', 'EMEA', 'AMER'])).toEqual([
      '#1FA8C9',
      '#5AC189',
      '#FF7F44',
    ]);
    // A reload where the chart meets the labels the other way round: same colours.
    const backward = new DashboardLabelColors(labelColorSeed(METADATA));
    expect(drawChart(backward, '1', ['AMER', 'EMEA', 'APAC'])).toEqual([
      '#FF7F44',
      '#5AC189',
      '#1FA8C9',
    ]);
    // Without the seed the first label met takes the first colour.
    expect(drawChart(new DashboardLabelColors(), '1', ['EMEA', 'APAC'])).toEqual([
      '#1FA8C9',
      '#454E7C',
    ]);
  });

  it('gives a label one colour in every chart of the dashboard', () => {
    const registry = new DashboardLabelColors(labelColorSeed(METADATA));
    const pie = drawChart(registry, '1', ['AMER', 'EMEA'], {
      viz_type: 'pie',
      color_scheme: 'd3Category10',
    });
    const bar = drawChart(registry, '2', ['EMEA', 'LATAM', 'AMER'], {
      viz_type: 'echarts_timeseries_bar',
    });
    expect(pie).toEqual(['#FF7F44', '#5AC189']);
    expect(bar).toEqual(['#5AC189', '#666666', '#FF7F44']);
  });

  it('lets label_colors beat map_label_colors', () => {
    const metadata = { ...METADATA, label_colors: { EMEA: '#000000' } };
    const registry = new DashboardLabelColors(labelColorSeed(metadata));
    const fd = withDashboardColors({ viz_type: 'pie' }, metadata);
    const colorOf = withSharedLabelColors(registry.forChart('1'), () =>
      createColorScale(fd.color_scheme as string, {
        labelColors: fd.label_colors as Record<string, string>,
      }),
    );
    expect([colorOf('EMEA'), colorOf('APAC')]).toEqual(['#000000', '#1FA8C9']);
    // The saved map keeps its colour for EMEA; only the drawing uses the custom one.
    expect(registry.get('EMEA')).toBe('#5AC189');
  });

  it('seeds from map_label_colors over an old-style shared_label_colors object', () => {
    expect(
      labelColorSeed({
        shared_label_colors: { EMEA: '#111111', APAC: '#222222' },
        map_label_colors: { EMEA: '#333333' },
      }),
    ).toEqual({ EMEA: '#333333', APAC: '#222222' });
    expect(labelColorSeed({ shared_label_colors: ['EMEA'], map_label_colors: 'bad' })).toEqual({});
  });

  it('records the labels two or more charts show and tells listeners of changes', () => {
    const registry = new DashboardLabelColors();
    let changes = 0;
    const unsubscribe = registry.subscribe(() => (changes += 1));
    drawChart(registry, '1', ['EMEA', 'APAC']);
    expect(changes).toBe(2);
    drawChart(registry, '1', ['EMEA', 'APAC']);
    expect(changes).toBe(2);
    drawChart(registry, '2', ['APAC', 'AMER']);
    expect(registry.sharedLabels()).toEqual(['APAC']);
    expect(changes).toBe(4);
    unsubscribe();
    drawChart(registry, '3', ['LATAM']);
    expect(changes).toBe(4);
    expect(registry.colorMap()).toEqual({
      EMEA: '#1FA8C9',
      APAC: '#454E7C',
      AMER: '#5AC189',
      LATAM: '#FF7F44',
    });
  });

  it('builds the sync body from the computed map, or nothing when json_metadata has it', () => {
    const registry = new DashboardLabelColors(labelColorSeed(METADATA));
    drawChart(registry, '1', ['EMEA', 'AMER']);
    drawChart(registry, '2', ['AMER']);
    expect(labelColorSyncBody(METADATA, registry)).toEqual({
      map_label_colors: { EMEA: '#5AC189', APAC: '#1FA8C9', AMER: '#FF7F44' },
      shared_label_colors: ['AMER'],
    });
    const synced = {
      ...METADATA,
      map_label_colors: registry.colorMap(),
      shared_label_colors: ['AMER'],
    };
    expect(labelColorSyncBody(synced, registry)).toBeNull();
    // Saved shared labels stay listed even when their charts have not drawn yet.
    expect(
      labelColorSyncBody({ ...synced, shared_label_colors: ['EMEA'] }, registry)
        ?.shared_label_colors,
    ).toEqual(['EMEA', 'AMER']);
  });
});
