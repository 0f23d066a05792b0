/** Reading the Today action's answers in the page: once per answer, failures in the person's words. */
import { useEffect, useRef } from "react";
import type { TodayActionAnswer, TodayActionFailure } from "~/kernel/checkin";

/** Calls `onSettled` once for each answer the fetcher brings, when it is back at rest. */
export function useSettled(fetcher: { state: string; data: TodayActionAnswer | undefined }, onSettled: (answer: TodayActionAnswer) => void) {
  // An answer already there when the component mounts was handled by the one before it.
  const handled = useRef(fetcher.data);
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** The refusal's heading (null when it has none) and its first message (null when there is none). */
export function actionFailure(answer: TodayActionFailure): { title: string | null; text: string | null } {
  const messages = Object.values(answer.error ?? {}).flatMap((list) => list ?? []);
  return { title: answer.title ?? null, text: answer.error?.[""]?.[0] ?? messages[0] ?? null };
}
