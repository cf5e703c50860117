import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createColorScale, withSharedLabelColors } from '@sightline/viz';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { DashboardMetadataObject } from '../dashboard-model.ts';
import { LABEL_COLOR_SYNC_DELAY_MS, useDashboardLabelColors } from './use-label-colors.ts';

configure({ asyncUtilTimeout: 5000 });

/** Two charts of dashboard 7 colouring their labels through the dashboard's registry. */
function Harness({
  metadata,
  canSync,
  charts,
}: {
  metadata: DashboardMetadataObject;
  canSync: boolean;
  charts: Record<string, string[]>;
}) {
  const registry = useDashboardLabelColors(7, metadata, canSync);
  const draw = () => {
    for (const [chartKey, labels] of Object.entries(charts)) {
      withSharedLabelColors(registry.forChart(chartKey), () =>
        labels.map(createColorScale(metadata.color_scheme as string)),
      );
    }
  };
  return (
    <button type="button" onClick={draw}>
      draw
    </button>
  );
}

const putsOf = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('dashboard label colour sync', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the computed map and shared labels with PUT /colors?mark_updated=false once charts draw', async () => {
    const fetch = mockFetch(() => jsonResponse(200, {}));
    const metadata = {
      color_scheme: 'supersetColors',
      map_label_colors: { EMEA: '#454E7C' },
      shared_label_colors: [],
    };
    renderWithApp(
      <Harness metadata={metadata} canSync charts={{ 1: ['APAC', 'EMEA'], 2: ['EMEA', 'AMER'] }} />,
    );
    fireEvent.click(screen.getByText('draw'));
    await waitFor(() => expect(putsOf(fetch)).toHaveLength(1));
    const [url, init] = putsOf(fetch)[0];
    expect(String(url)).toBe('/api/v1/dashboard/7/colors?mark_updated=false');
    // EMEA keeps its saved colour; APAC and AMER take the next free supersetColors.
    expect(JSON.parse(String(init!.body))).toEqual({
      map_label_colors: { EMEA: '#454E7C', APAC: '#5AC189', AMER: '#FF7F44' },
      shared_label_colors: ['EMEA'],
    });
    // Drawing again changes nothing, so nothing more is sent.
    fireEvent.click(screen.getByText('draw'));
    await wait(LABEL_COLOR_SYNC_DELAY_MS + 300);
    expect(putsOf(fetch)).toHaveLength(1);
  });

  it('sends nothing when json_metadata already holds the colours, or for a user who may not edit', async () => {
    const fetch = mockFetch(() => jsonResponse(200, {}));
    const saved = {
      color_scheme: 'supersetColors',
      map_label_colors: { EMEA: '#454E7C', APAC: '#5AC189' },
      shared_label_colors: ['EMEA'],
    };
    renderWithApp(
      <Harness metadata={saved} canSync charts={{ 1: ['APAC', 'EMEA'], 2: ['EMEA'] }} />,
    );
    renderWithApp(
      <Harness
        metadata={{ color_scheme: 'supersetColors' }}
        canSync={false}
        charts={{ 1: ['APAC'] }}
      />,
    );
    for (const button of screen.getAllByText('draw')) fireEvent.click(button);
    await wait(LABEL_COLOR_SYNC_DELAY_MS + 300);
    expect(putsOf(fetch)).toHaveLength(0);
  });
});
