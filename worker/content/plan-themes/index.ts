/**
 * The offline plan composer's template library: teaching and questions written whole, readable,
 * not mad-libs. Each theme has three finished days, each written for
 * one passage Nave's Topical Bible lists under the theme's topics (worker/bible/data/
 * nave-plan-passages.json). The composer (worker/domain/plan-composer.server.ts) chooses themes from
 * the plan's focus area and the man's situation and words, and adds the passage, a note for his
 * situation, one for his reading style, and an opening and a closing.
 */
import type { FocusArea } from "../../../app/kernel/focus-areas";
import type { PlanStyle, SituationId } from "../../../app/kernel/path/wizard";
import type { PlanTheme } from "../types";
import { brothersThemes } from "./brothers";
import { faithThemes } from "./faith";
import { homeThemes } from "./home";
import { seasonThemes } from "./seasons";
import { workThemes } from "./work";

export const planThemes: PlanTheme[] = [...homeThemes, ...workThemes, ...faithThemes, ...brothersThemes, ...seasonThemes];

export const FOCUS_THEMES: Record<FocusArea, readonly string[]> = {
  Marriage: ["marriage-serving-love", "marriage-one-flesh", "marriage-peace-at-home"],
  Fatherhood: ["fatherhood-fathers-heart", "fatherhood-teaching", "fatherhood-gift"],
  Work: ["work-as-worship", "work-integrity", "work-bosses-and-workers"],
  "Prayer Life": ["prayer-learning", "prayer-asking", "prayer-thanksgiving"],
  "Bible Study": ["bible-lasting-word", "bible-meditating", "bible-doers"],
  Brotherhood: ["brotherhood-friend", "brotherhood-burdens", "brotherhood-peace"],
  Temptation: ["temptation-where-it-starts", "temptation-way-of-escape", "temptation-guarding-eyes"],
  Leadership: ["leadership-shepherds", "leadership-servant", "leadership-wise-and-just"],
};

/** Areas whose themes fill a long plan once the focus area's and the man's season's are used. */
export const RELATED_AREAS: Record<FocusArea, readonly FocusArea[]> = {
  Marriage: ["Fatherhood", "Brotherhood"],
  Fatherhood: ["Marriage", "Leadership"],
  Work: ["Leadership", "Temptation"],
  "Prayer Life": ["Bible Study", "Brotherhood"],
  "Bible Study": ["Prayer Life", "Leadership"],
  Brotherhood: ["Prayer Life", "Temptation"],
  Temptation: ["Brotherhood", "Prayer Life"],
  Leadership: ["Work", "Fatherhood"],
};

/** Themes that belong in any plan, after the rest. */
export const GENERAL_THEMES: readonly string[] = ["grace-after-failure", "courage"];

