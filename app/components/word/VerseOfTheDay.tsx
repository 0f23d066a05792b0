import { Link } from "@remix-run/react";
import { useState } from "react";
import { chapterHref, verseImageHref } from "~/kernel/bible/navigation";
import { VERSE_OF_THE_DAY_COPY } from "~/kernel/copy/word";
import type { VerseOfTheDay as VerseOfTheDayData } from "~/kernel/bible/chapter";
import { VerseImageDialog, type VerseImage } from "./VerseImageDialog";

/** The day's curated verse, its reference into the reader, and its image. */
export function VerseOfTheDay({ verse }: { verse: VerseOfTheDayData }) {
  const [image, setImage] = useState<VerseImage | null>(null);
  return (
    <section aria-labelledby="word-votd-heading" className="card mt-4 bg-gradient-to-br from-surface to-primary/5 lg:max-w-content">
      <h2 id="word-votd-heading" className="text-xs font-semibold uppercase tracking-wider text-muted">
        {VERSE_OF_THE_DAY_COPY.heading}
      </h2>
      <blockquote className="mt-2 font-serif text-lg leading-relaxed">
        <p>“{verse.text}”</p>
      </blockquote>
      <p className="mt-2 font-semibold">
        <Link
          to={chapterHref(verse.book, verse.chapter, verse.verseStart, verse.verseEnd)}
          className="text-primary underline underline-offset-4"
        >
          {verse.reference}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            setImage({
              reference: verse.reference,
              url: verseImageHref(verse.book, verse.chapter, verse.verseStart, verse.verseEnd, verse.focus),
              fileName: `${verse.book}-${verse.chapter}-${verse.verseStart}${
                verse.verseEnd > verse.verseStart ? `-${verse.verseEnd}` : ""
              }`,
            })
          }
        >
          {VERSE_OF_THE_DAY_COPY.image}
        </button>
      </div>
      <VerseImageDialog image={image} onClose={() => setImage(null)} />
    </section>
  );
}
