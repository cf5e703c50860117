import type { APIRequestContext, Locator, Page } from 'playwright-core';

/** One drawn layout component as the page shows it. */
export interface DrawnComponent {
  id: string;
  type: string;
  width: number | null;
  height: number | null;
  parentType: string | null;
  text: string;
}

/** Creates a chart through the API with the signed-in session (request shares the page's cookies). */
export async function createChartViaApi(
  request: APIRequestContext,
  baseUrl: string,
  sliceName: string,
  formData: Record<string, unknown>,
): Promise<number> {
  const token = (
    (await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
      result: string;
    }
  ).result;
  const [datasourceId, datasourceType] = String(formData.datasource).split('__');
  const res = await request.post(`${baseUrl}/api/v1/chart/`, {
    headers: { 'X-CSRFToken': token },
    data: {
      slice_name: sliceName,
      viz_type: formData.viz_type,
      datasource_id: Number(datasourceId),
      datasource_type: datasourceType,
      params: JSON.stringify(formData),
    },
  });
  if (res.status() !== 201)
    throw new Error(`Creating chart ${sliceName} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** The id of a dataset by table name, through the API. */
export async function datasetIdByName(
  request: APIRequestContext,
  baseUrl: string,
  tableName: string,
): Promise<number> {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${tableName})))`);
  const body = (await (await request.get(`${baseUrl}/api/v1/dataset/?q=${q}`)).json()) as {
    result: { id: number }[];
  };
  const id = body.result[0]?.id;
  if (id === undefined) throw new Error(`No dataset ${tableName}`);
  return id;
}

