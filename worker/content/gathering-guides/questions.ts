/**
 * Discussion questions for a gathering, written for this app, by the five movements a good
 * discussion makes: what the passage says, what it means, how it meets our lives, what we will
 * hold one another to, and what we will pray. Each is written around the passage's reference and
 * quotes no scripture, so any passage can take any of them.
 */

export const QUESTION_KINDS = ["observation", "meaning", "application", "accountability", "prayer"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

type QuestionTemplate = (reference: string) => string;

export const QUESTION_TEMPLATES: Record<QuestionKind, readonly QuestionTemplate[]> = {
  observation: [
    (reference) => `Read ${reference} aloud together. Which word or phrase stood out to you, and why?`,
    (reference) => `If you had to explain ${reference} to your son in your own words, what would you say it says?`,
    (reference) => `Who is speaking in ${reference}, who is listening, and what is going on around them?`,
    (reference) => `What does ${reference} tell us about God, and what does it tell us about men like us?`,
  ],
  meaning: [
    (reference) => `Why do you think ${reference} is hard for men to live out today?`,
    (reference) => `What would change in a man's week if he took ${reference} at its word?`,
    (reference) => `Where does ${reference} push against what the world around us teaches a man to be?`,
    (reference) => `What does ${reference} show us about how Jesus treats people, and how he treats us?`,
  ],
  application: [
    () => "Where in your home this week could you live this out: with your wife, your children, or whoever shares your table?",
    () => "Think of your work or your commute. Where does this passage meet you there?",
    () => "What is one concrete thing you could do differently before we meet again?",
    () => "If your children watched you for a week, what would they learn about this from you?",
  ],
  accountability: [
    () => "Which man here will you ask to check on you this week, and what should he ask you?",
    () => "What have you kept quiet about that this passage brings to mind? Is tonight the night to say it?",
    () => "Where have you been going it alone lately, and how could a brother here help?",
    () => "What is one thing you want us to ask you about the next time we gather?",
  ],
  prayer: [
    () => "What would you like us to pray for you before we close?",
    () => "Whom in your family should we pray for tonight, and what does he or she need?",
    () => "What is one thing from tonight you want to bring to God this week?",
    () => "Where do you need God's strength more than your own right now?",
  ],
};
