/**
 * A gathering's discussion guide, called as the planning door calls it (the caller has passed the
 * Premium gate): composed offline from a study-series session, a plan day of his, or a Nave's
 * passage for the title's topic; written by the model (through the OpenAI fake) when one is
 * configured, with the passage's text always the World English Bible's, and the offline guide
 * whenever the model's answer fails its checks.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GATHERING_GUIDE_COPY } from "../../app/kernel/copy/gatherings";
import { GUIDE_MAX_QUESTIONS, GUIDE_MIN_QUESTIONS } from "../../app/kernel/gatherings/rules";
import { referenceHref } from "../../worker/bible/link-references";
import { BROTHERHOOD_PASSAGES, CLOSING_PRAYERS, OPENING_PRAYERS } from "../../worker/content/gathering-guides";
import { brotherhoodSeries } from "../../worker/content/series/brotherhood";
import { aiUsage, monthlyUsageLimits, planDays, plans, seriesSessions, studySeries } from "../../worker/db/schema";
import { passageText } from "../../worker/domain/bible.server";
import { guideChoices, topicPassage } from "../../worker/domain/gatherings/guide-templates";
import { writeDiscussionGuide } from "../../worker/domain/gatherings/guide.server";
import { NAVE_PLAN_PASSAGES } from "../../worker/domain/plan-composer.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { guideAnswer } from "../fakes/ai-answers";
import type { RecordedChatCall } from "../fakes/openai";
import { domainContext, fakeOpenAiProvider, memberScopeFor, signUp, testDb } from "./helpers";

const COPY = GATHERING_GUIDE_COPY;
const SESSION = brotherhoodSeries.sessions[0]!;
const CURATED = new Set<string>(BROTHERHOOD_PASSAGES);

async function host() {
  const created = await signUp();
  await grantPremium(testDb(), created.id, { kind: "comp", days: null });
  return { ...created, scope: await memberScopeFor(created.id) };
}

async function planDayOf(userId: string, fields: Partial<typeof planDays.$inferInsert> = {}) {
  const [plan] = await testDb()
    .insert(plans)
    .values({ user_id: userId, title: "Patience at Home", focus_area: "Fatherhood", length_days: 7, status: "ready", source: "generated" })
    .returning({ id: plans.id });
  const [day] = await testDb()
    .insert(planDays)
    .values({
      plan_id: plan!.id,
      day_number: 3,
      title: "Slow to Speak",
      passage: "James 1:19-20",
      teaching: "Anger rarely announces itself.",
      reflection_question: "When did your words run ahead of your listening this week?",
      prayer_prompt: "Ask God for a slower tongue.",
      ...fields,
    })
    .returning({ id: planDays.id });
  return day!.id;
}

function expectWholeGuide(guide: { openingPrayer: string; closingPrayer: string; questions: string[] }) {
  expect(guide.openingPrayer.trim().length).toBeGreaterThan(40);
  expect(guide.closingPrayer.trim().length).toBeGreaterThan(40);
  expect(guide.questions.length).toBeGreaterThanOrEqual(GUIDE_MIN_QUESTIONS);
  expect(guide.questions.length).toBeLessThanOrEqual(GUIDE_MAX_QUESTIONS);
  for (const question of guide.questions) expect(question.trim()).toMatch(/\?$/);
}

async function usageOf(userId: string) {
  return testDb().select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, userId)).get();
}

describe("the offline discussion guide", () => {
  it("follows a library series session: its passage in the WEB, its questions and its prayer", async () => {
    const me = await host();
    const outcome = await writeDiscussionGuide(domainContext(), me.scope, {
      title: "Friday night brothers",
      description: "",
      seriesId: brotherhoodSeries.slug,
      sessionNumber: 1,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const { guide } = outcome;
    expect(guide.source).toBe("offline");
    expect(guide.passage).toEqual({ reference: SESSION.passage, text: await passageText(testDb(), SESSION.passage), href: referenceHref(SESSION.passage) });
    expect(guide.passage.text).toContain("Greater love has no one than this");
    expect(guide.questions).toEqual(SESSION.questions);
    expect(guide.closingPrayer).toBe(SESSION.prayer);
    expectWholeGuide(guide);
  });

  it("follows a hosted series session he may see, fills out its two questions from the templates, and refuses another man's draft", async () => {
    const me = await host();
    const other = await host();
    const [published] = await testDb()
      .insert(studySeries)
      .values({ host_id: other.id, title: "Men of the Morning", focus_area: "Brotherhood", status: "published", published_at: new Date() })
      .returning({ id: studySeries.id });
    const [draft] = await testDb()
      .insert(studySeries)
      .values({ host_id: other.id, title: "Unfinished", focus_area: "Brotherhood" })
      .returning({ id: studySeries.id });
    const session = { title: "Iron", passage: "Proverbs 27:17", teaching: "x", questions: ["Who sharpens you?", "Whom do you sharpen?"], prayer: "Lord, make us iron for one another, faithful and honest, week after week. Amen." };
    await testDb().insert(seriesSessions).values([
      { series_id: published!.id, session_number: 1, ...session },
      { series_id: draft!.id, session_number: 1, ...session, title: "Secret draft session" },
    ]);

    const outcome = await writeDiscussionGuide(domainContext(), me.scope, { title: "Iron", description: "", seriesId: published!.id, sessionNumber: 1 });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.guide.passage.reference).toBe("Proverbs 27:17");
    expect(outcome.guide.questions.slice(1, 3)).toEqual(session.questions);
    expect(outcome.guide.closingPrayer).toBe(session.prayer);
    expectWholeGuide(outcome.guide);

    for (const input of [
      { seriesId: draft!.id, sessionNumber: 1 },
      { seriesId: published!.id, sessionNumber: 9 },
      { seriesId: "no-such-series", sessionNumber: 1 },
    ]) {
      const refused = await writeDiscussionGuide(domainContext(), me.scope, { title: "Iron", description: "", ...input });
      expect(refused).toMatchObject({ ok: false, status: 404, message: COPY.seriesSessionNotFound });
    }
  });

  it("follows a day of his own plan: its passage, and its reflection among the questions", async () => {
    const me = await host();
    const planDayId = await planDayOf(me.id);
    const outcome = await writeDiscussionGuide(domainContext(), me.scope, { title: "Talking about anger", description: "", planDayId });
    if (!outcome.ok) throw new Error(outcome.message);
    const { guide } = outcome;
    expect(guide.passage.reference).toBe("James 1:19-20");
    expect(guide.passage.text).toBe(await passageText(testDb(), "James 1:19-20"));
    expect(guide.questions).toContain("When did your words run ahead of your listening this week?");
    expectWholeGuide(guide);
  });

  it("refuses another member's plan day with a plain 404 that shows nothing of it", async () => {
    const me = await host();
    const other = await host();
    const planDayId = await planDayOf(other.id, { title: "His private day", passage: "Psalms 51:1-4" });
    const outcome = await writeDiscussionGuide(domainContext(), me.scope, { title: "Our gathering", description: "", planDayId });
    expect(outcome).toEqual({ ok: false, status: 404, message: COPY.planDayNotFound });
    expect(JSON.stringify(outcome)).not.toMatch(/private|Psalms/);
  });

  it("with nothing linked, takes a Nave's passage for the title's topic, in the WEB's words, the same for the same title", async () => {
    const me = await host();
    const input = { title: "Anger and the tired father", description: "When we snap at the kids after work." };
    const first = await writeDiscussionGuide(domainContext(), me.scope, input);
    const again = await writeDiscussionGuide(domainContext(), me.scope, input);
    if (!first.ok || !again.ok) throw new Error("refused");
    expect(again.guide).toEqual(first.guide);
    expect(NAVE_PLAN_PASSAGES.anger!.map((entry) => entry.passage)).toContain(first.guide.passage.reference);
    expect(first.guide.passage.text).toBe(await passageText(testDb(), first.guide.passage.reference));
    expect(first.guide.passage.href).toBe(referenceHref(first.guide.passage.reference));
    expect(OPENING_PRAYERS).toContain(first.guide.openingPrayer);
    expect(CLOSING_PRAYERS).toContain(first.guide.closingPrayer);
    expectWholeGuide(first.guide);
  });

  it("with no topic in the words, takes one of the curated brotherhood passages", async () => {
    const me = await host();
    const outcome = await writeDiscussionGuide(domainContext(), me.scope, { title: "Tuesday circle", description: "" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(CURATED.has(outcome.guide.passage.reference)).toBe(true);
    expect(outcome.guide.passage.text).toBe(await passageText(testDb(), outcome.guide.passage.reference));
    expectWholeGuide(outcome.guide);
  });

  it("every curated passage is in the bundled WEB", async () => {
    for (const reference of BROTHERHOOD_PASSAGES) expect(await passageText(testDb(), reference), reference).not.toBeNull();
  });
});

describe("choosing templates (pure)", () => {
  it("chooses the same prayers and questions for the same title, and varies across titles", () => {
    expect(guideChoices("Tuesday circle", "Proverbs 27:17")).toEqual(guideChoices("Tuesday circle", "Proverbs 27:17"));
    const openings = new Set(Array.from({ length: 40 }, (_, n) => guideChoices(`Gathering ${n}`, "Proverbs 27:17").openingPrayer));
    expect(openings.size).toBeGreaterThan(2);
    const { questions } = guideChoices("Tuesday circle", "Proverbs 27:17");
    expect(questions.length).toBeGreaterThanOrEqual(GUIDE_MIN_QUESTIONS);
    expect(questions.length).toBeLessThanOrEqual(GUIDE_MAX_QUESTIONS);
    expect(questions.some((question) => question.includes("Proverbs 27:17"))).toBe(true);
  });

  it("matches a topic from the words, else a curated passage, by the title", () => {
    expect(NAVE_PLAN_PASSAGES.money!.map((entry) => entry.passage)).toContain(topicPassage("Money talk", "debt and the mortgage"));
    expect(CURATED.has(topicPassage("Tuesday circle", ""))).toBe(true);
    expect(topicPassage("Tuesday circle", "")).toBe(topicPassage("Tuesday circle", ""));
  });
});

describe("the AI discussion guide", () => {
  it("uses the model's guide with the passage quoted from the WEB, and counts one gathering content generation", async () => {
    const me = await host();
    const provider = await fakeOpenAiProvider<RecordedChatCall>([{ content: guideAnswer(), promptTokens: 400, completionTokens: 300 }], (key) => ({ OPENAI_API_KEY: key }));
    const outcome = await writeDiscussionGuide(domainContext(testDb(), provider.env), me.scope, { title: "Iron sharpens iron", description: "Friendship among men" });
    if (!outcome.ok) throw new Error(outcome.message);
    const { guide } = outcome;
    expect(guide.source).toBe("ai");
    expect(guide.passage.reference).toBe("Proverbs 27:17");
    expect(guide.passage.text).toBe(await passageText(testDb(), "Proverbs 27:17"));
    expect(guide.passage.text).not.toBe("As iron sharpens iron, so a friend sharpens his friend's face.");
    expect(guide.passage.href).toBe(referenceHref("Proverbs 27:17"));
    expect(guide.questions).toHaveLength(5);
    expectWholeGuide(guide);

    const [call] = await provider.calls();
    expect(call!.messages[1]!.content).toContain("Iron sharpens iron");
    expect(await usageOf(me.id)).toMatchObject({ gathering_content_generations: 1, total_tokens_used: 700 });
    const tokens = await testDb().select().from(aiUsage).where(and(eq(aiUsage.user_id, me.id), eq(aiUsage.feature_type, "gathering_content"))).all();
    expect(tokens.map((row) => row.tokens_used)).toEqual([700]);
  });

  it("asks the model to keep a linked session's passage", async () => {
    const me = await host();
    const provider = await fakeOpenAiProvider<RecordedChatCall>([{ content: guideAnswer({ passage: SESSION.passage }) }], (key) => ({ OPENAI_API_KEY: key }));
    const outcome = await writeDiscussionGuide(domainContext(testDb(), provider.env), me.scope, {
      title: "Friends",
      description: "",
      seriesId: brotherhoodSeries.slug,
      sessionNumber: 1,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.guide).toMatchObject({ source: "ai", passage: { reference: SESSION.passage } });
    const [call] = await provider.calls();
    expect(call!.messages[1]!.content).toContain(SESSION.passage);
  });

  it("falls back to the offline guide when the model cites a verse that does not exist, and counts no generation", async () => {
    const me = await host();
    const bad = guideAnswer({ passage: "Hezekiah 3:16" });
    const provider = await fakeOpenAiProvider<RecordedChatCall>(
      [{ content: bad, promptTokens: 100, completionTokens: 100 }, { content: bad, promptTokens: 100, completionTokens: 100 }],
      (key) => ({ OPENAI_API_KEY: key }),
    );
    const input = { title: "Tuesday circle", description: "" };
    const outcome = await writeDiscussionGuide(domainContext(testDb(), provider.env), me.scope, input);
    const offline = await writeDiscussionGuide(domainContext(), me.scope, input);
    if (!outcome.ok || !offline.ok) throw new Error("refused");
    expect(outcome.guide).toEqual(offline.guide);
    expect(outcome.guide.source).toBe("offline");
    expect((await provider.calls()).length).toBe(2);
    expect(await usageOf(me.id)).toMatchObject({ gathering_content_generations: 0, total_tokens_used: 400 });
  });

  it("feeds a rejected passage back to the model and keeps its corrected answer", async () => {
    const me = await host();
    const provider = await fakeOpenAiProvider<RecordedChatCall>([{ content: guideAnswer({ passage: "Proverbs 27:99" }) }, { content: guideAnswer() }], (key) => ({ OPENAI_API_KEY: key }));
    const outcome = await writeDiscussionGuide(domainContext(testDb(), provider.env), me.scope, { title: "Iron", description: "" });
    expect(outcome).toMatchObject({ ok: true, guide: { source: "ai", passage: { reference: "Proverbs 27:17" } } });
    const sent = await provider.calls();
    expect(sent[1]!.messages[1]!.content).toContain("Your previous answer was rejected");
    expect(sent[1]!.messages[1]!.content).toContain("Proverbs 27:99");
  });

  it("falls back to the offline guide on malformed JSON, on a misquoted verse, and when the server fails", async () => {
    const me = await host();
    const misquoted = guideAnswer({ closingPrayer: "Lord, you said “iron sharpens steel, and a man his brother” (Proverbs 27:17). Make it so among us tonight. Amen." });
    for (const answers of [[{ content: "not json" }, { content: "{" }], [{ content: misquoted }, { content: misquoted }], [{ status: 500 as const }]]) {
      const provider = await fakeOpenAiProvider<RecordedChatCall>(answers, (key) => ({ OPENAI_API_KEY: key }));
      const outcome = await writeDiscussionGuide(domainContext(testDb(), provider.env), me.scope, { title: "Tuesday circle", description: "" });
      expect(outcome).toMatchObject({ ok: true, guide: { source: "offline" } });
    }
  });
});
