import { useEffect, useState } from 'react';

/** A counter that goes up every `seconds` (0: never) while not paused; charts refresh when it changes. */
export function useAutoRefreshTick(seconds: number, isPaused: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (seconds <= 0 || isPaused) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, isPaused]);
  return tick;
}
