import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHubMessages } from "~/components/notifications/useRealtimeNotifications";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { NEW_POST_MESSAGE } from "~/kernel/pasture/rules";

const isNewPost = (message: unknown) => typeof message === "object" && message !== null && (message as { type?: unknown }).type === NEW_POST_MESSAGE;

/**
 * "3 new posts": others posted while he reads (his hub socket says so). Nothing is fetched until he
 * taps it; then the feed reloads and he is taken to its top.
 */
export function NewPostsPill({ onShow, className = "" }: { onShow(): void; className?: string }) {
  const [count, setCount] = useState(0);
  const revalidator = useRevalidator();
  // He is taken to the top once the new posts are there, not before (a re-render would move him).
  const showWhenLoaded = useRef(false);
  const show = useRef(onShow);
  show.current = onShow;
  useEffect(() => {
    if (revalidator.state !== "idle" || !showWhenLoaded.current) return;
    showWhenLoaded.current = false;
    show.current();
  }, [revalidator.state]);
  useHubMessages((message) => {
    if (isNewPost(message)) setCount((current) => current + 1);
  });
  return (
    <div aria-live="polite" className={`pointer-events-none sticky top-16 z-30 flex justify-center ${className}`}>
      {count > 0 ? (
        <button
          type="button"
          onClick={() => {
            setCount(0);
            showWhenLoaded.current = true;
            revalidator.revalidate();
          }}
          className="btn-primary pointer-events-auto rounded-full shadow-lg"
        >
          {PASTURE_COPY.newPosts(count)}
        </button>
      ) : null}
    </div>
  );
}
