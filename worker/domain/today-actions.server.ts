/**
 * The Today screen's four actions, each one call that applies every rule of the moment and answers
 * with the whole new state: the check-in (and the streak it may extend), the slider, Mark Complete
 * (and the streak), the reflection. When the moment asks for an encouragement — a check-in or a
 * slider below the struggle threshold, a reflection long enough to be a victory — the whisper is
 * written here, within the day's cap, and comes back in the same answer; the page never decides it.
 * The Today route's action and the JSON API (worker/routes/today.ts) are two doors onto these.
 */
import type { CheckInInput, EncouragementTrigger } from "../../app/kernel/checkin";
import { connectionLabel, isStruggling } from "../../app/kernel/connection";
import { type JournalEntryInput, triggersVictoryEncouragement } from "../../app/kernel/journal";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { whisperComposerFor } from "./ai-whisper.server";
import { type CheckIn, saveCheckIn } from "./checkins.server";
import { type JournalEntry, saveTodayJournalEntry } from "./journal.server";
import type { MemberScope } from "./member-scope.server";
import { succeed, type Outcome } from "./outcome";
import { markComplete, type Progress, saveConnection, streakFor } from "./progress.server";
import { generateEncouragement, type Whisper } from "./whispers.server";

type TodayApp = Pick<AppContext, "db" | "env" | "requestId">;

/**
 * The moment's whisper, or null when the day's cap is reached. The rows the action just wrote make
 * the trigger hold (generateEncouragement reads them again), so a page cannot ask for one it has
 * not earned, and a pending whisper for the same trigger is answered as it is. It comes after the
 * member's own write is committed: when it cannot be written, his write still stands and is
 * answered as done, without a whisper.
 */
async function encourage(app: TodayApp, member: MemberScope, triggerType: EncouragementTrigger, contextData: Record<string, unknown>) {
  try {
    const result = await generateEncouragement(app, member, { triggerType, contextData }, { compose: whisperComposerFor(app.db, app.env) });
    return result.ok ? result.whisper : null;
  } catch (error) {
    console.error(`[${app.requestId}] the ${triggerType} whisper could not be written`, error);
    return null;
  }
}

/** The day's check-in (a second one edits it), its encouragement when low, and the streak it counts in. */
export async function checkInToday(
  app: TodayApp,
  member: MemberScope,
  input: CheckInInput,
): Promise<Outcome<{ checkIn: CheckIn; streak: number; whisper: Whisper | null }>> {
  const checkIn = await saveCheckIn(app.db, member, input);
  const [streak, whisper] = await Promise.all([
    streakFor(app.db, member),
    isStruggling(input.connection)
      ? encourage(app, member, "daily_checkin", { connection: input.connection, mood: checkIn.mood, focus_areas: checkIn.focus_areas })
      : null,
  ]);
  return succeed({ checkIn, streak, whisper });
}

/**
 * The slider's value for the devotional (with Mark Complete when `completed`: both are written
 * together or not at all), and a "struggle" encouragement when it is low.
 */
export async function changeConnection(
  app: TodayApp,
  member: MemberScope,
  input: { devotionalId: string; spiritualConnection?: number; completed?: boolean },
): Promise<Outcome<{ progress: Progress; whisper: Whisper | null; completion: { alreadyComplete: boolean; streak: number } | null }>> {
  let progress: Progress;
  let completion: { alreadyComplete: boolean; streak: number } | null = null;
  if (input.completed) {
    const { progress: completed, ...rest } = await markComplete(app.db, member, input.devotionalId, input.spiritualConnection);
    progress = completed;
    completion = rest;
  } else {
    progress = await saveConnection(app.db, member, input);
  }
  const value = input.spiritualConnection;
  const whisper = value !== undefined && isStruggling(value) ? await encourage(app, member, "struggle", { connection: value, label: connectionLabel(value) }) : null;
  return succeed({ progress, whisper, completion });
}

/** Mark Complete: once, never undone; the streak recomputed in the same round trip. */
export async function completeDevotional(db: Database, member: MemberScope, devotionalId: string): Promise<Outcome<{ alreadyComplete: boolean; streak: number }>> {
  const { alreadyComplete, streak } = await markComplete(db, member, devotionalId);
  return succeed({ alreadyComplete, streak });
}

/** A reflection on the day's devotional (counted at the gate), and a "victory" encouragement when it is long enough. */
export async function saveTodayReflection(
  app: TodayApp,
  member: MemberScope,
  input: JournalEntryInput,
): Promise<Outcome<{ entry: JournalEntry; whisper: Whisper | null }>> {
  const saved = await saveTodayJournalEntry(app, member, input);
  if (!saved.ok) return saved;
  const whisper = triggersVictoryEncouragement(saved.entry.content)
    ? await encourage(app, member, "victory", { devotional_title: input.devotional_title ?? null })
    : null;
  return succeed({ entry: saved.entry, whisper });
}
