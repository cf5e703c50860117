import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import type { AnyChartPlugin, ChartDataResult } from '@sightline/viz';
import { INITIAL_CHART_STATE, chartReducer } from './chart-lifecycle.ts';
import { ChartView } from './ChartView.tsx';
import type { ChartHandle } from './use-chart.ts';

const RESULT: ChartDataResult = { data: [{ x: 1 }], colnames: ['x'], coltypes: [0], rowcount: 1 };

/** A chart type whose transform or component can be told to throw, or whose code fails to load. */
function fakePlugin(failIn: 'none' | 'transform' | 'component' | 'load'): AnyChartPlugin {
  function Broken(): never {
    throw new Error('cannot draw negative bars');
  }
  function Fine({ text }: { text: string }) {
    return <div>{text}</div>;
  }
  return {
    metadata: {
      viz_type: `fake_${failIn}`,
      name: 'Fake',
      category: 'Other',
      description: '',
      tags: [],
      isDeprecated: false,
      isFeatured: false,
      thumbnail: '',
      behaviors: [],
    },
    formDataSchema: z.looseObject({ datasource: z.string(), viz_type: z.string() }),
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    controlPanel: { sections: [] },
    loadTransformProps: async () => {
      if (failIn === 'load')
        throw new Error(
          'Failed to fetch dynamically imported module: /assets/transform-props-x.js',
        );
      return () => {
        if (failIn === 'transform') throw new Error('no metric column in the result');
        return { text: 'drawn' };
      };
    },
    loadComponent: async () => (failIn === 'component' ? Broken : Fine),
  } as unknown as AnyChartPlugin;
}

/** A chart that has just received its data, with the real reducer behind it. */
function Harness({ plugin }: { plugin: AnyChartPlugin }) {
  const [state, dispatch] = useReducer(chartReducer, {
    ...INITIAL_CHART_STATE,
    status: 'success',
    queriesResponse: [RESULT],
  });
  const handle: ChartHandle = {
    state,
    plugin,
    formData: { datasource: '1__table', viz_type: plugin.metadata.viz_type },
    request: null,
    buildError: null,
    stop: () => undefined,
    refresh: () => undefined,
    reportRendered: () => dispatch({ type: 'renderSucceeded', time: 1 }),
    reportRenderError: (message) => dispatch({ type: 'renderFailed', error: message, time: 1 }),
  };
  return <ChartView chart={handle} height={200} width={400} />;
}

const status = () => screen.getByTestId('chart-container').getAttribute('data-chart-status');

describe('rendering (docs/charts.md §4 rendered / failed)', () => {
  it('moves from success to rendered once the component is drawn', async () => {
    render(<Harness plugin={fakePlugin('none')} />);
    await waitFor(() => expect(status()).toBe('rendered'));
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('fails with the render error text when the component throws', async () => {
    // React reports errors its boundaries catch on the console; the test expects this one.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness plugin={fakePlugin('component')} />);
    await waitFor(() => expect(status()).toBe('failed'));
    expect(screen.getByTestId('error-alert-summary').textContent).toBe(
      'An error occurred while rendering the visualization: cannot draw negative bars',
    );
    consoleError.mockRestore();
  });

  it('fails with the render error text when transformProps throws', async () => {
    render(<Harness plugin={fakePlugin('transform')} />);
    await waitFor(() => expect(status()).toBe('failed'));
    expect(screen.getByTestId('error-alert-summary').textContent).toBe(
      'An error occurred while rendering the visualization: no metric column in the result',
    );
  });

  it('fails with the render error text when the chart code cannot be loaded', async () => {
    render(<Harness plugin={fakePlugin('load')} />);
    await waitFor(() => expect(status()).toBe('failed'));
    expect(screen.getByTestId('error-alert-summary').textContent).toBe(
      'An error occurred while rendering the visualization: Failed to fetch dynamically imported module: /assets/transform-props-x.js',
    );
  });
});
