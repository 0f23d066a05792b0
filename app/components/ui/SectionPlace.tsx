import type { ReactNode } from "react";

/**
 * One labelled card section of a page with several parts (a flock's page, /prayer): its heading
 * names the region for screen readers and the page's outline.
 */
export function SectionPlace({ id, title, className = "", children }: { id: string; title: string; className?: string; children?: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`card space-y-3 ${className}`}>
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
