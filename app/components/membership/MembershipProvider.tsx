import { useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { SUBSCRIPTION_REFRESH_MS, type MembershipState } from "~/kernel/membership";

const MembershipContext = createContext<MembershipState | null>(null);

/** The signed-in member's access state, or null for visitors. */
export function useMembership() {
  return useContext(MembershipContext);
}

/**
 * The root loader's membership snapshot, kept fresh by revalidating the page's loaders every 60 s
 * while the tab is visible and at once when it becomes visible again (a payment or a month's usage
 * may have changed it meanwhile).
 */
export function MembershipProvider({ initial, children }: { initial: MembershipState | null; children: ReactNode }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const signedIn = initial !== null;
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => {
      if (document.visibilityState === "visible") revalidate.current();
    };
    const timer = setInterval(refresh, SUBSCRIPTION_REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [signedIn]);
  return <MembershipContext.Provider value={initial}>{children}</MembershipContext.Provider>;
}
