import { useFetcher, useFormAction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { PastureFeedPage, PasturePostView } from "~/kernel/pasture/views";

/**
 * "Load more": the next page comes from the page's own loader (?before=) and is appended in place.
 * A new first page (after a post, a revalidation) starts the feed over; a post already shown is not
 * shown twice. Focus moves to the first new post once it is on the page, so a keyboard user goes on
 * reading where the new posts begin.
 */
export function useFeedPages(first: PastureFeedPage) {
  const fetcher = useFetcher<PastureFeedPage>();
  const pageUrl = useFormAction();
  const [older, setOlder] = useState<{ posts: PasturePostView[]; nextCursor: string | null }>({ posts: [], nextCursor: first.nextCursor });
  const [source, setSource] = useState(first);
  if (source !== first) {
    setSource(first);
    setOlder({ posts: [], nextCursor: first.nextCursor });
  }
  // Only a page this hook asked for is appended, once: not the same answer again after a revalidation.
  const requested = useRef(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const page = fetcher.data;
    if (!page || fetcher.state !== "idle" || !requested.current) return;
    requested.current = false;
    const seen = new Set([...first.posts, ...older.posts].map((post) => post.id));
    const added = page.posts.filter((post) => !seen.has(post.id));
    focusNext.current = added[0]?.anchor ?? null;
    setOlder({ posts: [...older.posts, ...added], nextCursor: page.nextCursor });
  }, [fetcher.data, fetcher.state, first.posts, older.posts]);

  useEffect(() => {
    const anchor = focusNext.current;
    if (!anchor) return;
    focusNext.current = null;
    document.getElementById(anchor)?.focus();
  }, [older.posts]);

  const loadMore = () => {
    if (!older.nextCursor) return;
    const url = new URL(pageUrl, window.location.origin);
    url.searchParams.set("before", older.nextCursor);
    requested.current = true;
    fetcher.load(`${url.pathname}${url.search}`);
  };

  return { posts: [...first.posts, ...older.posts], nextCursor: older.nextCursor, loadMore, loading: fetcher.state === "loading" };
}
