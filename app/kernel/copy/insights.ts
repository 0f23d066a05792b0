/** Copy for /insights, /insights/{id} and the weekly summary email (docs/decisions/016-insights.md). */
import type { Mood } from "../connection";
import type { InsightPeriod } from "../insights-period";

const adjective = (period: InsightPeriod) => (period === "week" ? "weekly" : "monthly");

export const INSIGHTS_PAGE = {
  title: "Insights",
  subtitle: "Your walk with God, week by week and month by month. Only you can see these numbers.",
  periodTabs: "Insight period",
  week: "Week",
  month: "Month",
  periodNav: "Choose a period",
  previous: (period: InsightPeriod) => (period === "week" ? "Previous week" : "Previous month"),
  next: (period: InsightPeriod) => (period === "week" ? "Next week" : "Next month"),
  current: (period: InsightPeriod) => (period === "week" ? "This week" : "This month"),
  soFar: (day: string) => `So far — through ${day}.`,
  write: (period: InsightPeriod) => `Write my ${adjective(period)} insight`,
  rewrite: (period: InsightPeriod) => `Write my ${adjective(period)} insight again`,
  rewriteHint: "Writing it again replaces the one below.",
  writing: "Writing…",
  writtenTitle: (period: InsightPeriod) => `Your ${adjective(period)} insight is ready`,
  writtenOffline: "Written from your numbers.",
  insightHeading: (period: InsightPeriod) => `Your ${adjective(period)} insight`,
  noInsight: (period: InsightPeriod) =>
    `No ${adjective(period)} insight yet for this ${period}. Write one and Shepherd will put your numbers into words.`,
  numbersHeading: "At a glance",
  unknownAction: "That action isn't available here.",
} as const;

export const INSIGHT_SOURCE = {
  ai: "Written with AI",
  offline: "Written from your numbers",
} as const;

export const STAT_LABELS = {
  completions: "Devotionals completed",
  checkIns: "Check-ins",
  journalEntries: "Journal entries",
  whispers: "Whispers received",
  planDays: "Plan days completed",
  connection: "Average connection",
  ofDays: (days: number) => (days === 1 ? "of 1 day" : `of ${days} days`),
  noConnection: "Not recorded",
} as const;

export const MOOD_LABELS: Record<Mood, string> = {
  struggling: "Struggling",
  neutral: "Neutral",
  good: "Good",
  great: "Great",
};

export const WEEKDAY_LABELS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const CHART_COPY = {
  showTable: "Show the numbers as a table",
  trend: {
    title: "Connection trend",
    intro: "How close to God you felt each day (0–100), from the Today slider.",
    empty: "No connection recorded in this period yet.",
    summary: (average: number, lowest: number, highest: number, days: number) =>
      `Average ${average} over ${days === 1 ? "1 day" : `${days} days`}, from ${lowest} to ${highest}.`,
    day: "Day",
    value: "Connection",
    label: "Label",
  },
  moods: {
    title: "Mood at check-in",
    intro: "How you said you were when you checked in.",
    empty: "No check-ins in this period yet.",
    summary: (parts: string) => `Check-ins by mood: ${parts}.`,
    mood: "Mood",
    count: "Check-ins",
  },
  focus: {
    title: "What you checked in on most",
    intro: "The focus areas you chose at check-in.",
    empty: "No focus areas chosen at check-in in this period yet.",
    summary: (parts: string) => `Focus areas by check-ins: ${parts}.`,
    area: "Focus area",
    count: "Check-ins",
  },
  rhythm: {
    title: "Journaling rhythm",
    intro: (weeks: number) => `Entries by weekday over the last ${weeks === 1 ? "week" : `${weeks} weeks`} you've been writing.`,
    introEmpty: "Entries by weekday over the last 12 weeks.",
    perWeek: (perWeek: number) => `About ${perWeek} ${perWeek === 1 ? "entry" : "entries"} a week.`,
    empty: "No journal entries in the last 12 weeks yet.",
    summary: (parts: string) => `Journal entries by weekday: ${parts}.`,
    weekday: "Weekday",
    count: "Entries",
  },
  streak: {
    title: "Streak history",
    intro: "The last 365 days. A day counts when you complete the devotional or check in.",
    current: (days: number) => (days === 1 ? "1 day streak" : `${days} day streak`),
    longest: (days: number) => `Longest: ${days === 1 ? "1 day" : `${days} days`}`,
    walked: (days: number) => `${days} of 365 days walked`,
    summary: (walked: number, current: number, longest: number) =>
      `Streak calendar of the last 365 days: ${walked} days walked, current streak ${current}, longest ${longest}.`,
    legendNone: "Nothing",
    legendOne: "Devotional or check-in",
    legendBoth: "Both",
    month: "Month",
    walkedColumn: "Days walked",
    daysColumn: "Days in window",
  },
} as const;

export const ARCHIVE_COPY = {
  title: "Past insights",
  intro: "Every insight you've written, newest first.",
  empty: "Your insights will gather here once you write your first.",
  kind: (period: InsightPeriod) => (period === "week" ? "Weekly insight" : "Monthly insight"),
  written: (day: string) => `Written ${day}`,
  showOlder: "Show older insights",
  newest: "Back to the newest insights",
} as const;

export const INSIGHT_DETAIL = {
  back: "Back to insights",
  notFound: "That insight was not found.",
  numbers: "The numbers it was written from",
} as const;

export const INSIGHT_REQUEST_COPY = {
  period: "Choose a week or a month.",
  start: (period: InsightPeriod) =>
    period === "week" ? "Choose a week by its Monday, written YYYY-MM-DD." : "Choose a month by its first day, written YYYY-MM-DD.",
  future: "That period hasn't begun yet. Choose this one or an earlier one.",
  tooOld: "Choose a period from the year 2000 onwards.",
} as const;

export const WEEKLY_EMAIL_COPY = {
  subject: (label: string) => `Your week with God: ${label}`,
  intro: (label: string) => `Here is your week, ${label}.`,
  numbers: (completions: number, checkIns: number, journalEntries: number) =>
    `Devotionals completed: ${completions} · Check-ins: ${checkIns} · Journal entries: ${journalEntries}`,
  cta: "Open your insights",
  footer: "You get this email because you turned on the weekly summary. Change it on your Profile:",
} as const;
