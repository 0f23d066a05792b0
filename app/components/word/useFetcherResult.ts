import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";

/** The answer to one of the reader's form posts (app/server/word/actions.server.ts): a Conform reply. */
export type WordReply = SubmissionResult<string[]>;

/** What a refused reply says, the form's own message first, then its fields' in order. */
export function refusalMessage(reply: WordReply): string | undefined {
  const { "": formErrors, ...fieldErrors } = reply.error ?? {};
  return [...(formErrors ?? []), ...Object.values(fieldErrors).flatMap((messages) => messages ?? [])][0];
}

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
