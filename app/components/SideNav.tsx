import { Link, useLocation } from "@remix-run/react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { activeTabFor } from "~/kernel/tabs";
import { MAIN_DESTINATIONS } from "./main-destinations";

/**
 * The main navigation on a wide window (from `lg`, where the bottom tab bar hides): the five
 * destinations, then `more` (a signed-in member's own pages, from the member's chrome). It comes
 * after the header and before the page in the document, so keyboard focus meets it in that order.
 */
export function SideNav({ more }: { more: ReactNode }) {
  const active = activeTabFor(useLocation().pathname);
  return (
    <nav
      aria-label="Main"
      className="hidden shrink-0 border-r border-border px-3 py-6 lg:sticky lg:top-14 lg:block lg:h-[calc(100dvh-3.5rem)] lg:w-56 lg:overflow-y-auto"
    >
      <ul className="space-y-1">
        {MAIN_DESTINATIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <SideNavLink to={to} label={label} Icon={Icon} active={active === to} />
          </li>
        ))}
      </ul>
      {more}
    </nav>
  );
}

/** One side-navigation link; the active one is marked as the tab bar marks it (aria-current, primary colour). */
export function SideNavLink({
  to,
  label,
  Icon,
  active,
}: {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  active: boolean;
}) {
  return (
    <Link
      to={to}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={`flex min-h-[44px] items-center gap-3 rounded-lg px-3 text-sm font-medium ${
        active ? "bg-primary/10 text-primary" : "text-muted hover:bg-border/40 hover:text-fg"
      }`}
    >
      <Icon width={20} height={20} strokeWidth={active ? 2.4 : 1.8} />
      <span>{label}</span>
    </Link>
  );
}
