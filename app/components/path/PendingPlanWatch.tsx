import { lazy, Suspense } from "react";
import { usePendingPlan } from "./pending-plan-store";

const PendingPlanPoller = lazy(() => import("./PendingPlanPoller"));

/**
 * In the layout (app/root.tsx), so polling survives navigation and resumes after a reload. Only
 * the record check is in every page's first load; the poller and its copy load while a plan is
 * being written (docs/decisions/006: the shell must not grow).
 */
export function PendingPlanWatch({ signedIn }: { signedIn: boolean }) {
  const pending = usePendingPlan();
  if (!signedIn || !pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingPlanPoller key={`${pending.planId}:${pending.startedAt}`} pending={pending} />
    </Suspense>
  );
}
