/**
 * What the load walk's own answers imply, against what D1 holds afterwards (read with `sqlite3`):
 * one { check, pass, detail } per rule. `records` are the walk's requests in the order they were
 * answered (each member walks one step at a time, so his own records are in his order; a double tap's
 * two answers are the same request).
 */
import { query } from "./lib/local-d1.mjs";

/** The refusals a documented rule explains, per step: [status, what the answer says, the rule's name]. */
const DOCUMENTED_REFUSALS = {
  journal: [[403, /monthly limit of \d+ journal entries/, "free monthly limit of journal entries"]],
  post: [
    [429, /up to \d+ posts on their first day/, "The Pasture: 3 posts on a member's first day"],
    [429, /wait \d+ seconds? between posts/, "The Pasture: one post per 30 seconds"],
    [409, /same words/, "The Pasture: the same words twice within 5 minutes"],
  ],
  comment: [
    [429, /up to \d+ comments on their first day/, "The Pasture: 10 comments on a member's first day"],
    [429, /comments this hour/, "The Pasture: 30 comments an hour"],
    [409, /same words/, "The Pasture: the same words twice within 5 minutes"],
  ],
  pray: [[400, /your own request/, "Prayer: not for his own request"]],
  rsvp: [
    [409, /gathering is full/, "Gatherings: no place left"],
    [409, /counted as going/, "Gatherings: the host is always going"],
  ],
};
const FIRST_DAY = { post: 3, comment: 10 };
const POST_INTERVAL_MS = 30_000;
const DUPLICATE_WINDOW_MS = 5 * 60_000;
const FREE_JOURNAL_LIMIT = 10;
const MENTION = /(?<![\p{L}\p{N}_.+\-/@])@([A-Za-z0-9_]{3,30})(?![\p{L}\p{N}_@]|[.\-][\p{L}\p{N}_])/gu;

const accepted = (record) => record.status >= 200 && record.status < 300;
const sqlList = (values) => values.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(", ");
const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
const sameSet = (a, b) => a.size === b.size && [...a].every((value) => b.has(value));
const pathId = (path, after) => path.split(`/${after}/`)[1]?.split("/")[0];

/** Each accepted write's created id is one row, and the member's rows are exactly those. */
function createdRows(check, acceptedIds, rowIds, refused) {
  const rows = countBy(rowIds, (id) => id);
  const doubled = [...rows.values()].filter((n) => n > 1).length;
  const missing = acceptedIds.filter((id) => !rows.has(id)).length;
  const extra = [...rows.keys()].filter((id) => !acceptedIds.includes(id)).length;
  return {
    check,
    pass: doubled === 0 && missing === 0 && extra === 0,
    detail: `${acceptedIds.length} accepted, ${refused} refused · ${rowIds.length} rows (${missing} missing, ${doubled} doubled, ${extra} without an accepted request)`,
  };
}

