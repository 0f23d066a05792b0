import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Sends a page_view to track-user-activity for each route change of a signed-in user. */
export function ActivityTracker({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    fetch("/api/track-user-activity", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action_type: "page_view", page_route: pathname }),
      keepalive: true,
    }).catch(() => {
      // Tracking never interrupts the user.
    });
  }, [pathname, signedIn]);
  return null;
}
