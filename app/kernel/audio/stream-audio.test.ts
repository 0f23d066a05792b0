import { describe, expect, it } from "vitest";
import { AUDIO_COPY, PLAYER_LABELS } from "../copy/audio";
import { GATE_COPY } from "../membership";
import { BIBLE_BOOKS } from "../bible/books";
import { chapterReading } from "./chapter-reading";
import { devotionalReading } from "./reading";
import { pickSpeechVoice } from "./speech-voice";
import { CACHE_KEY_PATTERN, chapterCacheKey, parseChapterCacheKey, streamAudioOutcome } from "./stream-audio";
import { StreamAudioSchema } from "./stream-audio-schema";

describe("stream-audio answers as the client shows them", () => {
  it.each([
    [
      { ok: true as const, data: { audioUrl: "/audio/a.mp3", cached: true, engine: "server" as const, voice: "onyx" } },
      { kind: "file", url: "/audio/a.mp3", cached: true, voice: "onyx" },
    ],
    [{ ok: true as const, data: { audioUrl: null, cached: false, engine: "browser" as const, voice: "onyx" } }, { kind: "speech" }],
    [
      { ok: true as const, data: { audioUrl: null, cached: false, engine: "server" as const, voice: "onyx" } },
      { kind: "error", title: AUDIO_COPY.failedTitle, description: AUDIO_COPY.noAudioData },
    ],
    [
      { ok: false as const, status: 401, error: "Please sign in to continue.", title: null },
      { kind: "error", title: PLAYER_LABELS.signInTitle, description: AUDIO_COPY.signInText },
    ],
    [
      { ok: false as const, status: 403, error: GATE_COPY.limitReached(5, "audio"), title: GATE_COPY.limitTitle },
      { kind: "error", title: "Usage Limit Reached", description: GATE_COPY.limitReached(5, "audio") },
    ],
    [
      { ok: false as const, status: 502, error: "The voice service is busy.", title: null },
      { kind: "error", title: "Failed to generate audio", description: "The voice service is busy." },
    ],
    [
      { ok: false as const, status: 0, error: null, title: null },
      { kind: "error", title: "Failed to generate audio", description: PLAYER_LABELS.unexpected },
    ],
  ])("%#", (result, outcome) => {
    expect(streamAudioOutcome(result)).toEqual(outcome);
  });
});

describe("the request body", () => {
  const valid = { text: "Be strong.", cacheKey: "daily-devotional-2f1c9a34-1111-4a4a-9b9b-0123456789ab" };

  it("defaults the voice to onyx", () => {
    expect(StreamAudioSchema.parse(valid)).toEqual({ ...valid, voice: "onyx" });
  });

  it.each([
    [{ ...valid, cacheKey: "../../etc/passwd" }, "cacheKey"],
    [{ ...valid, cacheKey: "daily-devotional-" }, "cacheKey"],
    [{ ...valid, cacheKey: "daily-devotional-a/b" }, "cacheKey"],
    [{ ...valid, cacheKey: `daily-devotional-${"a".repeat(65)}` }, "cacheKey"],
    [{ ...valid, text: "   " }, "text"],
    [{ ...valid, text: "a".repeat(15_001) }, "text"],
    [{ ...valid, voice: "baritone" }, "voice"],
    [{ text: 5, cacheKey: valid.cacheKey }, "text"],
  ])("refuses %j (%s)", (body, field) => {
    const parsed = StreamAudioSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it("accepts a backup devotional's key", () => {
    expect(CACHE_KEY_PATTERN.test("daily-devotional-fallback-2026-05-01-iron-sharpens-iron")).toBe(true);
  });

  it("takes a chapter's key without text (the server reads the chapter itself)", () => {
    expect(StreamAudioSchema.parse({ cacheKey: "bible-John-3" })).toEqual({ cacheKey: "bible-John-3", voice: "onyx" });
    for (const key of ["bible-1Cor-13", "bible-Ps-119", "bible-1Thess-5", "bible-Jude-1"]) {
      expect(StreamAudioSchema.safeParse({ cacheKey: key }).success, key).toBe(true);
    }
    expect(parseChapterCacheKey("bible-1Cor-13")).toEqual({ book: "1Cor", chapter: 13 });
    expect(parseChapterCacheKey("daily-devotional-bible-John-3")).toBeNull();
    expect(chapterCacheKey("Ps", 23)).toBe("bible-Ps-23");
  });

  it.each([
    ["bible-John-22", "John has 21 chapters."],
    ["bible-Jude-2", "Jude has 1 chapter."],
    ["bible-Nope-1", 'The World English Bible has no book "Nope" (use its id, as in bible-John-3 or bible-1Cor-13).'],
  ])("refuses the chapter %s: %s", (cacheKey, message) => {
    const parsed = StreamAudioSchema.safeParse({ cacheKey });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["cacheKey"], message });
  });

  it.each(["bible-John-0", "bible-John-03", "bible-john-3", "bible-John-1000", "bible-John", "bible-../x-1", "bible-Johnathan-1"])(
    "refuses the malformed key %s",
    (cacheKey) => {
      expect(StreamAudioSchema.safeParse({ cacheKey }).error?.issues[0]?.path).toEqual(["cacheKey"]);
    },
  );
});

