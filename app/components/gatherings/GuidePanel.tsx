import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import type { DiscussionGuideView } from "~/kernel/gatherings/views";

/** The gathering's discussion guide, beside the video: prayer, passage, questions, prayer. */
export function GuidePanel({ guide }: { guide: DiscussionGuideView | null }) {
  if (!guide) return <p className="text-sm text-muted">{C.room.guideEmpty}</p>;
  return (
    <div className="space-y-4 text-sm leading-relaxed">
      <section>
        <h3 className="font-semibold">{C.room.openingPrayer}</h3>
        <p>{guide.openingPrayer}</p>
      </section>
      <section>
        <h3 className="font-semibold">
          {C.room.passage}:{" "}
          {/* A new tab, so reading the passage does not take him out of the room. */}
          <a href={guide.passage.href} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
            {guide.passage.reference}
          </a>
        </h3>
        <blockquote className="border-l-2 border-border pl-3 font-serif">{guide.passage.text}</blockquote>
      </section>
      <section>
        <h3 className="font-semibold">{C.room.questions}</h3>
        <ol className="list-decimal space-y-1 pl-5">
          {guide.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      </section>
      <section>
        <h3 className="font-semibold">{C.room.closingPrayer}</h3>
        <p>{guide.closingPrayer}</p>
      </section>
    </div>
  );
}
