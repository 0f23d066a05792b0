import { useEffect, useRef, useState } from "react";

/** Room kept above a sticky column: the sticky header (3.5rem) and a little air. */
const TOP_OFFSET_PX = 80;

/**
 * A side column that stays in view while the column beside it scrolls, but only while it fits in
 * the window below the header: a taller one would hide its own end until the page ran out, so it
 * scrolls with the page instead. Returns the ref to put on the column and the classes that stick it from `lg`.
 */
export function useStickyIfFits<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFits(element.offsetHeight + TOP_OFFSET_PX <= window.innerHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return { ref, className: fits ? "lg:sticky lg:top-20" : "" };
}
