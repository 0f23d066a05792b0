/**
 * The read-along (spec §4 Audio): the card's text is marked sentence by sentence, the sentence being
 * read is highlighted, and while playing the page scrolls it into view — smoothly, or at once for
 * readers who prefer reduced motion — unless it is already in view above the player.
 */
import { Fragment, useEffect, type RefObject } from "react";
import type { ReadingBlock } from "~/lib/audio/reading";
import { useReadAlong } from "./AudioPlayerProvider";

/** One block's sentences, each marked with its number in the whole reading. */
export function ReadAlongText({ block, cacheKey }: { block: ReadingBlock | undefined; cacheKey: string }) {
  const readAlong = useReadAlong();
  if (!block) return null;
  const current = readAlong.cacheKey === cacheKey ? readAlong.index : -1;
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
              className="rounded-sm transition-colors duration-300 [box-decoration-break:clone] data-[reading=true]:bg-accent/25 data-[reading=true]:ring-2 data-[reading=true]:ring-accent/25"
            >
              {sentence}
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

/** Scrolls the sentence being read into view within `container`, while this devotional is playing. */
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
