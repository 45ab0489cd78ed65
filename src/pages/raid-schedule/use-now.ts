import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while the component is mounted. The interval belongs
 * to this component instance: started on mount, cleared on unmount, so two widgets never share a timer.
 * @param intervalMs @default 30000
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
