import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import {
  createColorScale,
  type AnyChartPlugin,
  type ChartDataResult,
  type ChartProps,
} from '@sightline/viz';
import { ChartRenderer } from './ChartRenderer.tsx';

const RESULT: ChartDataResult = { data: [], colnames: [], coltypes: [], rowcount: 0 };

/** A chart type that colours the labels of its form data with createColorScale, as the ECharts transforms do. */
function labelPlugin(vizType: string): AnyChartPlugin {
  function Labels({ text }: { text: string }) {
    return <div data-test={vizType}>{text}</div>;
  }
  return {
    metadata: {
      viz_type: vizType,
      name: vizType,
      category: 'Other',
      description: '',
      tags: [],
      isDeprecated: false,
      isFeatured: false,
      thumbnail: '',
      behaviors: [],
    },
    formDataSchema: z.looseObject({ viz_type: z.string() }),
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    controlPanel: { sections: [] },
    loadTransformProps:
      async () =>
      ({ formData }: ChartProps) => {
        const colorOf = createColorScale('supersetColors');
        return { text: (formData.labels as string[]).map((l) => `${l}=${colorOf(l)}`).join(' ') };
      },
    loadComponent: async () => Labels,
  } as unknown as AnyChartPlugin;
}

function draw(vizType: string, labels: string[], sharedLabelColors?: Map<string, string>) {
  return (
    <ChartRenderer
      plugin={labelPlugin(vizType)}
      formData={{ datasource: '1__table', viz_type: vizType, labels }}
      queriesResponse={[RESULT]}
      width={100}
      height={100}
      interaction={sharedLabelColors ? { sharedLabelColors } : undefined}
      onRendered={() => undefined}
      onRenderError={() => undefined}
    />
  );
}

describe('shared label colours through ChartRenderer', () => {
  it('colours a label shared by two dashboard charts alike, and leaves explore charts alone', async () => {
    const shared = new Map<string, string>();
    render(
      <>
        {draw('fake_pie', ['EMEA'], shared)}
        {draw('fake_bar', ['APAC', 'EMEA'], shared)}
        {draw('fake_line', ['APAC'])}
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('fake_bar').textContent).toBe('APAC=#454E7C EMEA=#1FA8C9'),
    );
    expect(screen.getByTestId('fake_pie').textContent).toBe('EMEA=#1FA8C9');
    expect(screen.getByTestId('fake_line').textContent).toBe('APAC=#1FA8C9');
  });
});
