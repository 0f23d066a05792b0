/**
 * Everything /pasture shows, read in ONE D1 batch for the member looking: the feed page (posts,
 * their comments, their reactions), what he can share today, and the gatherings he may join. With his basics (read once per
 * request for every page) that is the page's two round trips.
 */
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import type { PastureFeedPage, PastureView } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { gatheringCards, upcomingGatheringsStatement } from "../gatherings/cards.server";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { feedPage, feedPageFrom, feedPageStatements, parseFeedCursor } from "./feed.server";
import { shareOptionsFrom, shareOptionStatements } from "./shares.server";
import type { CommentRow, PostRow, ReactionCountRow } from "./views.server";

function cursorOf(before: string | undefined): Outcome<{ cursor: { at: Date; id: string } | null }> {
  if (!before) return succeed({ cursor: null });
  const cursor = parseFeedCursor(before);
  return cursor ? succeed({ cursor }) : refuse(400, PASTURE_COPY.badCursor, { field: "before" });
}

/** A page of the feed after `before` ("Load more"). */
export async function pastureFeed(db: Database, member: MemberScope, before?: string): Promise<Outcome<PastureFeedPage>> {
  const cursor = cursorOf(before);
  if (!cursor.ok) return cursor;
  return succeed(await feedPage(db, member, cursor.cursor));
}

/** The whole page: the feed after `before` (the first page without it) and his share options. */
export async function pastureView(
  db: Database,
  member: MemberScope,
  { before, suspended, crisisResources }: { before?: string; suspended: boolean; crisisResources: boolean },
): Promise<Outcome<PastureView>> {
  const cursor = cursorOf(before);
  if (!cursor.ok) return cursor;
  const [rows, comments, reactions, devotional, days, upcoming] = await db.batch([
    ...feedPageStatements(db, member, cursor.cursor),
    ...shareOptionStatements(db, member),
    upcomingGatheringsStatement(db, member),
  ]);
  const page = feedPageFrom(member, [rows as PostRow[], comments as CommentRow[], reactions as ReactionCountRow[]]);
  return succeed({
    ...page,
    shareOptions: shareOptionsFrom(devotional, days),
    gatherings: gatheringCards(upcoming, member),
    suspended,
    crisisResources,
  });
}
