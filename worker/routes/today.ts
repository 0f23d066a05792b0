/**
 * The Today screen's JSON API: progress and completion, the streak, the daily check-in,
 * journal saves and the Shepherd's Whisper. Guard → parse → domain → JSON; the user is always the
 * session's, never one named in the request.
 */
import { Hono } from "hono";
import { CheckInSchema, CompleteSchema, EncouragementSchema, ProgressSchema } from "../../app/kernel/checkin";
import { JOURNAL_COPY, PROGRESS_COPY } from "../../app/kernel/copy/today";
import { WHISPER_COPY } from "../../app/kernel/copy/today-member";
import { JournalEntrySchema } from "../../app/kernel/journal";
import { getTodayCheckIn } from "../domain/checkins.server";
import { streakFor } from "../domain/progress.server";
import { changeConnection, checkInToday, completeDevotional, saveTodayReflection } from "../domain/today-actions.server";
import { generateEncouragement, markWhisperRead, newestUnreadWhisper, withVerseHref } from "../domain/whispers.server";
import { whisperComposerFor } from "../domain/ai-whisper.server";
import { answerRefusal, apiError, jsonBody, requireApiMember, requireApiUser, signedIn, type AppBindings } from "../http";

/** The whisper an action wrote, with its verse's place in the reader. */
const shownWhisper = <T extends { verse: string | null }>(whisper: T | null) => whisper && withVerseHref(whisper);

export const todayRoutes = new Hono<AppBindings>()
  .post("/progress", signedIn(PROGRESS_COPY.signInText), jsonBody(ProgressSchema), async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    const input = c.req.valid("json");
    const { app } = c.var;
    const changed = await changeConnection(app, member, {
      devotionalId: input.devotional_id,
      spiritualConnection: input.spiritual_connection,
      completed: input.completed,
    });
    if (!changed.ok) answerRefusal(changed);
    const { progress, completion } = changed;
    const whisper = shownWhisper(changed.whisper);
    if (!completion) return c.json({ progress, whisper });
    return c.json({ progress, whisper, alreadyComplete: completion.alreadyComplete, streak: completion.streak });
  })
  .post("/progress/complete", signedIn(PROGRESS_COPY.signInText), jsonBody(CompleteSchema), async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    const completion = await completeDevotional(c.var.app.db, member, c.req.valid("json").devotional_id);
    if (!completion.ok) answerRefusal(completion);
    return c.json({ completed: true, alreadyComplete: completion.alreadyComplete, streak: completion.streak });
  })
  .get("/streak", async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    return c.json({ streak: await streakFor(c.var.app.db, member) });
  })
  .post("/checkins", signedIn(), jsonBody(CheckInSchema), async (c) => {
    const member = await requireApiMember(c);
    const saved = await checkInToday(c.var.app, member, c.req.valid("json"));
    if (!saved.ok) answerRefusal(saved);
    return c.json({ checkIn: saved.checkIn, streak: saved.streak, whisper: shownWhisper(saved.whisper) });
  })
  .get("/checkins/today", async (c) => {
    const member = await requireApiMember(c);
    return c.json({ checkIn: await getTodayCheckIn(c.var.app.db, member.id, member.today) });
  })
  .post("/journal-entries", signedIn(JOURNAL_COPY.signInText), jsonBody(JournalEntrySchema), async (c) => {
    const member = await requireApiMember(c, JOURNAL_COPY.signInText);
    const saved = await saveTodayReflection(c.var.app, member, c.req.valid("json"));
    if (!saved.ok) answerRefusal(saved);
    return c.json({ entry: saved.entry, whisper: shownWhisper(saved.whisper) }, 201);
  })
  .post("/generate-encouragement", signedIn(), jsonBody(EncouragementSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const member = await requireApiMember(c);
    const result = await generateEncouragement(c.var.app, member, c.req.valid("json"), {
      compose: whisperComposerFor(c.var.app.db, c.env),
    });
    if (!result.ok) answerRefusal(result);
    return c.json({ whisper: withVerseHref(result.whisper) });
  })
  .get("/whispers/latest", async (c) => {
    const user = requireApiUser(c);
    const whisper = await newestUnreadWhisper(c.var.app.db, user.id);
    return c.json({ whisper: whisper && withVerseHref(whisper) });
  })
  .post("/whispers/:id/read", async (c) => {
    const user = requireApiUser(c);
    const found = await markWhisperRead(c.var.app.db, user.id, c.req.param("id"));
    if (!found) apiError(404, { error: WHISPER_COPY.notFound });
    return c.body(null, 204);
  });