/** /superset/dashboard/<id or slug>/: the layout, edit mode, the component pane, save and the header menu. */
export class DashboardPage {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('[data-test="dashboard-page"]');
  }

  async goto(baseUrl: string, idOrSlug: string | number, query = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/superset/dashboard/${idOrSlug}/${query}`);
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.root.waitFor({ state: 'visible', timeout: 45_000 });
    await this.page
      .locator('[data-component-id="GRID_ID"], [data-component-type="TABS"]')
      .first()
      .waitFor();
  }

  isEditing(): Promise<string | null> {
    return this.root.getAttribute('data-edit-mode');
  }

  async edit(): Promise<void> {
    await this.page.locator('[data-test="dashboard-edit"]').click();
    await this.page.locator('[data-test="component-pane"]').waitFor();
  }

  component(id: string): Locator {
    return this.page.locator(`[data-component-id="${id}"]`);
  }

  /** Every drawn component (except the grid) in document order. */
  async components(): Promise<DrawnComponent[]> {
    return this.page.locator('[data-test="dashboard-component"]').evaluateAll((nodes) =>
      nodes
        .map((node) => {
          const el = node as HTMLElement;
          const parent = el.parentElement?.closest<HTMLElement>(
            '[data-test="dashboard-component"]',
          );
          const num = (v: string | undefined) => (v ? Number(v) : null);
          return {
            id: el.dataset.componentId ?? '',
            type: el.dataset.componentType ?? '',
            width: num(el.dataset.width),
            height: num(el.dataset.height),
            parentType: parent?.dataset.componentType ?? null,
            text:
              el.dataset.componentType === 'CHART'
                ? (
                    el.querySelector('[data-test="dashboard-chart-title"]')?.textContent ?? ''
                  ).trim()
                : '',
          };
        })
        .filter((c) => c.type !== 'GRID'),
    );
  }

  /**
   * Presses on `source`, moves in steps to the target point and releases: dnd-kit needs real pointer
   * moves. The target is measured after the source was scrolled into view.
   */
  async dragTo(source: Locator, target: () => Promise<{ x: number; y: number }>): Promise<void> {
    await source.scrollIntoViewIfNeeded();
    const { x, y } = await target();
    const box = await source.boundingBox();
    if (!box) throw new Error('Drag source is not visible');
    const startX = box.x + box.width / 2;
    const startY = box.y + box.height / 2;
    await this.page.mouse.move(startX, startY);
    await this.page.mouse.down();
    await this.page.mouse.move(startX + 12, startY + 12, { steps: 3 });
    await this.page.mouse.move(x, y, { steps: 15 });
    await this.page.mouse.move(x + 1, y, { steps: 2 });
    await this.page
      .locator('[data-test="drop-indicator"]')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await this.page.mouse.up();
  }

  /** A point in the empty band at the bottom of the grid (scrolled into view): drops there append to the grid. */
  async gridBottom(): Promise<{ x: number; y: number }> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await this.component('GRID_ID').boundingBox();
    if (!box) throw new Error('No grid');
    return { x: box.x + box.width / 2, y: box.y + box.height - 40 };
  }

  paneChart(name: string): Locator {
    return this.page.locator(
      `[data-test="component-pane"] [data-test="new-component"][data-label="${name}"]`,
    );
  }

  async openPaneTab(name: 'Charts' | 'Layout elements'): Promise<void> {
    await this.page
      .locator('[data-test="component-pane"] .ant-tabs-tab', { hasText: name })
      .click();
  }

  async dragChartToGridBottom(name: string): Promise<void> {
    await this.openPaneTab('Charts');
    await this.dragTo(this.paneChart(name), () => this.gridBottom());
  }

  async dragLayoutElementToGridBottom(label: string): Promise<void> {
    await this.openPaneTab('Layout elements');
    await this.dragTo(
      this.page.locator(
        `[data-test="component-pane"] [data-test="new-component"][data-label="${label}"]`,
      ),
      () => this.gridBottom(),
    );
  }

  /** Drops a pane chart just inside the right edge of an existing component (a sibling drop in its row). */
  async dragChartBeside(name: string, componentId: string): Promise<void> {
    await this.openPaneTab('Charts');
    await this.dragTo(this.paneChart(name), async () => {
      await this.component(componentId).scrollIntoViewIfNeeded();
      const box = await this.component(componentId).boundingBox();
      if (!box) throw new Error(`No component ${componentId}`);
      return { x: box.x + box.width - 6, y: box.y + box.height / 2 };
    });
  }

  /** Drags the resize handle of a component by (dx, dy) px. */
  async resize(componentId: string, dx: number, dy: number): Promise<void> {
    const handle = this.component(componentId).locator('[data-test="resize-handle"]').last();
    await handle.scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    if (!box) throw new Error('No resize handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
    await this.page.mouse.up();
  }

  async undo(): Promise<void> {
    await this.page.locator('[data-test="dashboard-undo"]').click();
  }

  async redo(): Promise<void> {
    await this.page.locator('[data-test="dashboard-redo"]').click();
  }

  async save(): Promise<void> {
    await this.page.locator('[data-test="dashboard-save"]').click();
  }

  chart(chartId: number): Locator {
    return this.page.locator(`[data-test="dashboard-chart"][data-chart-id="${chartId}"]`);
  }

  /** Waits until the chart has drawn (data-chart-status rendered). */
  async waitForChart(chartId: number): Promise<void> {
    await this.page
      .locator(
        `[data-test="dashboard-chart"][data-chart-id="${chartId}"][data-chart-status="rendered"]`,
      )
      .waitFor({ timeout: 30_000 });
  }

  /** The drawn width of a chart's first canvas. */
  async canvasWidth(chartId: number): Promise<number> {
    return (await this.chart(chartId).locator('canvas').first().boundingBox())?.width ?? 0;
  }

  /** How many chart-data requests the page sends while `action` runs. */
  async chartDataRequestsDuring(action: () => Promise<void>): Promise<number> {
    let asked = 0;
    const onRequest = (req: { url(): string }) => {
      if (req.url().includes('/api/v1/chart/data')) asked += 1;
    };
    this.page.on('request', onRequest);
    try {
      await action();
    } finally {
      this.page.off('request', onRequest);
    }
    return asked;
  }

  /** The freshness line of a chart title's tooltip ("Data from …, cached 5 minutes ago"). */
  async freshness(chartId: number): Promise<string> {
    await this.chart(chartId).locator('[data-test="dashboard-chart-title"]').hover();
    const fresh = this.page.locator('[data-test="dashboard-chart-freshness"]');
    await fresh.waitFor();
    const text = await fresh.innerText();
    await this.page.mouse.move(0, 0);
    return text;
  }
}
