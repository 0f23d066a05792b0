import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a phone: the scrolling region takes keyboard focus (so it
 * can be scrolled by keyboard) and is named by `label` or by the heading `labelledBy` points to.
 */
export function ScrollTable({
  label,
  labelledBy,
  className = "mt-4",
  children,
}: { label?: string; labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`${className} overflow-x-auto focus:outline focus:outline-2 focus:outline-primary`}
    >
      {children}
    </div>
  );
}
