import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { apiClient } from "~/browser/api-client";
import { GENERATION_COPY } from "~/kernel/copy/path";
import {
  decidePoll,
  PLAN_POLL_INTERVAL_MS,
  PLAN_READY_TOAST_MS,
  PLAN_TIMEOUT_TOAST_MS,
  type PendingPlan,
  type PollAnswer,
} from "~/kernel/path/pending-plan";
import { useToast } from "../toast/ToastProvider";
import { dropPendingPlan } from "./pending-plan-store";

async function ask(planId: string): Promise<PollAnswer | null> {
  try {
    const response = await apiClient.plans[":planId"].status.$get({ param: { planId: encodeURIComponent(planId) } }, { headers: { Accept: "application/json" } });
    if (response.status === 404) return "gone";
    if (!response.ok) return null;
    const body = await response.json();
    if (body.ready) return "ready";
    return body.status === "failed" ? "failed" : "waiting";
  } catch {
    // Offline for a moment: keep waiting, the clock still runs out at 5 minutes.
    return null;
  }
}

/**
 * Plan generation: while the pending record exists, ask every 5 s whether the plan has its
 * days; then "Your plan is ready" with View Plan (10 s), or after 5 minutes the timeout warning.
 * Loaded by PendingPlanWatch (in the layout) only while there is a record.
 */
export default function PendingPlanPoller({ pending }: { pending: PendingPlan }) {
  const { toast } = useToast();
  const { revalidate } = useRevalidator();
  const { planId, startedAt } = pending;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await ask(pending.planId);
      if (stopped) return;
      const decision = decidePoll(pending, answer, Date.now());
      if (decision.kind === "wait") {
        timer = setTimeout(poll, PLAN_POLL_INTERVAL_MS);
        return;
      }
      dropPendingPlan();
      if (decision.kind === "ready") {
        toast({
          title: GENERATION_COPY.readyTitle,
          variant: "success",
          duration: PLAN_READY_TOAST_MS,
          action: { label: GENERATION_COPY.viewPlan, to: `/path/${pending.planId}` },
        });
        revalidate();
      } else if (decision.kind === "give-up") {
        toast({
          title: GENERATION_COPY.timeoutTitle,
          description: GENERATION_COPY.timeoutText,
          variant: "warning",
          duration: PLAN_TIMEOUT_TOAST_MS,
        });
      } else if (decision.kind === "failed") {
        toast({ title: GENERATION_COPY.failedTitle, description: GENERATION_COPY.failedText, variant: "error" });
        revalidate();
      }
    };
    timer = setTimeout(poll, PLAN_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The record's identity (id and start), not the parsed object, decides whether polling starts over.
  }, [planId, startedAt, toast, revalidate]);

  return null;
}
