import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** What ECharts passes to event handlers (element events, legend events...); fields depend on the event. */
export interface EchartEventParams {
  [key: string]: unknown;
  componentType?: string;
  seriesName?: string;
  name?: string;
  dataIndex?: number;
  data?: unknown;
  value?: unknown;
  /** legendselectchanged: the new selection. */
  selected?: Record<string, boolean>;
  /** The zrender event, carrying the DOM event (`event.event.clientX`). */
  event?: { event?: { clientX: number; clientY: number; preventDefault?: () => void } };
}

/** Handlers by ECharts event name (`click`, `contextmenu`, `dblclick`, `legendselectchanged`...). */
export type EchartEventHandlers = Readonly<Record<string, (params: EchartEventParams) => void>>;

/** The property of an Echart's element holding its ECharts instance. */
export const ECHARTS_INSTANCE_KEY = '__echartsInstance';

/** Props of Echart. */
export interface EchartProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** Chart events; re-bound when the object changes. */
  eventHandlers?: EchartEventHandlers;
  /** zrender events (clicks anywhere on the canvas, e.g. empty grid areas). */
  zrEventHandlers?: Readonly<Record<string, (params: unknown) => void>>;
  renderer?: 'canvas' | 'svg';
  /** A theme registered with ECharts, or a theme object (keep the reference stable: a change re-creates the instance). */
  theme?: string | object;
  /** Replace the previous option instead of merging into it (default true). */
  notMerge?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Called once the instance exists (hosts use it for actions and image export). */
  onInit?: (chart: EChartsType) => void;
}

/**
 * Whether the user asked the system for less motion (WCAG 2.3.3): charts then appear drawn, without
 * ECharts' entry and update animations.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A thin ECharts host. It imports `echarts/core` lazily; the chart's component module registers
 * the series and components it needs with `use([...])` before rendering this. It sets the option
 * on every change (without animation when the user prefers reduced motion), resizes when width or height change, binds event handlers and disposes the
 * instance on unmount.
 */
export function Echart({
  option,
  width,
  height,
  eventHandlers,
  zrEventHandlers,
  renderer = 'canvas',
  theme,
  notMerge = true,
  className,
  style,
  onInit,
}: EchartProps) {
  const divRef = useRef<HTMLDivElement>(null);
  const sizeRef = useRef({ width, height });
  sizeRef.current = { width, height };
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let instance: EChartsType | undefined;
    void import('echarts/core').then(({ init }) => {
      if (isCancelled || !divRef.current) return;
      instance = init(divRef.current, theme, { renderer, ...sizeRef.current });
      // The page can reach the instance from its element (echarts.getInstanceByDom needs the
      // module): the visual-fidelity e2e tests read drawn elements' boxes through it.
      Object.defineProperty(divRef.current, ECHARTS_INSTANCE_KEY, {
        value: instance,
        configurable: true,
      });
      setChart(instance);
    });
    return () => {
      isCancelled = true;
      instance?.dispose();
      setChart(null);
    };
  }, [theme, renderer]);

  useEffect(() => {
    if (chart) onInit?.(chart);
  }, [chart, onInit]);

  useEffect(() => {
    chart?.setOption(prefersReducedMotion() ? { ...option, animation: false } : option, {
      notMerge,
    });
  }, [chart, option, notMerge]);

  useEffect(() => {
    // ECharts' resize lays out and draws the whole chart again even at the same size: the instance
    // was made at this size, so on mount that would draw every chart twice.
    if (!chart || (chart.getWidth() === width && chart.getHeight() === height)) return;
    chart.resize({ width, height });
  }, [chart, width, height]);

  useEffect(() => {
    if (!chart || !eventHandlers) return undefined;
    const entries = Object.entries(eventHandlers);
    for (const [name, handler] of entries) chart.on(name, handler as (params: unknown) => void);
    return () => {
      for (const [name, handler] of entries) chart.off(name, handler as (params: unknown) => void);
    };
  }, [chart, eventHandlers]);

  useEffect(() => {
    if (!chart || !zrEventHandlers) return undefined;
    const zr = chart.getZr();
    const entries = Object.entries(zrEventHandlers);
    for (const [name, handler] of entries) zr.on(name, handler);
    return () => {
      for (const [name, handler] of entries) zr.off(name, handler);
    };
  }, [chart, zrEventHandlers]);

  return <div ref={divRef} className={className} style={{ ...style, width, height }} />;
}
