import { Link } from "@remix-run/react";
import { memo, type ReactNode, useRef } from "react";
import { GatheringList } from "~/components/gatherings/GatheringCard";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import type { PastureView } from "~/kernel/pasture/views";
import { Composer } from "./Composer";
import { CrisisCard } from "./CrisisCard";
import { NewPostsPill } from "./NewPostsPill";
import { PostCard } from "./PostCard";
import { useStickyIfFits } from "../ui/useStickyIfFits";
import { useFeedPages } from "./useFeedPages";
import { useHashFocus } from "./useHashFocus";

/**
 * From `lg` the page is two columns: the heading, then the composer and feed on the left; the series
 * library and upcoming gatherings on the right, level with the heading, so reading order (and Tab's,
 * which follows the DOM) runs heading, side column, feed on a laptop as on a phone, where they stack.
 * The last row takes any height the side column needs beyond the heading's, so the feed never drops.
 * Every part is placed explicitly: the new-posts pill spans the left column's rows (it overlaps
 * them, as it floats over the feed), so it stays stuck in view while the feed scrolls.
 */
const PASTURE_COLUMNS = "lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-8";

/**
 * The side column, stuck in view while it fits. Its own component: the render after it measures
 * itself on mount is its alone, not the whole page's again.
 */
function SideColumn({ children }: { children: ReactNode }) {
  const side = useStickyIfFits<HTMLDivElement>();
  return (
    <div ref={side.ref} className={`lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start ${side.className}`}>
      {children}
    </div>
  );
}

/**
 * /pasture: the men's feed, newest first, with the composer above it and gatherings beside it.
 * Memoised: the router renders its route again when only its own state changed (e.g. the routes
 * the page links to were discovered); with the same view the screen stops there, and only what
 * reads the router itself (the feed's fetcher, the composer, links) renders again.
 */
export const PastureScreen = memo(function PastureScreen({ view }: { view: PastureView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHashFocus();

  return (
    <main id="main" className={`mx-auto max-w-content px-4 pb-28 pt-6 lg:max-w-5xl ${PASTURE_COLUMNS}`}>
      <NewPostsPill
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
        onShow={() => {
          window.scrollTo({ top: 0 });
          heading.current?.focus({ preventScroll: true });
        }}
      />
      <div className="lg:col-start-1 lg:row-start-1">
        <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold">
          {PASTURE_COPY.title}
        </h1>
        <p className="mt-1 text-muted">{PASTURE_COPY.subtitle}</p>
        {view.crisisResources ? (
          <div className="mt-4">
            <CrisisCard />
          </div>
        ) : null}
      </div>

      <SideColumn>
        <p className="mt-3 lg:mt-0">
          <Link to="/pasture/library" className="font-semibold text-primary underline underline-offset-4">
            {PASTURE_COPY.libraryLink}
          </Link>
        </p>
        <div className="mt-6 lg:mt-4">
          <GatheringList gatherings={view.gatherings} heading={PASTURE_COPY.upcomingGatherings} emptyText={PASTURE_COPY.noGatherings} />
        </div>
      </SideColumn>

      <div className="lg:col-start-1 lg:row-start-2">
        <div className="mt-6">
          {view.suspended ? (
            <p role="note" className="card border-danger text-sm">
              {PASTURE_COPY.suspended}
            </p>
          ) : (
            <Composer shareOptions={view.shareOptions} />
          )}
        </div>
        <Feed view={view} />
      </div>
    </main>
  );
});

/**
 * The posts and "Load more". Its own component: the next page comes through a fetcher, which renders
 * it again on every change of the router's state; the screen around it does not render with it.
 */
function Feed({ view }: { view: PastureView }) {
  const { posts, nextCursor, loadMore, loading } = useFeedPages(view);
  return (
    <>
      <section aria-label={PASTURE_COPY.feedLabel} className="mt-6 space-y-4">
        {posts.length === 0 ? (
          <p className="card text-center text-muted">{PASTURE_COPY.empty}</p>
        ) : (
          posts.map((post) => <PostCard key={post.id} post={post} suspended={view.suspended} />)
        )}
      </section>

      {nextCursor ? (
        <p className="mt-6 text-center">
          <button type="button" onClick={loadMore} disabled={loading} aria-busy={loading || undefined} className="btn-secondary">
            {loading ? PASTURE_COPY.loadingMore : PASTURE_COPY.loadMore}
          </button>
        </p>
      ) : posts.length > 0 ? (
        <p className="mt-6 text-center text-sm text-muted">{PASTURE_COPY.endOfFeed}</p>
      ) : null}
    </>
  );
}
