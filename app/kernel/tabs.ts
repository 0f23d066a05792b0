import { TABS } from "./copy/shell";

/** Which bottom tab a path belongs to ("/" only matches itself; others match their subtree). */
export function activeTabFor(pathname: string): (typeof TABS)[number]["to"] | null {
  if (pathname === "/") return "/";
  const match = TABS.find((tab) => tab.to !== "/" && (pathname === tab.to || pathname.startsWith(`${tab.to}/`)));
  return match ? match.to : null;
}
