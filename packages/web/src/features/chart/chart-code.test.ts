import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AnyChartPlugin } from '@sightline/viz';
import { loadChartCode, loadedChartCode } from './chart-code.ts';

function Drawn() {
  return null;
}

/** A chart type whose loaders are spies; `failures` makes that many first transform loads reject. */
function spyPlugin(vizType: string, failures = 0) {
  let remainingFailures = failures;
  const transform = (props: { width: number }) => ({ doubled: props.width * 2 });
  const loadTransformProps = vi.fn(async () => {
    if (remainingFailures > 0) {
      remainingFailures -= 1;
      throw new Error('network down');
    }
    return transform;
  });
  const loadComponent = vi.fn(async () => Drawn);
  const plugin = {
    metadata: {
      viz_type: vizType,
      name: 'Spy',
      category: 'Other',
      description: '',
      tags: [],
      isDeprecated: false,
      isFeatured: false,
      thumbnail: '',
      behaviors: [],
    },
    formDataSchema: z.looseObject({}),
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    controlPanel: { sections: [] },
    loadTransformProps,
    loadComponent,
  } as unknown as AnyChartPlugin;
  return { plugin, loadTransformProps, loadComponent };
}

describe('loadChartCode', () => {
  it('loads the transform and the component once per viz_type, even for concurrent charts', async () => {
    const { plugin, loadTransformProps, loadComponent } = spyPlugin('spy_once');
    expect(loadedChartCode('spy_once')).toBeUndefined();
    const [first, second] = await Promise.all([loadChartCode(plugin), loadChartCode(plugin)]);
    const third = await loadChartCode(plugin);
    expect(loadTransformProps).toHaveBeenCalledTimes(1);
    expect(loadComponent).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(loadedChartCode('spy_once')).toBe(first);
    expect(first.Component).toBe(Drawn);
    expect(
      first.transformProps({
        formData: { datasource: '1__table', viz_type: 'spy_once' },
        queriesData: [],
        width: 21,
        height: 1,
      }),
    ).toEqual({ doubled: 42 });
  });

  it('forgets a failed load, so the next attempt retries', async () => {
    const { plugin, loadTransformProps } = spyPlugin('spy_retry', 1);
    await expect(loadChartCode(plugin)).rejects.toThrow('network down');
    expect(loadedChartCode('spy_retry')).toBeUndefined();
    const code = await loadChartCode(plugin);
    expect(loadTransformProps).toHaveBeenCalledTimes(2);
    expect(loadedChartCode('spy_retry')).toBe(code);
  });
});
