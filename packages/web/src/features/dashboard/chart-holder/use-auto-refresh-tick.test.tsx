import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAutoRefreshTick } from './use-auto-refresh-tick.ts';

function Tick({ seconds, isPaused }: { seconds: number; isPaused: boolean }) {
  return <span data-test="tick">{useAutoRefreshTick(seconds, isPaused)}</span>;
}

describe('useAutoRefreshTick', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts once per interval and stops while paused or set to 0', () => {
    const view = render(<Tick seconds={10} isPaused={false} />);
    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByTestId('tick').textContent).toBe('2');
    view.rerender(<Tick seconds={10} isPaused />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('tick').textContent).toBe('2');
    view.rerender(<Tick seconds={0} isPaused={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('tick').textContent).toBe('2');
    view.rerender(<Tick seconds={5} isPaused={false} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('tick').textContent).toBe('3');
  });
});
