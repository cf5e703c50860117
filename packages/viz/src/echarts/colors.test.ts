import { describe, expect, it } from 'vitest';
import { CATEGORICAL_SCHEMES, createColorScale, withSharedLabelColors } from './colors.ts';
import { SEQUENTIAL_SCHEME_DEFS } from './sequential-schemes.ts';

describe('categorical schemes', () => {
  it('holds Superset schemes by saved id with their colours', () => {
    expect(CATEGORICAL_SCHEMES.bnbColors.slice(0, 3)).toEqual(['#29696B', '#5BCACE', '#F4B02A']);
    expect(CATEGORICAL_SCHEMES.lyftColors[0]).toBe('#EA0B8C');
    expect(CATEGORICAL_SCHEMES.presetColors[10]).toBe('#B5E9D9');
    expect(CATEGORICAL_SCHEMES.googleCategory10c[1]).toBe('#dc3912');
    expect(CATEGORICAL_SCHEMES.googleCategory20c).toHaveLength(20);
    expect(CATEGORICAL_SCHEMES.d3Category20[1]).toBe('#aec7e8');
    expect(CATEGORICAL_SCHEMES.d3Category20b[0]).toBe('#393b79');
    expect(CATEGORICAL_SCHEMES.d3Category20c[19]).toBe('#d9d9d9');
    expect(CATEGORICAL_SCHEMES.echarts4Colors[0]).toBe('#c23531');
    expect(CATEGORICAL_SCHEMES.echarts5Colors[0]).toBe('#5470C6');
    expect(CATEGORICAL_SCHEMES.modernSunset[0]).toBe('#0080F6');
    expect(CATEGORICAL_SCHEMES.supersetAndPresetColors[11]).toBe('#067162');
  });

  it('colours series by the named scheme', () => {
    const colorOf = createColorScale('echarts5Colors');
    expect([colorOf('a'), colorOf('b'), colorOf('a')]).toEqual(['#5470C6', '#91CC75', '#5470C6']);
  });
});

describe('sequential schemes', () => {
  it('holds Superset sequential ids with their stops', () => {
    const byId = Object.fromEntries(SEQUENTIAL_SCHEME_DEFS.map((d) => [d.id, d.colors]));
    expect(byId.dark_blue).toEqual(['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935']);
    expect(byId.superset_seq_2[3]).toBe('#FF7F44');
    expect(byId.pink_grey).toEqual(['#E70B81', '#FAFAFA', '#666666']);
    expect(byId.schemeBlues.at(-1)).toBe('#08306b');
    expect(byId.schemeViridis[0]).toBe('#482475');
  });
});

describe('shared label colours', () => {
  it('gives two scales sharing a registry the same colour for the same label', () => {
    const registry = new Map<string, string>();
    const first = createColorScale('supersetColors', { sharedLabelColors: registry });
    const second = createColorScale('supersetColors', { sharedLabelColors: registry });
    expect(first('EMEA')).toBe('#1FA8C9');
    // The second chart meets "APAC" first, yet "EMEA" keeps the first chart's colour.
    expect(second('APAC')).toBe('#454E7C');
    expect(second('EMEA')).toBe('#1FA8C9');
    // Without a registry each chart starts over.
    expect(createColorScale('supersetColors')('APAC')).toBe('#1FA8C9');
  });

  it('lets label_colors win and reaches scales made inside withSharedLabelColors', () => {
    const registry = new Map<string, string>([['EMEA', '#5AC189']]);
    const colorOf = withSharedLabelColors(registry, () =>
      createColorScale('supersetColors', { labelColors: { APAC: '#000000' } }),
    );
    expect(colorOf('EMEA')).toBe('#5AC189');
    expect(colorOf('APAC')).toBe('#000000');
    expect(createColorScale('supersetColors')('EMEA')).toBe('#1FA8C9');
  });

  it('keeps seeded colours whatever order the series come in, and gives new labels a free colour', () => {
    // supersetColors starts #1FA8C9, #454E7C, #5AC189, #FF7F44, #666666.
    const seeded = () =>
      new Map<string, string>([
        ['EMEA', '#454E7C'],
        ['APAC', '#1FA8C9'],
      ]);
    const forward = createColorScale('supersetColors', { sharedLabelColors: seeded() });
    const backward = createColorScale('supersetColors', { sharedLabelColors: seeded() });
    expect(['APAC', 'EMEA', 'AMER'].map(forward)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
    expect(['AMER', 'EMEA', 'APAC'].map(backward)).toEqual(['#5AC189', '#454E7C', '#1FA8C9']);
    // The colour at the registry's count (#5AC189) is taken by a seed, so the next free one is used.
    const taken = createColorScale('supersetColors', {
      sharedLabelColors: new Map([
        ['EMEA', '#5ac189'],
        ['APAC', '#1FA8C9'],
      ]),
    });
    expect(taken('AMER')).toBe('#FF7F44');
    expect(taken('LATAM')).toBe('#666666');
  });

  it('tells the registry every label a chart colours, custom colours included', () => {
    const noted: string[] = [];
    const registry = Object.assign(new Map<string, string>(), {
      noteLabel: (label: string) => noted.push(label),
    });
    const colorOf = createColorScale('supersetColors', {
      sharedLabelColors: registry,
      labelColors: { EMEA: '#000000' },
    });
    expect([colorOf('EMEA'), colorOf('APAC')]).toEqual(['#000000', '#1FA8C9']);
    expect(noted).toEqual(['EMEA', 'APAC']);
    expect([...registry.keys()]).toEqual(['APAC']);
  });
});
