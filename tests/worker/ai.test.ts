/**
 * The optional AI provider through the real `openai` SDK, against the Chat Completions fake in
 * tests/fakes/openai.ts (reached through miniflare's outboundService). OPENAI_API_KEY is not set for
 * the worker tests, so each test builds its own client with its own key, and so its own answer queue.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../app/kernel/dates";
import { localDate } from "../../app/kernel/dates";
import { aiUsage, devotionals } from "../../worker/db/schema";
import { composeWithAi, devotionalComposerFor, focusAreaFor } from "../../worker/domain/ai-devotional.server";
import { composeWhisperWithAi, whisperComposerFor } from "../../worker/domain/ai-whisper.server";
import { composeFromLibrary, ensureDevotional } from "../../worker/domain/devotionals.server";
import { checkScripture } from "../../worker/domain/scripture-check.server";
import { libraryComposer, type WhisperRequest } from "../../worker/domain/whispers.server";
import { createAi, DEFAULT_OPENAI_MODEL } from "../../worker/providers/ai";
import { runScheduledJobs } from "../../worker/scheduled";
import { devotionalAnswer, devotionalAnswerWith, whisperAnswer } from "../fakes/ai-answers";
import type { RecordedChatCall, ScriptedAnswer } from "../fakes/openai";
import { signUp, testDb } from "./helpers";

const FAKE = "http://openai-fake.test";
const EPHESIANS_6_4 = "You fathers, don’t provoke your children to wrath, but nurture them in the discipline and instruction of the Lord.";

/** A fresh key with its answers queued in the fake, and a client that uses it. */
async function scriptedAi(responses: ScriptedAnswer[], { timeoutMs }: { timeoutMs?: number } = {}) {
  const key = `sk-test-fake-${crypto.randomUUID()}`;
  const queued = await fetch(`${FAKE}/__script`, { method: "POST", body: JSON.stringify({ key, responses }) });
  expect(queued.status).toBe(200);
  const ai = createAi({ ...env, OPENAI_API_KEY: key }, { timeoutMs })!;
  const calls = async () => (await (await fetch(`${FAKE}/__calls?key=${key}`)).json()) as RecordedChatCall[];
  return { ai, calls };
}


async function usageRows(featureType: string) {
  return testDb().select().from(aiUsage).where(eq(aiUsage.feature_type, featureType)).all();
}

async function storedRow(date: string) {
  return testDb().select().from(devotionals).where(eq(devotionals.devotional_date, date)).get();
}

describe("createAi", () => {
  it("is off without OPENAI_API_KEY, and the library writes the devotional", () => {
    expect(createAi({ ...env, OPENAI_API_KEY: undefined })).toBeNull();
    expect(createAi({ ...env, OPENAI_API_KEY: "  " })).toBeNull();
    expect(devotionalComposerFor({ ...env, OPENAI_API_KEY: undefined })).toBe(composeFromLibrary);
    expect(whisperComposerFor(testDb(), { ...env, OPENAI_API_KEY: undefined })).toBe(libraryComposer);
    expect(createAi({ ...env, OPENAI_API_KEY: "sk-x" })!.model).toBe(DEFAULT_OPENAI_MODEL);
    expect(createAi({ ...env, OPENAI_API_KEY: "sk-x", OPENAI_MODEL: "llama3.1" })!.model).toBe("llama3.1");
  });
});

