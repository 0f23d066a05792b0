import { TABS } from "./copy/shell";

/** Which of these destinations a path belongs to ("/" only matches itself; others match their subtree). */
export function activeDestination<T extends string>(pathname: string, destinations: readonly { to: T }[]): T | null {
  if (pathname === "/") return destinations.some((destination) => destination.to === "/") ? ("/" as T) : null;
  const match = destinations.find((d) => d.to !== "/" && (pathname === d.to || pathname.startsWith(`${d.to}/`)));
  return match ? match.to : null;
}

/** Which main destination (bottom tab, or side navigation on a wide window) a path belongs to. */
export function activeTabFor(pathname: string): (typeof TABS)[number]["to"] | null {
  return activeDestination(pathname, TABS);
}
