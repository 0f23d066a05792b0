/**
 * /prayer as the member sees it, composed from each part's own reader. Each part of the page adds
 * its field to `PrayerPageView` and one line here.
 */
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { PrayerPageView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { praiseReports, prayingList } from "./praying.server";
import { requestRowsQuery, requestView } from "./views.server";

function myFlocks(db: Database, scope: Pick<MemberScope, "id">) {
  return db
    .select({ id: flocks.id, name: flocks.name })
    .from(flockMembers)
    .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
    .where(eq(flockMembers.user_id, scope.id))
    .orderBy(asc(flocks.name));
}

export async function prayerPage(db: Database, scope: MemberScope): Promise<PrayerPageView> {
  const mine = eq(prayerRequests.user_id, scope.id);
  const [praying, praise] = [prayingList(db, scope), praiseReports(db, scope)];
  const [open, answered, flockChoices] = await db.batch([
    requestRowsQuery(db, scope, and(mine, isNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.created_at)),
    requestRowsQuery(db, scope, and(mine, isNotNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.answered_at)),
    myFlocks(db, scope),
  ]);
  return {
    mine: open.map((row) => requestView(row, scope)),
    answered: answered.map((row) => requestView(row, scope)),
    flocks: flockChoices,
    praying: await praying,
    praise: await praise,
  };
}
