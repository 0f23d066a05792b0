/**
 * The read-along: the card's text is marked sentence by sentence, the sentence being
 * read is highlighted, and while playing the page scrolls it into view — smoothly, or at once for
 * readers who prefer reduced motion — unless it is already in view above the player.
 */
import { Fragment, useEffect, type RefObject } from "react";
import type { ReadingBlock } from "~/kernel/audio/reading";
import type { SentenceLinks } from "~/kernel/bible/scripture-links";
import { ScriptureText } from "../word/ScriptureText";
import { useReadAlong } from "./AudioPlayerProvider";

/** How the unit being read is marked (devotional sentences, a chapter's verses). */
export const READ_ALONG_MARK =
  "rounded-sm transition-colors duration-300 [box-decoration-break:clone] data-[reading=true]:bg-accent/25 data-[reading=true]:ring-2 data-[reading=true]:ring-accent/25";

/** The index of the unit being read in this reading, or -1 when another (or none) is playing. */
export function useReadAlongIndex(cacheKey: string): number {
  const readAlong = useReadAlong();
  return readAlong.cacheKey === cacheKey ? readAlong.index : -1;
}

/**
 * One block's sentences, each marked with its number in the whole reading; a sentence that cites
 * scripture has its references linked to the reader (`links`, found on the server).
 */
export function ReadAlongText({
  block,
  cacheKey,
  links,
}: {
  block: ReadingBlock | undefined;
  cacheKey: string;
  links?: SentenceLinks;
}) {
  const current = useReadAlongIndex(cacheKey);
  if (!block) return null;
  return (
    <>
      {block.sentences.map((sentence, offset) => {
        const index = block.first + offset;
        return (
          <Fragment key={index}>
            {offset > 0 ? " " : null}
            <span
              data-sentence={index}
              data-reading={index === current ? "true" : undefined}
              className={READ_ALONG_MARK}
            >
              {links?.[index] ? <ScriptureText segments={links[index]} /> : sentence}
            </span>
          </Fragment>
        );
      })}
    </>
  );
}

/** Space kept clear at the top (the sticky header) and bottom (the player and the tab bar). */
const CLEAR_TOP_PX = 72;
const CLEAR_BOTTOM_PX = 260;

/** Scrolls the sentence being read into view within `container`, while this reading is playing. */
export function useReadAlongScroll(container: RefObject<HTMLElement | null>, cacheKey: string) {
  const { cacheKey: reading, index, playing } = useReadAlong();
  useEffect(() => {
    if (!playing || reading !== cacheKey || index < 0) return;
    const sentence = container.current?.querySelector<HTMLElement>(`[data-sentence="${index}"]`);
    if (!sentence) return;
    const { top, bottom } = sentence.getBoundingClientRect();
    if (top >= CLEAR_TOP_PX && bottom <= window.innerHeight - CLEAR_BOTTOM_PX) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sentence.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
  }, [container, cacheKey, reading, index, playing]);
}
