import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once for each answer a fetcher brings back — not again when the component
 * re-renders with the same answer (a toast per save, not per render).
 */
export function useFetcherResult<T>(fetcher: { state: string; data: T | undefined }, onResult: (data: T) => void) {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
