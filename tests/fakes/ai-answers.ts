/**
 * Answers the model is scripted with in the OpenAI fake (tests/fakes/openai.ts): each is well formed
 * and passes every check as it is, so a test changes one thing (a verse, a quotation, a field) to
 * see that one thing refused.
 */
import type { PlanRequest } from "../../app/kernel/path/wizard";

/** A devotional on Ephesians 6:4 (with a field the app does not ask for and must ignore). */
const paragraphs = [
  "It is 6:40 on a Tuesday evening and you have been home for eleven minutes. Your son left his bike in the driveway again, the one you asked him about twice this week, and before your keys hit the counter you hear your own voice, sharp and loud, coming out of you like it belongs to somebody else. He goes quiet. The room goes quiet. You tell yourself he needed to hear it.",
  "Paul writes one sentence to fathers in his letter to the Ephesians, and he starts with what not to do: “don’t provoke your children to wrath, but nurture them.” He knew a father can win the argument and lose the boy. Provoking is not only yelling. It is the sarcasm that stings, the rule that changes with your mood, the promise you forget, the face you make when he tells you about the thing he loves and you do not.",
  "Then Paul gives the other half: nurture them in the discipline and instruction of the Lord. Discipline is not the absence of correction; it is correction carried by someone who is plainly on his side. Moses told Israel that these words belong in ordinary life: “you shall teach them diligently to your children, and shall talk of them when you sit in your house” (Deuteronomy 6:7). Teaching happens at the kitchen table, in the truck, in the driveway next to a bike that was left out.",
  "Colossians 3:21 says the same thing from the other side: a provoked child becomes a discouraged child. Your son is learning what God the Father is like by watching how you handle his failures. That is a heavy thought, and it is meant to be. It is also a hopeful one, because the Lord is patient with you in exactly the ways you can learn to be patient with him.",
  "So go back out to the driveway tonight. Kneel down next to him, say you were too sharp, and ask him to help you put the bike away. Correction that begins with your own repentance is the kind that a boy remembers with gratitude instead of fear. Start there, and let God do the rest of the work in both of you.",
];

export function devotionalAnswer(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    title: "The Bike in the Driveway",
    passage: "Eph 6:4",
    theme: "Fatherhood & Patience",
    content: paragraphs.join("\n\n"),
    reflection: "Where did your correction this week carry more of your frustration than of your love for him?",
    prayer:
      "Father, you are patient with me when I leave the same things undone again and again. Make me that kind of father to my children. Guard my mouth when I am tired, give me the humility to apologize first, and let my correction always sound like love. Teach me to talk of you at my table and on the road. Amen.",
    // Not a field the app asks for: the stored passage text must come from the bundled Bible.
    passage_text: "Fathers, do whatever you think is best with your children.",
    ...overrides,
  });
}

export const devotionalAnswerWith = (replace: [string, string]) => devotionalAnswer({ content: paragraphs.join("\n\n").replace(...replace) });

/** A whisper of the right length resting on `verse`. */
export const whisperAnswer = (verse: string) =>
  JSON.stringify({
    message:
      "Feeling far from God is not the same as being far from him. He has not moved, and he has not let go of you. Tonight, before you sleep, say one honest sentence to him about where you are. That is enough to start.",
    verse,
  });

/** A gathering's discussion guide on Proverbs 27:17. */
export const guideAnswer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    openingPrayer: "Father, thank you for bringing these men together tonight. Quiet the noise of the week and open our ears to your word and to one another. Amen.",
    passage: "Prov 27:17",
    // Not a field the app asks for: the text shown must be the bundled WEB's.
    passageText: "As iron sharpens iron, so a friend sharpens his friend's face.",
    questions: [
      "What does it look like in your week for one man to sharpen another?",
      "Why does sharpening involve friction, and when have you avoided it?",
      "Who has sharpened you most, and how did he do it?",
      "Which man here will you ask to hold you to one thing this week?",
      "What should we pray for one another before we leave?",
    ],
    closingPrayer: "Lord, send us home sharper than we came. Make us faithful friends and honest brothers, and keep us close to you and to each other. Amen.",
    ...overrides,
  });


/** A five-day plan's outline, and one of its days. */
export const PLAN_OUTLINE_ANSWER = JSON.stringify({
  description: "Five days for a father who wants to answer his kids with patience instead of heat.",
  days: [
    { day: 1, title: "A Gentle Answer", passage: "Prov 15:1" },
    { day: 2, title: "Swift to Hear", passage: "James 1:19-20" },
    { day: 3, title: "Before Sundown", passage: "Ephesians 4:26-27" },
    { day: 4, title: "Ruling Your Spirit", passage: "Proverbs 16:32" },
    { day: 5, title: "Clothed in Patience", passage: "Colossians 3:12-13" },
  ],
});

export const PLAN_DAY_TEACHING = [
  "You walk in the door at six and the noise hits you before your keys are on the hook. Somebody is crying, somebody left shoes on the stairs, and your patience is already spent from the drive home. This is exactly where today's reading meets you.",
  "Anger is quick; wisdom is slow. The man who waits a breath before he answers is not weak. He has decided that the people in front of him matter more than winning the moment. Your children learn what a father is by watching what you do in the first minute after you get home.",
  "So tonight, stop at the door. Pray one sentence for each person inside. Then walk in and let your first words be kind ones, even if the shoes are still on the stairs.",
].join("\n\n");

export const planDayAnswer = (overrides: Record<string, string> = {}) =>
  JSON.stringify({
    teaching: PLAN_DAY_TEACHING,
    reflectionQuestion: "What happens in you in the first minute after you walk in the door?",
    prayerPrompt: "Ask God to meet you at the door tonight and to give you a gentle first word.",
    actionStep: "Tonight, pray one sentence for each person inside before you open the door.",
    ...overrides,
  });

/** A man's plan brief, as the plan wizard sends it: the one the plan tests generate from. */
export const planBrief = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  title: "Slow to Anger",
  focusArea: "Fatherhood",
  lengthDays: 7,
  situations: ["short-temper"],
  context: "I yell at my kids when I get home tired.",
  minutesPerDay: 5,
  style: "action",
  ...overrides,
});
