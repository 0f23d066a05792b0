import type { ReactNode } from "react";

/**
 * One labelled section of a flock's page. A section whose work has not landed yet (prayer
 * requests) shows its heading and a quiet line, so the page keeps its shape.
 */
export function SectionPlace({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="card space-y-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
