/**
 * /prayer as the member sees it, composed from each part's own reader. Each part of the page adds
 * its field to `PrayerPageView` and one line here.
 */
import { asc, eq } from "drizzle-orm";
import type { PrayerPageView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { prayerGatheringsFor } from "./gatherings.server";
import { praiseReports, prayingList } from "./praying.server";
import { prayerReminderFor } from "./reminder.server";
import { myRequestQueries } from "./requests.server";
import { requestView } from "./views.server";

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
  const [praying, praise, gatherings, reminder] = [prayingList(db, scope), praiseReports(db, scope), prayerGatheringsFor(db, { member: scope, admin }), prayerReminderFor(db, scope)];
  const [open, answered, flockChoices] = await db.batch([...myRequestQueries(db, scope), myFlocks(db, scope)]);
  return {
    mine: open.map((row) => requestView(row, scope)),
    answered: answered.map((row) => requestView(row, scope)),
    flocks: flockChoices,
    praying: await praying,
    praise: await praise,
    gatherings: await gatherings,
    reminder: await reminder,
  };
}
