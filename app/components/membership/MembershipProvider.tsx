import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { SUBSCRIPTION_REFRESH_MS, type MembershipState } from "~/kernel/membership";

const MembershipContext = createContext<MembershipState | null>(null);

/** The signed-in member's access state, or null for visitors. */
export function useMembership() {
  return useContext(MembershipContext);
}

async function fetchMembership(): Promise<MembershipState | null> {
  const response = await fetch("/api/check-subscription", { method: "POST" });
  if (!response.ok) return null;
  const body = (await response.json()) as MembershipState;
  return {
    premium: body.premium,
    plan_type: body.plan_type,
    status: body.status,
    trial_end: body.trial_end,
    current_period_end: body.current_period_end,
    warnings: body.warnings,
  };
}

/**
 * Starts from the server render and calls check-subscription every 60 s while the app is open,
 * when the tab becomes visible again, and on each page change (usage may have moved).
 */
export function MembershipProvider({ initial, children }: { initial: MembershipState | null; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const { pathname } = useLocation();
  useEffect(() => setState(initial), [initial]);
  useEffect(() => {
    if (!initial) return;
    let cancelled = false;
    const refresh = () =>
      fetchMembership()
        .then((next) => {
          if (!cancelled && next) setState(next);
        })
        .catch(() => {
          // A missed refresh keeps the last known state; the next tick tries again.
        });
    const timer = setInterval(refresh, SUBSCRIPTION_REFRESH_MS);
    const onVisible = () => document.visibilityState === "visible" && refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [initial, pathname]);
  return <MembershipContext.Provider value={state}>{children}</MembershipContext.Provider>;
}
