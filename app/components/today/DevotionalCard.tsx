import { useId, type ReactNode } from "react";
import type { Devotional } from "~/lib/devotional";
import { DEVOTIONAL_COPY, TODAY_LABELS } from "~/lib/copy/today";

/** Paragraphs of the devotional's text (blank lines separate them). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The day's devotional (spec §2): artwork, theme, title, passage in the World English Bible, the
 * text, "Reflect on this:", and the actions the page passes in.
 */
export function DevotionalCard({
  devotional,
  actions,
  audioSlot,
}: {
  devotional: Devotional;
  /** Mark Complete and Gather Your Thoughts (or what stands in their place). */
  actions?: ReactNode;
  /** Where the audio "Listen" button goes once audio lands (spec §2, §4 Audio). */
  audioSlot?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card overflow-hidden p-0">
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
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">
          <span className="sr-only">{TODAY_LABELS.themeLabel}: </span>
          {devotional.theme}
        </p>
        <h2 id={titleId} className="mt-1 font-serif text-2xl font-bold leading-tight">
          {devotional.title}
        </h2>
        {audioSlot}
        <figure className="mt-4 rounded-xl border-l-4 border-primary bg-primary/5 p-4">
          <blockquote className="font-serif text-lg italic leading-relaxed">
            <p>{devotional.passage_text}</p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-primary" data-testid="devotional-passage">
            <cite className="not-italic">{devotional.passage}</cite>
            <span className="font-normal text-muted"> · {TODAY_LABELS.scriptureVersion}</span>
          </figcaption>
        </figure>
        <div className="mt-4 space-y-3 leading-relaxed">
          {paragraphs(devotional.content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-5 rounded-xl border border-accent/50 bg-accent/10 p-4">
          <p className="font-semibold">{DEVOTIONAL_COPY.reflectLabel}</p>
          <p className="mt-1 leading-relaxed">{devotional.reflection}</p>
        </div>
        {actions ? <div className="mt-5 flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </article>
  );
}