/** The wizard's situations: the themes they call for (first first) and a note for the man in it. */
export const SITUATIONS_LIBRARY: Record<SituationId, { themes: readonly string[]; forWhom: string; note: string }> = {
  "new-father": {
    themes: ["fatherhood-gift", "weariness", "fatherhood-fathers-heart"],
    forWhom: "a new father",
    note: "With a new baby in the house, your days are shorter than they used to be and your nights are broken. That is normal, and God knows it. Read this slowly, even if it is at three in the morning with a bottle in your other hand. A few honest minutes with God count.",
  },
  "father-of-teens": {
    themes: ["speech", "patience", "fatherhood-teaching"],
    forWhom: "a father of teenagers",
    note: "Teenagers push away and still need you close. They notice everything you do and remember far more of your tone than your words. Read this with one of your teenagers in mind, and let it shape how you speak to them today.",
  },
  "strained-marriage": {
    themes: ["forgiveness", "speech", "marriage-peace-at-home"],
    forWhom: "a man in a strained marriage",
    note: "When a marriage is strained, every conversation can feel like walking on glass. You cannot fix both sides, but you can take responsibility for yours. Read this as a word for you, not as ammunition for the next argument.",
  },
  "newly-married": {
    themes: ["marriage-one-flesh", "marriage-serving-love"],
    forWhom: "a newly married man",
    note: "The habits you build in the first years of marriage tend to last. This is a good season to set patterns of serving, listening and praying together, before the busyness of later years sets them for you.",
  },
  "leading-a-team": {
    themes: ["leadership-servant", "humility", "leadership-wise-and-just"],
    forWhom: "a man leading a team",
    note: "The people on your team take their cues from you: your mood, your honesty, how you handle pressure. Read this with their names in mind, and ask what kind of leader they need you to be this week.",
  },
  "new-job": {
    themes: ["work-as-worship", "anxiety", "courage"],
    forWhom: "a man starting a new job",
    note: "A new role brings new pressure: proving yourself, learning fast, wondering if you belong. God goes with you into the new place. Read this before the workday starts if you can, and take it in with you.",
  },
  "out-of-work": {
    themes: ["money", "anxiety", "perseverance"],
    forWhom: "a man out of work",
    note: "Being out of work hits a man's identity as well as his wallet. Your worth is not your job title, and God has not forgotten you. Read this as a daily reminder of who you are while you keep knocking on doors.",
  },
  "money-pressure": {
    themes: ["money", "anxiety"],
    forWhom: "a man under money pressure",
    note: "Money pressure follows you home and wakes you at night. God cares about the bills, and he cares even more about the man carrying them. Read this honestly, and bring the numbers with you into prayer.",
  },
  grieving: {
    themes: ["grief", "perseverance"],
    forWhom: "a man grieving a loss",
    note: "Grief is heavy and it does not keep a schedule. Some days this reading will help; some days you will only manage a line or two. That is enough. God is near to the broken-hearted, and he is near to you.",
  },
  "fighting-a-habit": {
    themes: ["self-control", "temptation-way-of-escape", "grace-after-failure"],
    forWhom: "a man fighting a habit",
    note: "Fighting a habit is rarely one great battle; it is many small ones. If you slip during this plan, don't quit it. Come back the next day. Grace is for exactly this, and the fight is worth it.",
  },
  "short-temper": {
    themes: ["anger", "patience", "speech"],
    forWhom: "a man with a short temper",
    note: "Anger often says more about what we fear or carry than about what just happened. Read this with your last blow-up in mind, not to beat yourself up, but to understand it and let God change it.",
  },
  "few-friends": {
    themes: ["brotherhood-friend", "brotherhood-burdens"],
    forWhom: "a man with few close friends",
    note: "Many men have colleagues and acquaintances but no one who really knows them. That is common, and it can change. Read this with one or two men in mind who could become brothers.",
  },
  "far-from-god": {
    themes: ["doubt", "prayer-learning", "grace-after-failure"],
    forWhom: "a man who feels far from God",
    note: "Feeling far from God does not mean he is far from you. Keep showing up, even when it feels dry. Read this honestly, and tell God exactly how it feels. He can handle it.",
  },
};

/**
 * Words in what a man writes about himself that call for a theme. Matched case-insensitively on
 * whole words; the first themes named come first.
 */
export const KEYWORD_THEMES: readonly { pattern: RegExp; themes: readonly string[] }[] = [
  { pattern: /\b(anger|angry|temper|yell\w*|shout\w*|rage|furious|irritab\w*|snap(s|ped|ping)?)\b/i, themes: ["anger"] },
  { pattern: /\b(anxious|anxiety|worr\w*|afraid|fear\w*|stress\w*|panic\w*|nervous)\b/i, themes: ["anxiety"] },
  { pattern: /\b(money|debt\w*|financ\w*|bills?|budget|broke|mortgage|paycheck|salary|bankrupt\w*)\b/i, themes: ["money"] },
  { pattern: /\b(grief|griev\w*|loss|lost (my|our|a)|died|death|funeral|miscarr\w*|passed away|widow\w*)\b/i, themes: ["grief"] },
  { pattern: /\b(forgiv\w*|resent\w*|bitter\w*|betray\w*|grudge)\b/i, themes: ["forgiveness"] },
  { pattern: /\b(pride|proud|ego|arrogan\w*|humble|humility)\b/i, themes: ["humility"] },
  { pattern: /\b(habit|addict\w*|drink\w*|alcohol|gambl\w*|phone|screens?|self-control)\b/i, themes: ["self-control"] },
  { pattern: /\b(lust\w*|porn\w*|purity|affair)\b/i, themes: ["temptation-guarding-eyes", "self-control"] },
  { pattern: /\b(tired|exhausted|burn(ed|t)? ?out|overwhelm\w*|weary|busy|sleep\w*)\b/i, themes: ["weariness"] },
  { pattern: /\b(tongue|harsh|sarcas\w*|gossip\w*|critici\w*|nag\w*)\b/i, themes: ["speech"] },
  { pattern: /\b(doubt\w*|unbelief|distant|dry|numb|far from god)\b/i, themes: ["doubt"] },
  { pattern: /\b(trials?|suffer\w*|sick\w*|illness|cancer|diagnos\w*|struggl\w*|hard season)\b/i, themes: ["perseverance"] },
  { pattern: /\b(patien\w*|impatien\w*|waiting)\b/i, themes: ["patience"] },
  { pattern: /\b(courage|brave|coward\w*|scared)\b/i, themes: ["courage"] },
  { pattern: /\b(wife|marriage|married|husband)\b/i, themes: ["marriage-peace-at-home"] },
  { pattern: /\b(son|daughter|kids?|children|baby|toddler|teen\w*)\b/i, themes: ["fatherhood-fathers-heart"] },
  { pattern: /\b(job|boss|work\w*|career|coworkers?|colleagues?|business)\b/i, themes: ["work-as-worship"] },
  { pattern: /\b(friends?|lonely|alone|isolat\w*)\b/i, themes: ["brotherhood-friend"] },
  { pattern: /\b(lead\w*|team|manag\w*|elder|coach\w*)\b/i, themes: ["leadership-servant"] },
  { pattern: /\b(pray\w*)\b/i, themes: ["prayer-learning"] },
  { pattern: /\b(bible|scripture|word of god)\b/i, themes: ["bible-meditating"] },
];

