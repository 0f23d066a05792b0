/**
 * The offline insight: the period's numbers told back in plain, warm sentences, with one verse the
 * numbers point to (paraphrased, so nothing is quoted that could be misquoted). The same numbers
 * always give the same words. Used when no AI provider is configured, when the model's answers are
 * all rejected, and for the Monday email (docs/decisions/016-insights.md).
 */
import { connectionLabel } from "./connection";
import { MOOD_LABELS, WEEKDAY_LABELS } from "./copy/insights";
import { favouriteWeekday, mostCommonMood, type InsightStats } from "./insights";
import { periodLabel } from "./insights-period";

/** A change of connection this large (either way) is worth naming. */
export const NOTABLE_CHANGE = 10;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const times = (count: number) => (count === 1 ? "once" : count === 2 ? "twice" : `${count} times`);
const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function periodPhrase(stats: InsightStats): string {
  const label = periodLabel(stats);
  const running = stats.through < stats.end;
  if (stats.period === "week") return `${running ? "so far in" : "in"} the week of ${label}`;
  return `${running ? "so far in" : "in"} ${label}`;
}

function showingUp(stats: InsightStats): string {
  const opening = capitalize(periodPhrase(stats));
  if (stats.activeDays === 0 && stats.journalEntries === 0) {
    return `${opening}, the devotional and the check-in stayed quiet. That happens to every man, and it is not a verdict on you; it is simply where you start from.`;
  }
  const sentences: string[] = [];
  const checkedIn = stats.checkIns === 0 ? "did not check in" : `checked in ${times(stats.checkIns)}`;
  sentences.push(`${opening}, you completed the devotional on ${stats.completions} of ${plural(stats.days, "day")} and ${checkedIn}.`);
  if (stats.activeDays === stats.days && stats.days > 1) sentences.push("You showed up every single day.");
  else if (stats.longestRun >= 3) sentences.push(`Your longest run was ${stats.longestRun} days in a row.`);
  if (stats.journalEntries > 0) {
    const weekday = favouriteWeekday(stats.rhythm.byWeekday);
    const often = weekday !== null && stats.rhythm.entries >= 3 ? `, and lately you write most often on ${WEEKDAY_LABELS[weekday]}s` : "";
    sentences.push(`You wrote ${plural(stats.journalEntries, "journal entry", "journal entries")}${often}.`);
  }
  if (stats.planDays > 0) sentences.push(`You finished ${plural(stats.planDays, "plan day")}.`);
  return sentences.join(" ");
}

function heart(stats: InsightStats): string | null {
  const sentences: string[] = [];
  const { average, change, points } = stats.connection;
  if (average !== null) {
    sentences.push(`Your sense of connection with God averaged ${average} (${connectionLabel(average)}).`);
    if (change !== null && change >= NOTABLE_CHANGE) sentences.push(`It rose from ${points[0]!.value} to ${points[points.length - 1]!.value}: something is taking root.`);
    else if (change !== null && change <= -NOTABLE_CHANGE)
      sentences.push(`It slipped from ${points[0]!.value} to ${points[points.length - 1]!.value}. Hard stretches are part of the walk, not the end of it.`);
    else if (change !== null) sentences.push("It held steady.");
  }
  const mood = mostCommonMood(stats.moods);
  if (mood) sentences.push(`When you checked in, you most often called yourself ${MOOD_LABELS[mood].toLowerCase()}.`);
  const areas = stats.focusAreas.slice(0, 2).map((focus) => focus.area);
  if (areas.length > 0) sentences.push(`You kept coming back to ${list(areas)}.`);
  return sentences.length > 0 ? sentences.join(" ") : null;
}

type Direction = "quiet" | "low" | "rising" | "steady";

function direction(stats: InsightStats): Direction {
  if (stats.activeDays === 0) return "quiet";
  const { average, change } = stats.connection;
  const struggling = stats.moods.struggling > 0 && stats.moods.struggling >= stats.checkIns / 2;
  if ((change !== null && change <= -NOTABLE_CHANGE) || (average !== null && average <= 37) || struggling) return "low";
  if (change !== null && change >= NOTABLE_CHANGE) return "rising";
  return "steady";
}

/** Each closing rests on a verse that exists in the World English Bible, paraphrased. */
export const CLOSINGS: Record<Direction, { verse: string; text: string }> = {
  quiet: {
    verse: "Lamentations 3:22-23",
    text: "Lamentations 3:22-23 says the Lord's mercies are new every morning. Begin again today with one passage and one honest check-in.",
  },
  low: {
    verse: "Isaiah 41:10",
    text: "In Isaiah 41:10 God tells his people not to be afraid, because he is with them and will strengthen and uphold them. Take one small step toward him today.",
  },
  rising: {
    verse: "Philippians 1:6",
    text: "Philippians 1:6 promises that he who began a good work in you will keep at it until it is complete. Keep going.",
  },
  steady: {
    verse: "Galatians 6:9",
    text: "Galatians 6:9 urges us not to grow weary in doing good, because in due season we will reap. Keep showing up.",
  },
};

export function composeOfflineNarrative(stats: InsightStats): string {
  return [showingUp(stats), heart(stats), CLOSINGS[direction(stats)].text].filter((part): part is string => part !== null).join("\n\n");
}
