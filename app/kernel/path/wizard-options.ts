/**
 * The wizard's choices (/path/create), free of zod so the step pages ship them to the browser
 * without the validation library; the schemas are in wizard.ts.
 */
export const PLAN_LENGTHS = [5, 7, 10, 14, 21] as const;
export const PLAN_MINUTES = [5, 10, 15, 20] as const;
export const PLAN_STYLES = ["reading", "reflection", "action"] as const;
export type PlanStyle = (typeof PLAN_STYLES)[number];

export const PLAN_TITLE_MIN = 3;
export const PLAN_TITLE_MAX = 80;
export const CONTEXT_MAX = 500;
export const MAX_SITUATIONS = 3;

/** Where a man might be; each leads the composer to themes (worker/content/plan-themes). */
export const SITUATIONS = [
  { id: "new-father", label: "A new father" },
  { id: "father-of-teens", label: "Raising teenagers" },
  { id: "strained-marriage", label: "A strained marriage" },
  { id: "newly-married", label: "Newly married" },
  { id: "leading-a-team", label: "Leading a team" },
  { id: "new-job", label: "A new job or role" },
  { id: "out-of-work", label: "Out of work" },
  { id: "money-pressure", label: "Money pressure" },
  { id: "grieving", label: "Grieving a loss" },
  { id: "fighting-a-habit", label: "Fighting a habit" },
  { id: "short-temper", label: "A short temper" },
  { id: "few-friends", label: "Few close friends" },
  { id: "far-from-god", label: "Feeling far from God" },
] as const;
export type SituationId = (typeof SITUATIONS)[number]["id"];

export const STYLE_LABELS: Record<PlanStyle, { label: string; hint: string }> = {
  reading: { label: "Reading-heavy", hint: "The passage, then the whole chapter around it when you have the time." },
  reflection: { label: "Reflection-heavy", hint: "Shorter readings, more questions and room to sit with them." },
  action: { label: "Action-oriented", hint: "A concrete step every day, for home, work and the men around you." },
};

export function situationLabel(id: string): string {
  return SITUATIONS.find((situation) => situation.id === id)?.label ?? id;
}