describe("the AI devotional", () => {
  it("stores a valid answer with the passage text read from the World English Bible, and records its tokens", async () => {
    const date = "2033-03-01";
    const { ai, calls } = await scriptedAi([{ content: devotionalAnswer(), promptTokens: 700, completionTokens: 650 }]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));

    expect(stored).toMatchObject({ devotional_date: date, title: "The Bike in the Driveway", passage: "Ephesians 6:4", theme: "Fatherhood & Patience" });
    expect(stored.passage_text).toBe(EPHESIANS_6_4);
    expect(stored.prayer).toMatch(/Amen\.$/);
    expect(stored.image_url).toBe(`/images/devotionals/${date}.svg`);
    expect((await storedRow(date))!.source).toBe("ai");

    const [call] = await calls();
    expect(call!.model).toBe(DEFAULT_OPENAI_MODEL);
    expect(call!.response_format).toEqual({ type: "json_object" });
    expect(call!.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(call!.messages[0]!.content).toContain("JSON");
    expect(call!.messages[1]!.content).toContain(`Focus area: ${focusAreaFor(date)}.`);

    expect((await usageRows("devotional")).filter((row) => row.tokens_used === 1350)).toEqual([
      expect.objectContaining({ user_id: null, feature_type: "devotional", tokens_used: 1350 }),
    ]);
  });

  it("rotates the eight focus areas day by day", () => {
    const areas = Array.from({ length: 8 }, (_, day) => focusAreaFor(`2033-01-0${day + 1}`));
    expect(new Set(areas).size).toBe(8);
    expect(focusAreaFor("2033-01-09")).toBe(areas[0]);
  });

  it("rejects an invented verse, tells the model why, and stores the regenerated answer", async () => {
    const date = "2033-03-02";
    const { ai, calls } = await scriptedAi([
      { content: devotionalAnswerWith(["Colossians 3:21 says", "Hezekiah 3:16 says"]) },
      { content: devotionalAnswer() },
    ]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect(stored.passage).toBe("Ephesians 6:4");
    expect(stored.content).not.toContain("Hezekiah");
    const sent = await calls();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages[1]!.content).toContain("Your previous answer was rejected");
    expect(sent[1]!.messages[1]!.content).toContain('"Hezekiah 3:16" is not a book, chapter and verse');
  });

  it("rejects a chapter that does not exist and a misquotation, then falls back to the library after three bad answers", async () => {
    const date = "2033-03-03";
    const { ai, calls } = await scriptedAi([
      { content: devotionalAnswerWith(["Colossians 3:21 says", "John 22:1 says"]) },
      { content: devotionalAnswer({ passage: "John 22:1-3" }) },
      { content: devotionalAnswerWith(["“you shall teach them diligently to your children, and shall talk of them when you sit in your house”", "“teach them to your children, talking about them when you sit at home”"]) },
    ]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    const library = await composeFromLibrary({ db: testDb(), env }, date);
    expect(stored).toMatchObject({ title: library.title, passage: library.passage, passage_text: library.passage_text });
    expect((await storedRow(date))!.source).toBe("library");

    const sent = await calls();
    expect(sent).toHaveLength(3);
    expect(sent[1]!.messages[1]!.content).toContain("John 22:1 (written \"John 22:1\") does not exist in the World English Bible.");
    expect(sent[2]!.messages[1]!.content).toContain("The passage John 22:1-3 does not exist in the World English Bible.");
    // Tokens spent on rejected answers are recorded all the same.
    expect((await usageRows("devotional")).some((row) => row.tokens_used === 3000)).toBe(true);
  });

  it("sends the WEB wording back when a quotation does not match it, and stores the corrected answer", async () => {
    const date = "2033-03-04";
    const { ai, calls } = await scriptedAi([
      { content: devotionalAnswerWith(["“don’t provoke your children to wrath, but nurture them.”", "“do not exasperate your children; instead, bring them up in the training and instruction of the Lord.”"]) },
      { content: devotionalAnswer() },
    ]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect(stored.passage).toBe("Ephesians 6:4");
    const retry = (await calls())[1]!.messages[1]!.content;
    expect(retry).toContain("is not its World English Bible wording");
    expect(retry).toContain("You fathers, don’t provoke your children to wrath");
  });

  it("retries an answer that is not JSON", async () => {
    const date = "2033-03-05";
    const { ai, calls } = await scriptedAi([{ content: "{\"title\": \"The Bike in the Drive" }, { content: devotionalAnswer() }]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect(stored.title).toBe("The Bike in the Driveway");
    const sent = await calls();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages[1]!.content).toContain("not valid JSON");
  });

  it("retries an answer of the wrong shape, saying which fields to fix", async () => {
    const date = "2033-03-06";
    const { ai, calls } = await scriptedAi([{ content: devotionalAnswer({ content: "Too short.", prayer: "Lord, help me." }) }, { content: devotionalAnswer() }]);
    expect((await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai))).passage).toBe("Ephesians 6:4");
    const retry = (await calls())[1]!.messages[1]!.content;
    expect(retry).toContain("content has 2 words; it must have 250–450.");
    expect(retry).toContain("prayer must end with “Amen.”");
  });

  it("uses the library when the model does not answer in time", async () => {
    const date = "2033-03-07";
    const { ai, calls } = await scriptedAi([{ delayMs: 1_500, then: { content: devotionalAnswer() } }], { timeoutMs: 150 });
    const started = Date.now();
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(stored.title).toBe((await composeFromLibrary({ db: testDb(), env }, date)).title);
    expect((await storedRow(date))!.source).toBe("library");
    expect(await calls()).toHaveLength(1);
  });

  it("is what the cron uses for the coming days when OPENAI_API_KEY is set", async () => {
    const key = `sk-test-fake-${crypto.randomUUID()}`;
    await fetch(`${FAKE}/__script`, { method: "POST", body: JSON.stringify({ key, responses: Array.from({ length: 4 }, () => ({ content: devotionalAnswer() })) }) });
    const now = new Date();
    await runScheduledJobs({ ...env, OPENAI_API_KEY: key }, now);
    const today = localDate("UTC", now);
    for (const offset of [-1, 0, 1, 2]) {
      expect((await storedRow(addDays(today, offset)))).toMatchObject({ source: "ai", passage: "Ephesians 6:4", passage_text: EPHESIANS_6_4 });
    }
    expect(await (await fetch(`${FAKE}/__calls?key=${key}`)).json()).toHaveLength(4);
  });

  it.each([429, 500] as const)("uses the library at once when the server answers %i", async (status) => {
    const date = status === 429 ? "2033-03-08" : "2033-03-09";
    const { ai, calls } = await scriptedAi([{ status }, { content: devotionalAnswer() }]);
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect((await storedRow(date))!.source).toBe("library");
    expect(stored.title).toBe((await composeFromLibrary({ db: testDb(), env }, date)).title);
    expect(await calls()).toHaveLength(1);
  });
});

