import { useId, useMemo, useRef, type ReactNode } from "react";
import type { Devotional } from "~/kernel/devotional";
import { devotionalReading } from "~/kernel/audio/reading";
import type { DevotionalLinks } from "~/kernel/bible/scripture-links";
import { TODAY_LABELS } from "~/kernel/copy/today";
import { ReadAlongText, useReadAlongScroll } from "../audio/ReadAlong";

/**
 * The day's devotional: artwork, theme, title, passage in the World English Bible, the
 * text, "Reflect on this:", and the actions the page passes in. The text is marked sentence by
 * sentence for the audio's read-along; the passage and any reference in the text
 * link to the reader (`links`, parsed on the server: docs/decisions/012-the-word.md).
 */
export function DevotionalCard({
  devotional,
  links,
  actions,
  audioSlot,
  artworkAction,
}: {
  devotional: Devotional;
  /** Its scripture references as links to the reader, found on the server (devotionalLinks). */
  links: DevotionalLinks;
  /** Mark Complete and Gather Your Thoughts (or what stands in their place). */
  actions?: ReactNode;
  /** The audio "Listen" button, under the title. */
  audioSlot?: ReactNode;
  /** "Create artwork", under the image, when the server can paint one (docs/decisions/019). */
  artworkAction?: ReactNode;
}) {
  const titleId = useId();
  const reading = useMemo(() => devotionalReading(devotional), [devotional]);
  const block = (id: string) => reading.blocks.find((candidate) => candidate.id === id);
  const read = (id: string) => <ReadAlongText block={block(id)} cacheKey={reading.cacheKey} links={links.sentences} />;
  const card = useRef<HTMLElement>(null);
  useReadAlongScroll(card, reading.cacheKey);
  return (
    <article ref={card} aria-labelledby={titleId} className="card overflow-hidden p-0">
      {devotional.image_url ? (
        <img
          src={devotional.image_url}
          alt={TODAY_LABELS.artworkAlt(devotional.theme)}
          width={640}
          height={640}
          className="aspect-square w-full bg-border object-cover"
        />
      ) : null}
      <div className="p-5">
        {artworkAction ? <div className="mb-4 flex justify-end">{artworkAction}</div> : null}
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">
          <span className="sr-only">{TODAY_LABELS.themeLabel}: </span>
          {devotional.theme}
        </p>
        <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold leading-tight">
          {read("title")}
        </h2>
        {audioSlot}
        <figure className="mt-4 rounded-xl border-l-4 border-primary bg-primary/5 p-4">
          <blockquote className="font-serif text-lg italic leading-relaxed">
            <p>{read("passage-text")}</p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-primary" data-testid="devotional-passage">
            <cite className="not-italic">{read("passage")}</cite>
            <span className="font-normal text-muted"> · {TODAY_LABELS.scriptureVersion}</span>
          </figcaption>
        </figure>
        <div className="mt-4 max-w-prose space-y-3 leading-relaxed">
          {reading.blocks
            .filter((paragraph) => paragraph.id.startsWith("content-"))
            .map((paragraph) => (
              <p key={paragraph.id}>
                <ReadAlongText block={paragraph} cacheKey={reading.cacheKey} links={links.sentences} />
              </p>
            ))}
        </div>
        <div className="mt-5 rounded-xl border border-accent/50 bg-accent/10 p-4">
          <p className="font-semibold">{read("reflect-label")}</p>
          <p className="mt-1 leading-relaxed">{read("reflection")}</p>
        </div>
        {actions ? <div className="mt-5 flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </article>
  );
}
