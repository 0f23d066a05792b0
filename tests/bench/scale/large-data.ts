/**
 * Seeds the scale bench's large data into a local D1 file that already holds the demo seed, through
 * the factories the tests and the demo seed use, on a sqlite-backed D1 binding (./sqlite-binding.ts).
 * The crowd surrounds the demo member: he belongs to some of its flocks, whose members ask his
 * prayers, and its posts fill his Pasture feed; a few of them mention him.
 *
 *   tsx tests/bench/scale/large-data.ts <d1 sqlite file> <factor>
 *
 * Prints one JSON line: the rows written per kind.
 */
import { and, eq, sql } from "drizzle-orm";
import { PRAYER_AUDIENCES } from "../../../app/kernel/prayer/rules";
import type { Devotional } from "../../../app/kernel/devotional";
import { createDb } from "../../../worker/db/client";
import { ensureDevotional } from "../../../worker/domain/devotionals.server";
import { account, memberActiveDays, profiles, user, userActivity } from "../../../worker/db/schema";
import { activeDayRows } from "../../../worker/domain/activity.server";
import type { Env } from "../../../worker/env";
import { DEMO_ADMIN } from "../../../worker/seed/admin-users";
import { DEMO_ACCOUNT } from "../../../worker/seed/demo.server";
import { buildMemberRows, buildUserSeed } from "../../../worker/seed/factories";
import { seedFlock, seedFlockMember } from "../../../worker/seed/flocks";
import { seedWalkHistory } from "../../../worker/seed/history";
import { seedComment, seedPost } from "../../../worker/seed/pasture";
import { seedPrayerRequest } from "../../../worker/seed/prayer";
import { openSqliteBinding } from "./sqlite-binding";

/** The sizes at factor 1. */
export const FULL_SIZES = {
  members: 100_000,
  activity: 3_000_000,
  posts: 200_000,
  commentsPerPost: 2,
  flocks: 20_000,
  prayerRequests: 100_000,
} as const;
/** Members per flock, the leader included (each crowd member is in at most one flock). */
const FLOCK_SIZE = 5;
/** The crowd's flocks the demo member also belongs to. */
const DEMO_FLOCKS = 3;
/** One post in this many mentions the demo member. */
const MENTION_EVERY = 500;
const VIEWS_PER_INSERT = 100;
const DAY_MS = 86_400_000;
const ROUTES = ["/", "/pasture", "/flock", "/prayer", "/journal", "/insights", "/word", "/path"];
const POSTS = [
  "Prayed with my son before school today. He asked to pray for his teacher. Small steps.",
  "Anyone else find the evenings the hardest? I come home with nothing left for my family.",
  "Proverbs 27:17 has been on my mind all week. Grateful for the men who sharpen me.",
  "Finished the plan on patience. Starting it again, because I clearly need it twice.",
];
const COMMENTS = ["Praying for you, brother.", "Same here. Thank you for saying it out loud.", "Amen."];

const [file, factorText] = process.argv.slice(2);
const factor = Number(factorText);
if (!file || !(factor > 0)) throw new Error("usage: large-data.ts <d1 sqlite file> <factor > 0>");
const scaled = (n: number) => Math.max(1, Math.round(n * factor));

const binding = openSqliteBinding(file);
const db = createDb(binding as unknown as D1Database);
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
// A fixed sequence: the same factor seeds the same shape every time.
let state = 20_261_125;
const random = () => {
  // Math.imul keeps the product exact (its low 32 bits): a plain multiply passes 2^53 and rounds, and
  // the sequence then falls into a short cycle (3 million page views landed on about 5,000 members).
  state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fff_ffff;
  return state / 2_147_483_648;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function idOf(email: string) {
  const row = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).get();
  if (!row) throw new Error(`${email} is not seeded: run the demo seed first`);
  return row.id;
}

/** A hash of the factories' default password, from a demo member who signed up with it. */
async function factoryPasswordHash() {
  const row = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, "abel.member@shepherd.local"), eq(account.providerId, "credential")))
    .get();
  if (!row?.password) throw new Error("the demo seed's members are missing: run the demo seed first");
  return row.password;
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += size) await write(rows.slice(at, at + size));
}

const counts: Record<string, number> = {};
const add = (kind: string, n: number) => (counts[kind] = (counts[kind] ?? 0) + n);
let lap = performance.now();
const took = (what: string) => {
  process.stderr.write(`  ${what}: ${((performance.now() - lap) / 1000).toFixed(1)} s\n`);
  lap = performance.now();
};

const demoId = await idOf(DEMO_ACCOUNT.email);
await idOf(DEMO_ADMIN.email);
const hash = await factoryPasswordHash();

// Members, joined over the last 400 days.
const members: string[] = [];
for (let made = 0; made < scaled(FULL_SIZES.members); made += 500) {
  const rows = Array.from({ length: Math.min(500, scaled(FULL_SIZES.members) - made) }, () =>
    buildMemberRows(buildUserSeed({ emailVerified: true }), hash, daysAgo(random() * 400))
  );
  await inChunks(rows, 100, async (chunk) => {
    await db.insert(user).values(chunk.map((row) => row.user));
    await db.insert(account).values(chunk.map((row) => row.account));
    await db.insert(profiles).values(chunk.map((row) => row.profile));
  });
  members.push(...rows.map((row) => row.user.id));
}
add("members", members.length);
took("members");

