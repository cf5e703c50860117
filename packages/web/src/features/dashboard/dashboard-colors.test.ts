import { describe, expect, it } from 'vitest';
import { colorSchemeChanged, colorsPayload } from './dashboard-colors.ts';

describe('dashboard colour sync', () => {
  it('sends the scheme and label colours of json_metadata, malformed values as empty ones', () => {
    expect(colorsPayload({ color_scheme: 'bnbColors', color_namespace: 'ns', label_colors: { EMEA: '#ff0000' }, shared_label_colors: ['EMEA'], map_label_colors: 'bad', refresh_frequency: 10 })).toEqual({
      color_scheme: 'bnbColors', color_namespace: 'ns', label_colors: { EMEA: '#ff0000' }, shared_label_colors: ['EMEA'], map_label_colors: {}, color_scheme_domain: [],
    });
    expect(colorsPayload({ color_scheme: '' })).toMatchObject({ color_scheme: null, label_colors: {} });
  });

  it('syncs only when the colour scheme changed', () => {
    expect(colorSchemeChanged({ color_scheme: 'a' }, { color_scheme: 'b' })).toBe(true);
    expect(colorSchemeChanged({ color_scheme: 'a' }, {})).toBe(true);
    expect(colorSchemeChanged({ color_scheme: 'a', css: 1 }, { color_scheme: 'a' })).toBe(false);
  });
});