/** A paragraph for the reading style, rotating through the plan (reading-heavy gets the chapter). */
export const STYLE_NOTES: Record<PlanStyle, readonly ((chapter: string) => string)[]> = {
  reading: [
    (chapter) =>
      `If you have time, read all of ${chapter}. Passages live inside a larger story, and the verses around today's reading often explain why it was written.`,
    (chapter) =>
      `Read ${chapter} from the beginning today, and notice where today's verses fall in it: what comes just before them, and what follows.`,
    (chapter) =>
      `Give ${chapter} a slow second reading this evening. Underline anything that surprises you; the surprises are often where you learn the most.`,
  ],
  reflection: [
    () =>
      "Before you move on, sit quietly for two minutes. Don't rush to the question below. Read the passage once more and notice which word keeps catching you; that is often where God is pressing.",
    () =>
      "Take the question below slowly. Write your answer down rather than only thinking it. Honest words on paper have a way of showing you what you really think.",
    () =>
      "Find a quiet moment today to come back to this. One question answered honestly is worth more than ten skimmed.",
  ],
  action: [
    () =>
      "Don't let today's reading stay on the page. The step below is small on purpose. Do it before the day ends, and tomorrow notice what changed, in you or in the people around you.",
    () =>
      "Faith grows by doing. Read the step below now, decide when you will do it, and tell one person so they can ask you about it.",
    () =>
      "The step below may feel awkward. Do it anyway. Obedience in small things is how God shapes a man for the larger ones.",
  ],
};

/** Second questions for reflection-heavy plans, one a day in turn. */
export const FOLLOW_UP_QUESTIONS: readonly string[] = [
  "What word or phrase from today's passage do you want to carry into tomorrow?",
  "Where did you feel resistance as you read, and why do you think that is?",
  "If you took today's reading seriously, what would be different by this time next week?",
  "What is God inviting you to stop, start or continue?",
  "Who else needs to hear what you read today, and how could you tell them?",
];

export function openingNote(title: string, days: number, minutes: number): string {
  return `Welcome to “${title}.” For the next ${days} days you'll spend about ${minutes} minutes a day with one passage, a short teaching, a question to answer honestly, a prayer and one thing to do. If you miss a day, don't quit: pick up where you left off, or let Shepherd catch you up.`;
}

export function closingNote(title: string, days: number): string {
  return `This is the last day of “${title}.” Look back over the last ${days} days. Which day do you want to return to? Write it down, and thank God for what he has started in you. A plan ends; the walk with him doesn't.`;
}

export function planDescription(focusArea: FocusArea, days: number, forWhom: string | null): string {
  const forPart = forWhom ? ` for ${forWhom}` : "";
  return `A ${days}-day plan on ${focusArea.toLowerCase()}${forPart}. Each day brings a passage from the World English Bible, a short teaching, a question to answer honestly, a prayer and one thing to do.`;
}
