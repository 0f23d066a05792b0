/**
 * /prayer as the member sees it, composed from each part's own reader. Each part of the page adds
 * its field to `PrayerPageView` and one line here.
 */
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { PrayerPageView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { prayerGatheringsFor } from "./gatherings.server";
import { prayerReminderFor } from "./reminder.server";
import { requestRowsQuery, requestView } from "./views.server";

function myFlocks(db: Database, scope: Pick<MemberScope, "id">) {
  return db
    .select({ id: flocks.id, name: flocks.name })
    .from(flockMembers)
    .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
    .where(eq(flockMembers.user_id, scope.id))
    .orderBy(asc(flocks.name));
}

/** `admin`: the session's administrator standing (an administrator may schedule prayer gatherings for The Pasture). */
export async function prayerPage(db: Database, scope: MemberScope, { admin = false }: { admin?: boolean } = {}): Promise<PrayerPageView> {
  const mine = eq(prayerRequests.user_id, scope.id);
  const [open, answered, flockChoices] = await db.batch([
    requestRowsQuery(db, scope, and(mine, isNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.created_at)),
    requestRowsQuery(db, scope, and(mine, isNotNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.answered_at)),
    myFlocks(db, scope),
  ]);
  return {
    mine: open.map((row) => requestView(row, scope)),
    answered: answered.map((row) => requestView(row, scope)),
    flocks: flockChoices,
    gatherings: await prayerGatheringsFor(db, { member: scope, admin }),
    reminder: await prayerReminderFor(db, scope),
  };
}
