import { useMemo, type RefObject } from "react";
import { chapterReading } from "~/kernel/audio/chapter-reading";
import type { AudioSource } from "~/kernel/audio/player";
import { chapterLabel } from "~/kernel/bible/navigation";
import { PLAYER_LABELS } from "~/kernel/copy/audio";
import type { Chapter } from "~/kernel/bible/chapter";
import { useReadAlongIndex, useReadAlongScroll } from "../audio/ReadAlong";

/** The read-along attributes of one unit of the chapter (its name, a title, a verse). */
export interface ReadAlongUnit {
  "data-sentence": number | undefined;
  "data-reading": "true" | undefined;
}

/**
 * Listen on a chapter of the reader (docs/decisions/032-listening-to-a-chapter.md): what the player
 * reads (the same chapterReading the server builds the audio's text with), and, per unit, the
 * attributes that mark
 * the verse being read; the page keeps that verse in view within `container` while it plays.
 */
export function useChapterAudio(
  { book, chapter, verses, headings }: Pick<Chapter, "book" | "chapter" | "verses" | "headings">,
  container: RefObject<HTMLElement | null>
): { source: AudioSource; unit: (blockId: string) => ReadAlongUnit } {
  const reading = useMemo(() => chapterReading({ book, chapter, verses, headings }), [book, chapter, verses, headings]);
  const firstOf = useMemo(() => new Map(reading.blocks.map((block) => [block.id, block.first])), [reading]);
  const source = useMemo<AudioSource>(
    () => ({
      cacheKey: reading.cacheKey,
      title: chapterLabel(book, chapter),
      collection: PLAYER_LABELS.chapterCollection,
      artwork: null,
      sentences: reading.sentences,
    }),
    [reading, book, chapter]
  );
  const current = useReadAlongIndex(reading.cacheKey);
  useReadAlongScroll(container, reading.cacheKey);
  const unit = (blockId: string): ReadAlongUnit => {
    const index = firstOf.get(blockId);
    return { "data-sentence": index, "data-reading": index !== undefined && index === current ? "true" : undefined };
  };
  return { source, unit };
}
