import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useHubMessages } from "~/components/notifications/useRealtimeNotifications";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { NEW_POST_MESSAGE } from "~/kernel/pasture/rules";

const isNewPost = (message: unknown) => typeof message === "object" && message !== null && (message as { type?: unknown }).type === NEW_POST_MESSAGE;

/**
 * "3 new posts": others posted while he reads (his hub socket says so). Nothing is fetched until he
 * taps it; then the feed reloads and he is taken to its top.
 */
export function NewPostsPill({ onShow }: { onShow(): void }) {
  const [count, setCount] = useState(0);
  const revalidator = useRevalidator();
  useHubMessages((message) => {
    if (isNewPost(message)) setCount((current) => current + 1);
  });
  return (
    <div aria-live="polite" className="pointer-events-none sticky top-16 z-30 flex justify-center">
      {count > 0 ? (
        <button
          type="button"
          onClick={() => {
            setCount(0);
            revalidator.revalidate();
            onShow();
          }}
          className="btn-primary pointer-events-auto rounded-full shadow-lg"
        >
          {PASTURE_COPY.newPosts(count)}
        </button>
      ) : null}
    </div>
  );
}
