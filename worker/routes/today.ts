/**
 * The Today screen's JSON API: progress and completion, the streak, the daily check-in,
 * journal saves and the Shepherd's Whisper. Guard → parse → domain → JSON; the user is always the
 * session's, never one named in the request.
 */
import { Hono } from "hono";
import { CheckInSchema, CompleteSchema, EncouragementSchema, ProgressSchema } from "../../app/kernel/checkin";
import { JOURNAL_COPY, PROGRESS_COPY, WHISPER_COPY } from "../../app/kernel/copy/today";
import { JournalEntrySchema } from "../../app/kernel/journal";
import { GATE_COPY } from "../../app/kernel/membership";
import { getTodayCheckIn, saveCheckIn } from "../domain/checkins.server";
import { FeatureDeniedError, saveTodayJournalEntry } from "../domain/journal.server";
import { getTodayProgress, markComplete, saveConnection, streakFor } from "../domain/progress.server";
import { generateEncouragement, markWhisperRead, newestUnreadWhisper, WHISPERS_PER_DAY, withVerseHref } from "../domain/whispers.server";
import { whisperComposerFor } from "../domain/ai-whisper.server";
import { apiError, jsonBody, requireApiMember, requireApiUser, signedIn, type AppBindings } from "../http";

export const todayRoutes = new Hono<AppBindings>()
  .post("/progress", signedIn(PROGRESS_COPY.signInText), jsonBody(ProgressSchema), async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    const input = c.req.valid("json");
    const { db } = c.var.app;
    const progress = await saveConnection(db, member, {
      devotionalId: input.devotional_id,
      spiritualConnection: input.spiritual_connection,
    });
    if (!input.completed) return c.json({ progress });
    const completion = await markComplete(db, member, input.devotional_id);
    return c.json({ progress: await getTodayProgress(db, member.id, input.devotional_id), ...completion });
  })
  .post("/progress/complete", signedIn(PROGRESS_COPY.signInText), jsonBody(CompleteSchema), async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    const input = c.req.valid("json");
    const completion = await markComplete(c.var.app.db, member, input.devotional_id);
    return c.json({ completed: true, ...completion });
  })
  .get("/streak", async (c) => {
    const member = await requireApiMember(c, PROGRESS_COPY.signInText);
    return c.json({ streak: await streakFor(c.var.app.db, member) });
  })
  .post("/checkins", signedIn(), jsonBody(CheckInSchema), async (c) => {
    const member = await requireApiMember(c);
    const input = c.req.valid("json");
    return c.json({ checkIn: await saveCheckIn(c.var.app.db, member, input) });
  })
  .get("/checkins/today", async (c) => {
    const member = await requireApiMember(c);
    return c.json({ checkIn: await getTodayCheckIn(c.var.app.db, member.id, member.today) });
  })
  .post("/journal-entries", signedIn(JOURNAL_COPY.signInText), jsonBody(JournalEntrySchema), async (c) => {
    const member = await requireApiMember(c, JOURNAL_COPY.signInText);
    const input = c.req.valid("json");
    try {
      return c.json({ entry: await saveTodayJournalEntry(c.var.app, member, input) }, 201);
    } catch (error) {
      if (error instanceof FeatureDeniedError) return c.json({ error: error.reason, title: GATE_COPY.limitTitle }, 403);
      throw error;
    }
  })
  .post("/generate-encouragement", signedIn(), jsonBody(EncouragementSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const member = await requireApiMember(c);
    const input = c.req.valid("json");
    const result = await generateEncouragement(c.var.app, member, input, {
      compose: whisperComposerFor(c.var.app.db, c.env),
    });
    if (result.kind === "no-trigger") apiError(400, { error: WHISPER_COPY.noTrigger, field: "triggerType" });
    if (result.kind === "daily-cap") apiError(429, { error: WHISPER_COPY.dailyCap(WHISPERS_PER_DAY) });
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