describe("checkScripture against the bundled Bible", () => {
  it("accepts real references and exact quotations, and names every problem", async () => {
    const db = testDb();
    expect(await checkScripture(db, "Read Psalm 23 and 1 Cor. 13:4-7. “Be strong and courageous. Don’t be afraid.” (Joshua 1:9)")).toEqual({ ok: true });
    const result = await checkScripture(db, "See Genesis 1:99, Jude 2:1 and Tobit 1:3. “Be strong and very courageous, do not fear” (Joshua 1:9).");
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/Genesis 1:99 .*does not exist/);
    expect(problems.join("\n")).toContain('"Jude 2:1" is not a book');
    expect(problems.join("\n")).toContain('"Tobit 1:3" is not a book');
    expect(problems.join("\n")).toContain("not the World English Bible's wording of Joshua 1:9");
  });
});

describe("the AI whisper", () => {
  const request = (userId: string): WhisperRequest => ({
    userId,
    today: "2033-04-01",
    triggerType: "struggle",
    contextData: { connectionScore: 22 },
    recentMessages: [],
  });
  it("keeps a whisper whose verse exists, and records the member's tokens", async () => {
    const member = await signUp();
    const { ai } = await scriptedAi([{ content: whisperAnswer("Isa 41:10"), promptTokens: 300, completionTokens: 90 }]);
    const draft = await composeWhisperWithAi(ai, testDb())(request(member.id));
    expect(draft).toEqual({ message: expect.stringContaining("Feeling far from God"), verse: "Isaiah 41:10" });
    const rows = (await usageRows("encouragement")).filter((row) => row.user_id === member.id);
    expect(rows.map((row) => row.tokens_used)).toEqual([390]);
  });

  it("falls back to the library when every verse it offers is invented", async () => {
    const member = await signUp();
    const { ai, calls } = await scriptedAi([
      { content: whisperAnswer("Hezekiah 3:16") },
      { content: whisperAnswer("John 22:1") },
      { content: whisperAnswer("Psalms 151:1") },
    ]);
    const draft = await composeWhisperWithAi(ai, testDb())(request(member.id));
    expect(draft).toEqual(await libraryComposer(request(member.id)));
    expect(await calls()).toHaveLength(3);
  });
});
