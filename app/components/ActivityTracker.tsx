import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { apiClient } from "~/browser/api-client";

/** Sends a page_view to track-user-activity for each route change of a signed-in user. */
export function ActivityTracker({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    apiClient["track-user-activity"].$post({ json: { action_type: "page_view", page_route: pathname } }, { init: { keepalive: true } }).catch(() => {
      // Tracking never interrupts the user.
    });
  }, [pathname, signedIn]);
  return null;
}
