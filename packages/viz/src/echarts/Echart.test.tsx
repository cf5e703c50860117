// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Echart } from './Echart.tsx';

const fake = vi.hoisted(() => {
  const zr = { on: vi.fn(), off: vi.fn() };
  const size = { width: 0, height: 0 };
  const chart = {
    setOption: vi.fn(),
    resize: vi.fn((next: { width: number; height: number }) => Object.assign(size, next)),
    getWidth: () => size.width,
    getHeight: () => size.height,
    dispose: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    getZr: () => zr,
  };
  const init = vi.fn((_el: unknown, _theme: unknown, opts: { width: number; height: number }) => {
    Object.assign(size, { width: opts.width, height: opts.height });
    return chart;
  });
  return { chart, zr, init };
});
vi.mock('echarts/core', () => ({ init: fake.init }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

async function render(element: React.ReactElement) {
  await act(async () => {
    root.render(element);
  });
  // The lazy import of echarts/core resolves on a later tick.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
});

describe('Echart', () => {
  const option = { series: [{ type: 'line', data: [1, 2] }] };

  it('initialises with the size and renderer, then sets the option', async () => {
    await render(<Echart option={option} width={300} height={200} />);
    expect(fake.init).toHaveBeenCalledWith(container.firstChild, undefined, {
      renderer: 'canvas',
      width: 300,
      height: 200,
    });
    expect(fake.chart.setOption).toHaveBeenCalledWith(option, { notMerge: true });
    expect((container.firstChild as HTMLElement).style.width).toBe('300px');
    // Made at its size: no resize, which would lay out and draw the whole chart a second time.
    expect(fake.chart.resize).not.toHaveBeenCalled();
  });

  it('draws without animation when the user prefers reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await render(<Echart option={option} width={300} height={200} />);
      expect(fake.chart.setOption).toHaveBeenCalledWith(
        { ...option, animation: false },
        { notMerge: true },
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sets a new option and resizes on prop changes without re-initialising', async () => {
    await render(<Echart option={option} width={300} height={200} />);
    const next = { series: [{ type: 'bar', data: [3] }] };
    await render(<Echart option={next} width={400} height={250} />);
    expect(fake.init).toHaveBeenCalledTimes(1);
    expect(fake.chart.setOption).toHaveBeenLastCalledWith(next, { notMerge: true });
    expect(fake.chart.resize).toHaveBeenLastCalledWith({ width: 400, height: 250 });
  });

  it('binds and unbinds event handlers, and disposes on unmount', async () => {
    const onClick = vi.fn();
    const onZrClick = vi.fn();
    await render(
      <Echart
        option={option}
        width={300}
        height={200}
        eventHandlers={{ click: onClick }}
        zrEventHandlers={{ click: onZrClick }}
      />,
    );
    expect(fake.chart.on).toHaveBeenCalledWith('click', onClick);
    expect(fake.zr.on).toHaveBeenCalledWith('click', onZrClick);
    await act(async () => root.unmount());
    expect(fake.chart.off).toHaveBeenCalledWith('click', onClick);
    expect(fake.zr.off).toHaveBeenCalledWith('click', onZrClick);
    expect(fake.chart.dispose).toHaveBeenCalledTimes(1);
    root = createRoot(container);
  });
});
