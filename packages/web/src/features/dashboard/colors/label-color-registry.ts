import type { SharedLabelColors } from '@sightline/viz';

/**
 * A dashboard's label colour registry: the colour of every label its charts draw, seeded from the
 * saved map_label_colors so colours do not reshuffle on reload, and which charts show each label.
 * Every chart draws through its own view (forChart), which shares the colours and records the
 * chart's labels; listeners hear each new colour and each label that becomes shared.
 */
export class DashboardLabelColors implements SharedLabelColors {
  private readonly colors: Map<string, string>;
  private readonly chartsByLabel = new Map<string, Set<string>>();
  private readonly listeners = new Set<() => void>();

  constructor(seed: Readonly<Record<string, string>> = {}) {
    this.colors = new Map(Object.entries(seed));
  }

  get size(): number {
    return this.colors.size;
  }

  get(label: string): string | undefined {
    return this.colors.get(label);
  }

  set(label: string, color: string): void {
    if (this.colors.get(label) === color) return;
    this.colors.set(label, color);
    this.changed();
  }

  values(): Iterable<string> {
    return this.colors.values();
  }

  /** Records that chart `chartKey` shows `label`. */
  noteChartLabel(chartKey: string, label: string): void {
    const charts = this.chartsByLabel.get(label) ?? new Set<string>();
    if (charts.has(chartKey)) return;
    charts.add(chartKey);
    this.chartsByLabel.set(label, charts);
    if (charts.size === 2) this.changed();
  }

  /** The registry as one chart sees it: the same colours, with the chart's labels recorded. */
  forChart(chartKey: string): SharedLabelColors {
    return new ChartLabelColors(this, chartKey);
  }

  /** Label -> colour of every label coloured so far, seeds included (map_label_colors). */
  colorMap(): Record<string, string> {
    return Object.fromEntries(this.colors);
  }

  /** Labels two or more charts show, in the order they became shared (shared_label_colors). */
  sharedLabels(): string[] {
    return [...this.chartsByLabel].filter(([, charts]) => charts.size > 1).map(([label]) => label);
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

class ChartLabelColors implements SharedLabelColors {
  private readonly registry: DashboardLabelColors;
  private readonly chartKey: string;

  constructor(registry: DashboardLabelColors, chartKey: string) {
    this.registry = registry;
    this.chartKey = chartKey;
  }

  get size(): number {
    return this.registry.size;
  }

  get(label: string): string | undefined {
    return this.registry.get(label);
  }

  set(label: string, color: string): void {
    this.registry.set(label, color);
  }

  values(): Iterable<string> {
    return this.registry.values();
  }

  noteLabel(label: string): void {
    this.registry.noteChartLabel(this.chartKey, label);
  }
}