describe("the reading", () => {
  const reading = devotionalReading({
    id: "d1",
    title: "Iron Sharpens Iron",
    passage: "Proverbs 27:17",
    passage_text: "Iron sharpens iron; so a man sharpens his friend’s countenance.",
    content: "Mr. Hale called at 6 a.m. He needed a friend.\n\nRead Eph. 5:25 today. Love her well.",
    reflection: "Who sharpens you?",
  });

  it("numbers the card's sentences in the order they are shown, and reads them as paragraphs", () => {
    expect(reading.cacheKey).toBe("daily-devotional-d1");
    expect(reading.blocks.map((block) => [block.id, block.first])).toEqual([
      ["title", 0],
      ["passage-text", 1],
      ["passage", 2],
      ["content-0", 3],
      ["content-1", 5],
      ["reflect-label", 7],
      ["reflection", 8],
    ]);
    expect(reading.sentences.slice(3, 7)).toEqual(["Mr. Hale called at 6 a.m.", "He needed a friend.", "Read Eph. 5:25 today.", "Love her well."]);
    expect(reading.text.split("\n\n")).toHaveLength(7);
  });

  it("reads a devotional's new words once its text changes, though its id stays", () => {
    const devotional = { id: "d2", title: "Steady", passage: "Psalm 46:1", passage_text: "God is our refuge.", content: "Be still.", reflection: "Where?" };
    expect(devotionalReading(devotional).sentences).toContain("Be still.");
    expect(devotionalReading(devotional)).toBe(devotionalReading({ ...devotional }));
    const rewritten = devotionalReading({ ...devotional, content: "Stand firm." });
    expect(rewritten.sentences).toContain("Stand firm.");
    expect(rewritten.sentences).not.toContain("Be still.");
  });
});

describe("a chapter's reading", () => {
  const psalms = BIBLE_BOOKS.find((book) => book.id === "Ps")!;
  const reading = chapterReading({
    book: psalms,
    chapter: 23,
    verses: [
      { verse: 1, text: "Yahweh is my shepherd; I shall lack nothing." },
      { verse: 2, text: "He makes me lie down in green pastures. He leads me beside still waters." },
    ],
    headings: [{ verse: 1, text: "A Psalm by David." }],
  });

  it("reads the chapter's name, its title and each verse as one unit, without verse numbers", () => {
    expect(reading.cacheKey).toBe("bible-Ps-23");
    expect(reading.blocks.map((block) => [block.id, block.first])).toEqual([
      ["title", 0],
      ["heading-1", 1],
      ["verse-1", 2],
      ["verse-2", 3],
    ]);
    expect(reading.sentences).toEqual([
      "Psalms 23",
      "A Psalm by David.",
      "Yahweh is my shepherd; I shall lack nothing.",
      "He makes me lie down in green pastures. He leads me beside still waters.",
    ]);
    expect(reading.text).toBe(reading.sentences.join("\n\n"));
  });
});

describe("the browser voice", () => {
  const voice = (name: string, lang: string, extra: Partial<{ default: boolean; localService: boolean }> = {}) => ({
    name,
    lang,
    default: false,
    localService: false,
    ...extra,
  });

  it("prefers English in the reader's variant, a male voice, on the device", () => {
    const voices = [
      voice("Google Deutsch", "de-DE", { default: true }),
      voice("Google UK English Female", "en-GB"),
      voice("Samantha", "en-US", { localService: true, default: true }),
      voice("Daniel", "en-US", { localService: true }),
    ];
    expect(pickSpeechVoice(voices, "en-US")?.name).toBe("Daniel");
    expect(pickSpeechVoice([voices[0]!], "en-US")).toBeNull();
    expect(pickSpeechVoice([], "en-US")).toBeNull();
  });
});
