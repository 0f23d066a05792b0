/**
 * The offline plan composer's choices (worker/domain/plan-composer.server.ts): every focus area and
 * length fills with distinct passages from Nave's, the man's situation and words shape the plan,
 * and a day reads as finished writing built around the passage's own words.
 */
import { describe, expect, it } from "vitest";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import { PLAN_LENGTHS, type PlanRequest } from "../../app/kernel/path/wizard";
import { planThemes, SITUATIONS_LIBRARY } from "../../worker/content/plan-themes";
import {
  composeOutline,
  keywordThemes,
  NAVE_PLAN_PASSAGES,
  quotableVerse,
  writeLibraryDay,
} from "../../worker/domain/plan-composer.server";

const brief = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  title: "Patience at Home",
  focusArea: "Fatherhood",
  lengthDays: 7,
  situations: ["new-father"],
  context: "",
  minutesPerDay: 10,
  style: "reflection",
  ...overrides,
});

const navePassages = new Set(Object.values(NAVE_PLAN_PASSAGES).flatMap((list) => list.map((entry) => entry.passage)));
const themeOf = new Map(planThemes.map((theme) => [theme.key, theme]));

describe("the outline", () => {
  it.each(FOCUS_AREAS.flatMap((area) => PLAN_LENGTHS.map((length) => [area, length] as const)))(
    "%s, %i days: one distinct Nave's passage a day",
    (focusArea, lengthDays) => {
      for (const situations of [[], ["grieving" as const], ["short-temper" as const, "money-pressure" as const, "few-friends" as const]]) {
        const outline = composeOutline(brief({ focusArea, lengthDays, situations, context: situations.length ? "" : "I want to grow." }), "plan-x");
        expect(outline.days.map((day) => day.day)).toEqual(Array.from({ length: lengthDays }, (_, index) => index + 1));
        for (const day of outline.days) expect(navePassages.has(day.passage), day.passage).toBe(true);
        expect(new Set(outline.days.map((day) => day.passage)).size).toBe(lengthDays);
        expect(new Set(outline.days.map((day) => day.title)).size).toBe(lengthDays);
      }
    },
  );

  it("opens with the focus area and brings in his situation on day 2", () => {
    const outline = composeOutline(brief({ focusArea: "Marriage", situations: ["short-temper"] }), "plan-a");
    expect(outline.days[0]!.theme!.key.startsWith("marriage-")).toBe(true);
    expect(outline.days[1]!.theme!.key).toBe(SITUATIONS_LIBRARY["short-temper"].themes[0]);
    expect(outline.description).toBe(
      "A 7-day plan on marriage for a man with a short temper. Each day brings a passage from the World English Bible, a short teaching, a question to answer honestly, a prayer and one thing to do.",
    );
  });

  it("is the same for the same plan, and starts the focus themes in another place for another plan", () => {
    const a = composeOutline(brief(), "plan-1");
    expect(composeOutline(brief(), "plan-1")).toEqual(a);
    const firsts = new Set(["plan-1", "plan-2", "plan-3", "plan-4", "plan-5"].map((id) => composeOutline(brief(), id).days[0]!.theme!.key));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("reads his own words for themes", () => {
    expect(keywordThemes("I keep yelling at my son when I'm tired")).toEqual(["anger", "weariness", "fatherhood-fathers-heart"]);
    expect(keywordThemes("Money is tight and I'm anxious")).toEqual(["anxiety", "money"]);
    expect(keywordThemes("")).toEqual([]);
    const outline = composeOutline(brief({ situations: [], context: "We lost our baby this spring and I can't pray." }), "plan-g");
    expect(outline.days.map((day) => day.theme!.key)).toContain("grief");
  });
});

describe("a library day", () => {
  const theme = themeOf.get("anger")!;
  const verses = [{ verse: 19, text: "So, then, my beloved brothers, let every man be swift to hear, slow to speak, and slow to anger;" }];
  const outlineDay = (day: number) => ({ day, title: theme.days[0].title, passage: theme.days[0].passage, theme: { key: "anger", variant: 0 } });

  it("day 1 welcomes him, quotes the passage exactly, teaches, and adds his situation and style", () => {
    const day = writeLibraryDay(outlineDay(1), theme.days[0], { brief: brief(), lengthDays: 7, verses, situationNote: "NOTE" });
    const paragraphs = day.teaching.split("\n\n");
    expect(paragraphs[0]).toContain("Welcome to “Patience at Home.” For the next 7 days you'll spend about 10 minutes a day");
    expect(paragraphs[1]).toBe(`Read James 1:19-20 slowly, twice. Stay with this line: “${verses[0]!.text}”`);
    expect(paragraphs[2]).toBe(theme.days[0].teaching);
    expect(paragraphs[3]).toBe("NOTE");
    expect(paragraphs).toHaveLength(5);
    expect(day.reflection_question.split("\n")).toEqual([theme.days[0].question, expect.stringMatching(/\?$/)]);
    expect(day).toMatchObject({ day_number: 1, passage: "James 1:19-20", prayer_prompt: theme.days[0].prayer, action_step: theme.days[0].action, source: "library" });
  });

  it("a five-minute day is the passage and the teaching; the last day closes the plan", () => {
    const short = writeLibraryDay(outlineDay(3), theme.days[0], { brief: brief({ minutesPerDay: 5, style: "action" }), lengthDays: 7, verses, situationNote: "NOTE" });
    expect(short.teaching.split("\n\n")).toHaveLength(2);
    expect(short.reflection_question).toBe(theme.days[0].question);
    const last = writeLibraryDay(outlineDay(7), theme.days[0], { brief: brief({ minutesPerDay: 5 }), lengthDays: 7, verses, situationNote: undefined });
    expect(last.teaching.split("\n\n").at(-1)).toContain("This is the last day of “Patience at Home.”");
  });

  it("quotes only a verse that stands on its own", () => {
    expect(quotableVerse([{ verse: 1, text: "and that you make it your ambition" }, { verse: 2, text: "Pray without ceasing." }])).toBe("Pray without ceasing.");
    expect(quotableVerse([{ verse: 1, text: "Abram said to Lot, “Please, let there be no strife”" }])).toBeNull();
    expect(quotableVerse([])).toBeNull();
    const day = writeLibraryDay(outlineDay(2), theme.days[0], { brief: brief(), lengthDays: 7, verses: [], situationNote: undefined });
    expect(day.teaching.split("\n\n")[0]).toBe("Start with James 1:19-20. Read it aloud if you can, and let it sink in.");
    expect(parseCanonicalReference(day.passage)).not.toBeNull();
    // A one-verse passage is shown in full on the page, so it is not quoted again.
    const gentle = themeOf.get("anger")!.days[1];
    const single = writeLibraryDay({ day: 4, title: gentle.title, passage: gentle.passage, theme: { key: "anger", variant: 1 } }, gentle, {
      brief: brief(),
      lengthDays: 7,
      verses: [{ verse: 1, text: "A gentle answer turns away wrath, but a harsh word stirs up anger." }],
      situationNote: undefined,
    });
    expect(single.teaching.split("\n\n")[0]).toBe("Read Proverbs 15:1 slowly, twice, before you read on.");
  });
});