// Flocks of five; the demo member joins the first few.
const flockOf = new Map<string, string>();
for (let index = 0; index < scaled(FULL_SIZES.flocks) && (index + 1) * FLOCK_SIZE <= members.length; index++) {
  const [leader, ...rest] = members.slice(index * FLOCK_SIZE, (index + 1) * FLOCK_SIZE);
  const flock = await seedFlock(db, { name: `Brothers ${index + 1}`, leaderId: leader!, createdAt: daysAgo(60 + random() * 300) });
  flockOf.set(leader!, flock.id);
  for (const member of rest) {
    await seedFlockMember(db, { flockId: flock.id, userId: member, joinedAt: daysAgo(random() * 60) });
    flockOf.set(member, flock.id);
  }
  if (index < DEMO_FLOCKS) await seedFlockMember(db, { flockId: flock.id, userId: demoId, joinedAt: daysAgo(10) });
  add("flocks", 1);
  add("flock members", FLOCK_SIZE + (index < DEMO_FLOCKS ? 1 : 0));
}
took("flocks");

// Prayer requests: kept private, shared with his flock, or with all of The Pasture.
for (let index = 0; index < scaled(FULL_SIZES.prayerRequests); index++) {
  const author = members[index % members.length]!;
  const flockId = flockOf.get(author);
  const audience = PRAYER_AUDIENCES[index % PRAYER_AUDIENCES.length]!;
  await seedPrayerRequest(db, {
    userId: author,
    audience: audience === "flock" && !flockId ? "private" : audience,
    flockId,
    category: "family",
    createdAt: daysAgo(random() * 45),
  });
}
add("prayer requests", scaled(FULL_SIZES.prayerRequests));
took("prayer requests");

// Pasture posts, each with comments; now and then one mentions the demo member.
for (let index = 0; index < scaled(FULL_SIZES.posts); index++) {
  const at = daysAgo(random() * 60);
  const mentions = index % MENTION_EVERY === 0;
  const postId = await seedPost(db, {
    authorId: pick(members),
    body: mentions ? `@${DEMO_ACCOUNT.username} ${pick(POSTS)}` : pick(POSTS),
    at,
    mentioned: mentions ? [{ id: demoId, username: DEMO_ACCOUNT.username }] : undefined,
  });
  for (let c = 0; c < FULL_SIZES.commentsPerPost; c++) {
    await seedComment(db, { postId, authorId: pick(members), body: pick(COMMENTS), at: new Date(at.getTime() + (c + 1) * 3_600_000) });
  }
}
add("posts", scaled(FULL_SIZES.posts));
add("comments", scaled(FULL_SIZES.posts) * FULL_SIZES.commentsPerPost);
took("comments");

// Each member's daily walk: two weeks or so of completions, check-ins, journal entries and whispers.
const deps = { db, env: {} as Env };
const devotionals = new Map<string, Promise<Devotional>>();
const devotionalFor = (date: string) => {
  if (!devotionals.has(date)) devotionals.set(date, ensureDevotional(deps, date));
  return devotionals.get(date)!;
};
for (const [index, member] of members.entries()) {
  const walked = await seedWalkHistory(deps, { userId: member, timeZone: "America/Chicago", days: 10 + (index % 7), streakDays: index % 9, now, devotionalFor });
  add("completions", walked.completions);
  add("check-ins", walked.checkIns);
  add("journal entries", walked.journalEntries);
  add("whispers", walked.whispers);
}
took("daily walks");

// Page views over the last 60 days, as the activity tracker records them: one insert of
// VIEWS_PER_INSERT rows, prepared once (drizzle builds its SQL once, not once a row), and the days
// they make their members active on, as recordActivity writes them beside each view.
const views = scaled(FULL_SIZES.activity);
const view = (i: number) => ({
  id: sql.placeholder(`id${i}`),
  user_id: sql.placeholder(`user${i}`),
  action_type: "page_view" as const,
  page_route: sql.placeholder(`route${i}`),
  created_at: sql.placeholder(`at${i}`),
});
const viewRow = () => ({ id: crypto.randomUUID(), user_id: pick(members), page_route: pick(ROUTES), created_at: daysAgo(random() * 60) });
const viewValues = (row: ReturnType<typeof viewRow>, i: number) => ({ [`id${i}`]: row.id, [`user${i}`]: row.user_id, [`route${i}`]: row.page_route, [`at${i}`]: row.created_at });
const insertViews = db
  .insert(userActivity)
  .values(Array.from({ length: VIEWS_PER_INSERT }, (_, i) => view(i)))
  .prepare();
for (let made = 0; made < views; made += VIEWS_PER_INSERT) {
  const rows = Array.from({ length: Math.min(VIEWS_PER_INSERT, views - made) }, viewRow);
  const values = Object.assign({}, ...rows.map(viewValues));
  if (rows.length === VIEWS_PER_INSERT) await insertViews.run(values);
  else await db.insert(userActivity).values(rows.map((_, i) => view(i))).run(values);
  await db.insert(memberActiveDays).values(activeDayRows(rows)).onConflictDoNothing().run();
}
add("activity", views);
took("activity");

await binding.close();
took("commit");
console.log(JSON.stringify(counts));
