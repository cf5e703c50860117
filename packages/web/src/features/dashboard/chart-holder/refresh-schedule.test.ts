import { describe, expect, it } from 'vitest';
import { refreshFrequencyOf, withRefreshFrequency } from './refresh-schedule.ts';

describe('auto-refresh interval', () => {
  it('reads json_metadata.refresh_frequency on load, anything unusable as off', () => {
    expect(refreshFrequencyOf({ refresh_frequency: 300 })).toBe(300);
    expect(refreshFrequencyOf({ refresh_frequency: '60' })).toBe(60);
    expect(refreshFrequencyOf({})).toBe(0);
    expect(refreshFrequencyOf({ refresh_frequency: -5 })).toBe(0);
    expect(refreshFrequencyOf({ refresh_frequency: 'soon' })).toBe(0);
  });

  it('stores the interval chosen in edit mode, keeping the other keys', () => {
    const next = withRefreshFrequency({ color_scheme: 'x', refresh_frequency: 10 }, 3600);
    expect(next).toEqual({ color_scheme: 'x', refresh_frequency: 3600 });
    expect(refreshFrequencyOf(next)).toBe(3600);
  });
});
