import type { ReactNode } from "react";

/** A wide table that scrolls sideways on a phone: the scrolling region takes keyboard focus (to be scrolled by keyboard) and has a name. */
export function ScrollTable({ label, className = "mt-4", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${className} overflow-x-auto focus:outline focus:outline-2 focus:outline-primary`}>
      {children}
    </div>
  );
}
