/**
 * While a page's loader runs on a client-side navigation (the onboarding check among them: a
 * spinner shows while it runs), a small spinner under the header says "Loading...". It waits
 * a moment before appearing so fast navigations do not flicker.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { NAVIGATION_PENDING } from "~/kernel/copy/shell";

export function NavigationSpinner() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), NAVIGATION_PENDING.delayMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center">
      {visible ? (
        <span className="flex items-center gap-2 rounded-full bg-surface px-3 py-1.5 text-sm text-muted shadow">
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-border border-t-primary" />
          {NAVIGATION_PENDING.label}
        </span>
      ) : null}
    </div>
  );
}