export function loadChecks({ world, records, streaks, d1, runtime }) {
  const members = world.members;
  const idOf = (index) => members[index].id;
  const inMembers = sqlList(members.map((member) => member.id));
  const of = (step) => records.filter((record) => record.step === step);
  const lines = [];

  // Journal entries, posts, comments: the created ids against the rows.
  const journals = of("journal");
  const journalIds = journals.filter(accepted).map((r) => r.answer.entry.id);
  const journalRows = query(d1, `SELECT id, user_id FROM journal_entries WHERE user_id IN (${inMembers})`);
  lines.push(createdRows("journal entries: one row per accepted save, none for a refused one", journalIds, journalRows.map((r) => r.id), journals.length - journalIds.length));
  const posts = of("post");
  const postIds = posts.filter(accepted).map((r) => r.answer.post.id);
  const postRows = query(d1, `SELECT id, author_id, body, created_at FROM posts WHERE author_id IN (${inMembers})`);
  lines.push(createdRows("posts: one row per accepted post, none for a refused one", postIds, postRows.map((r) => r.id), posts.length - postIds.length));
  const comments = of("comment");
  const commentIds = comments.filter(accepted).map((r) => r.answer.comment.id);
  const commentRows = query(d1, `SELECT id, author_id, body, created_at FROM post_comments WHERE author_id IN (${inMembers})`);
  lines.push(createdRows("comments: one row per accepted comment, none for a refused one", commentIds, commentRows.map((r) => r.id), comments.length - commentIds.length));

  // Check-ins and completions: one a day, whatever the number of saves and taps.
  const checkedIn = new Set(of("checkin").filter(accepted).map((r) => idOf(r.member)));
  const checkinRows = query(d1, `SELECT user_id, check_in_date FROM daily_checkins WHERE user_id IN (${inMembers})`);
  const checkinCounts = countBy(checkinRows, (r) => r.user_id);
  lines.push({
    check: "check-ins: upserted to one row per member per day",
    pass: sameSet(new Set(checkinCounts.keys()), checkedIn) && [...checkinCounts.values()].every((n) => n === 1),
    detail: `${of("checkin").filter(accepted).length} accepted saves by ${checkedIn.size} members · ${checkinRows.length} rows`,
  });
  const completes = of("complete").filter(accepted);
  const completed = new Set(completes.map((r) => idOf(r.member)));
  const firstCompletions = countBy(completes.filter((r) => r.answer.alreadyComplete === false), (r) => r.member);
  const completionRows = query(d1, `SELECT user_id FROM devotional_progress WHERE completed = 1 AND user_id IN (${inMembers})`);
  const completionCounts = countBy(completionRows, (r) => r.user_id);
  lines.push({
    check: "completions: once per member per day (and answered as new once)",
    pass:
      sameSet(new Set(completionCounts.keys()), completed) &&
      [...completionCounts.values()].every((n) => n === 1) &&
      firstCompletions.size === completed.size &&
      [...firstCompletions.values()].every((n) => n === 1),
    detail: `${completes.length} accepted taps by ${completed.size} members · ${completionRows.length} completed rows · ${[...firstCompletions.values()].reduce((a, b) => a + b, 0)} answered "newly complete"`,
  });

  // Reactions are toggles: his last state per post and kind is the parity of his accepted taps.
  const toggles = countBy(of("react").filter(accepted), (r) => `${idOf(r.member)}|${pathId(r.path, "posts")}|${r.body.reaction}`);
  const expectedReactions = new Set([...toggles].filter(([, n]) => n % 2 === 1).map(([key]) => key));
  const reactionRows = query(d1, `SELECT user_id, post_id, reaction FROM post_reactions WHERE user_id IN (${inMembers})`);
  const reactionKeys = reactionRows.map((r) => `${r.user_id}|${r.post_id}|${r.reaction}`);
  lines.push({
    check: "reactions: each member's last toggle is the row (one at most per post and kind)",
    pass: sameSet(new Set(reactionKeys), expectedReactions) && reactionKeys.length === expectedReactions.size,
    detail: `${of("react").filter(accepted).length} accepted toggles · ${expectedReactions.size} reactions expected · ${reactionRows.length} rows`,
  });

  // Prayers: one mark per member per request per day, answered "newly prayed" once.
  const prayed = of("pray").filter(accepted);
  const prayedKeys = new Set(prayed.map((r) => `${idOf(r.member)}|${pathId(r.path, "requests")}`));
  const newly = countBy(prayed.filter((r) => r.answer.newlyPrayed), (r) => `${idOf(r.member)}|${pathId(r.path, "requests")}`);
  const markRows = query(d1, `SELECT user_id, request_id, local_date FROM prayer_marks WHERE user_id IN (${inMembers})`);
  const markCounts = countBy(markRows, (r) => `${r.user_id}|${r.request_id}`);
  lines.push({
    check: "prayers: counted once per member per request per day",
    pass: sameSet(new Set(markCounts.keys()), prayedKeys) && [...markCounts.values()].every((n) => n === 1) && sameSet(new Set(newly.keys()), prayedKeys) && [...newly.values()].every((n) => n === 1),
    detail: `${prayed.length} accepted taps · ${prayedKeys.size} member-request pairs · ${markRows.length} marks · ${[...newly.values()].reduce((a, b) => a + b, 0)} answered "newly prayed"`,
  });
  const requesters = new Map(query(d1, `SELECT id, user_id FROM prayer_requests WHERE id IN (${sqlList(world.requestIds)})`).map((r) => [r.id, r.user_id]));
  const brothers = new Map();
  for (const key of prayedKeys) {
    const [memberId, requestId] = key.split("|");
    const requester = requesters.get(requestId);
    if (memberId === requester) continue;
    brothers.set(requester, (brothers.get(requester) ?? new Set()).add(memberId));
  }
  const summaries = query(d1, `SELECT user_id, content FROM notifications WHERE id LIKE 'prayed-%' AND user_id IN (${inMembers})`);
  const summaryCounts = countBy(summaries, (r) => r.user_id);
  const wrongCount = summaries.filter((r) => !r.content.startsWith(`${brothers.get(r.user_id)?.size} brother`));
  lines.push({
    check: "prayed-for notices: one per requester, with the number of brothers",
    pass: sameSet(new Set(summaryCounts.keys()), new Set(brothers.keys())) && [...summaryCounts.values()].every((n) => n === 1) && wrongCount.length === 0,
    detail: `${brothers.size} requesters prayed for · ${summaries.length} notices · ${wrongCount.length} with another number`,
  });

  // RSVPs: one row per member, his last accepted answer; never more going than places.
  const hostId = members[0].id;
  const lastAnswer = new Map();
  for (const r of of("rsvp").filter(accepted)) if (idOf(r.member) !== hostId) lastAnswer.set(idOf(r.member), r.body.response);
  const rsvpRows = query(
    d1,
    `SELECT user_id, rsvp FROM gathering_members WHERE gathering_id = (SELECT id FROM gatherings WHERE room_name = '${world.roomName}') AND user_id <> '${hostId}'`,
  );
  const rsvpCounts = countBy(rsvpRows, (r) => r.user_id);
  const going = rsvpRows.filter((r) => r.rsvp === "going").length;
  lines.push({
    check: "RSVPs: one row per member, his last accepted answer; going ≤ places",
    pass:
      sameSet(new Set(rsvpCounts.keys()), new Set(lastAnswer.keys())) &&
      [...rsvpCounts.values()].every((n) => n === 1) &&
      rsvpRows.every((r) => lastAnswer.get(r.user_id) === r.rsvp) &&
      going + 1 <= world.capacity,
    detail: `${of("rsvp").filter(accepted).length} accepted answers · ${rsvpRows.length} rows · ${going} going besides the host (places: ${world.capacity}, his included)`,
  });

  // Mentions: each walker an accepted post or comment names is notified once for it, and no one else.
  const byUsername = new Map(members.map((m) => [m.username.toLowerCase(), m.id]));
  const expectedMentions = new Set();
  for (const r of [...posts, ...comments].filter(accepted)) {
    const source = r.step === "post" ? r.answer.post.id : r.answer.comment.id;
    for (const [, name] of r.body.body.matchAll(MENTION)) {
      const mentioned = byUsername.get(name.toLowerCase());
      if (mentioned && mentioned !== idOf(r.member)) expectedMentions.add(`${source}|${mentioned}`);
    }
  }
  const mentionRows = query(d1, `SELECT source_id, user_id FROM notifications WHERE type IN ('mention_post', 'mention_comment') AND mentioner_id IN (${inMembers})`);
  const mentionCounts = countBy(mentionRows, (r) => `${r.source_id}|${r.user_id}`);
  lines.push({
    check: "mentions: each produced exactly one notification",
    pass: sameSet(new Set(mentionCounts.keys()), expectedMentions) && [...mentionCounts.values()].every((n) => n === 1),
    detail: `${expectedMentions.size} mentions in accepted posts and comments · ${mentionRows.length} notifications`,
  });

  // His streak and usage are what his own accepted requests imply.
  const wrongStreaks = members.filter((m, index) => streaks[index] !== (completed.has(m.id) || checkedIn.has(m.id) ? 1 : 0));
  lines.push({
    check: "streaks: 1 for a member who completed or checked in today, else 0",
    pass: wrongStreaks.length === 0,
    detail: `${members.length - wrongStreaks.length} of ${members.length} members as implied`,
  });
  const usageRows = query(d1, `SELECT * FROM monthly_usage_limits WHERE user_id IN (${inMembers})`);
  const journalsOf = countBy(journals.filter(accepted), (r) => idOf(r.member));
  const counters = ["devotional_generations", "gathering_content_generations", "insight_generations", "audio_generations", "image_generations"];
  const wrongUsage = members.filter((m) => {
    const rows = usageRows.filter((r) => r.user_id === m.id);
    const sum = (column) => rows.reduce((total, r) => total + (r[column] ?? 0), 0);
    return sum("journal_entries") !== (journalsOf.get(m.id) ?? 0) || counters.some((column) => sum(column) !== 0);
  });
  const overLimit = [...countBy(journalRows, (r) => r.user_id).values()].filter((n) => n > FREE_JOURNAL_LIMIT).length;
  lines.push({
    check: "usage counters: journal entries = his accepted saves (≤ 10 free), nothing else counted",
    pass: wrongUsage.length === 0 && overLimit === 0,
    detail: `${members.length - wrongUsage.length} of ${members.length} members as implied · ${overLimit} over the free limit`,
  });

  // The Pasture's limits held even under double taps (read from the rows, not the answers).
  const paceBroken = [];
  for (const [kind, rows] of [
    ["post", postRows],
    ["comment", commentRows],
  ]) {
    for (const [author, mine] of groupBy(rows, (r) => r.author_id)) {
      const sorted = [...mine].sort((a, b) => a.created_at - b.created_at);
      const veteran = members.find((m) => m.id === author)?.veteran;
      if (!veteran && sorted.length > FIRST_DAY[kind]) paceBroken.push(`${kind}s over the first day's ${FIRST_DAY[kind]}`);
      for (let i = 1; i < sorted.length; i++) {
        if (kind === "post" && sorted[i].created_at - sorted[i - 1].created_at < POST_INTERVAL_MS) paceBroken.push("two posts within 30 s");
        const again = sorted.slice(0, i).some((earlier) => sorted[i].created_at - earlier.created_at < DUPLICATE_WINDOW_MS && earlier.body.trim().toLowerCase() === sorted[i].body.trim().toLowerCase());
        if (again) paceBroken.push(`the same ${kind} twice within 5 min`);
      }
    }
  }
  lines.push({
    check: "The Pasture's limits held under double taps (first day, 30 s pace, same words)",
    pass: paceBroken.length === 0,
    detail: paceBroken.length === 0 ? "no row breaks them" : summarize(paceBroken),
  });

  // Answers: nothing ≥ 500. wrangler dev's proxy answers a POST with 503 "worker restarted
  // mid-request" whenever its forward to the worker's workerd fails (for a GET it retries) — after a
  // reload, but also with the same workerd still running, when the connection is lost: it tells a
  // reload from a failure by comparing the request's URL, path and all, with the worker's bare origin,
  // so any path but "/" counts as restarted. Those answers are not the worker's (none exists deployed):
  // they get a line of their own, with what the runtime did meanwhile.
  const failed = records.filter((r) => r.status >= 500 || r.status === 0);
  const proxyDropped = failed.filter((r) => r.status === 503 && /restarted mid-request/.test(r.error ?? ""));
  const workerFailed = failed.filter((r) => !proxyDropped.includes(r));
  lines.push({
    check: "0 responses ≥ 500 from the worker (or dropped)",
    pass: workerFailed.length === 0,
    detail: workerFailed.length === 0 ? `${records.length} responses` : summarize(workerFailed.map((r) => `${r.status} on ${r.step}: ${r.answer?.error ?? r.error ?? ""}`)),
  });
  lines.push({
    check: "0 requests lost between wrangler dev's proxy and the worker (503 \"worker restarted mid-request\")",
    pass: proxyDropped.length === 0,
    detail:
      proxyDropped.length === 0
        ? "none"
        : `${summarize(proxyDropped.map((r) => `${r.method} ${r.step}`))} — answered by the local dev proxy, not the worker; ${runtime}; the rows above show whether any was written`,
  });
  const named = [];
  const unexplained = [];
  for (const r of records.filter((r) => r.status >= 400 && r.status < 500)) {
    const rule = (DOCUMENTED_REFUSALS[r.step] ?? []).find(([status, words]) => status === r.status && words.test(r.answer?.error ?? ""));
    if (rule) named.push(`${r.status} ${rule[2]}`);
    else unexplained.push(`${r.status} on ${r.step}: ${(r.answer?.error ?? "").slice(0, 60)}`);
  }
  lines.push({
    check: "429s (and every other refusal) only where a documented limit says so",
    pass: unexplained.length === 0,
    detail: unexplained.length === 0 ? summarize(named) || "no refusals" : `unexplained: ${summarize(unexplained)}`,
  });
  return lines;
}

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** "3× a, 1× b" */
function summarize(items) {
  return [...countBy(items, (item) => item)].map(([item, n]) => `${n}× ${item}`).join("; ");
}

