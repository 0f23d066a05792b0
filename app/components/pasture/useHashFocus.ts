import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * A link to /pasture#post-… (a mention notification) lands on that post: scrolled into view and
 * focused, so a screen reader starts there too.
 */
export function useHashFocus() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!(target instanceof HTMLElement) || target.tagName !== "ARTICLE") return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [hash]);
}
