import { Link } from "@remix-run/react";
import { useId } from "react";
import { DEVOTIONAL_COPY } from "~/kernel/copy/today";
import { DAILY_WALK_COPY } from "~/kernel/copy/today-member";
import { connectionLabel } from "~/kernel/connection";
import type { NextSessionView } from "~/kernel/series/views";
import { SeriesThisWeek } from "../series/SeriesThisWeek";

export interface WalkDayView {
  date: string;
  completed: boolean;
  checkedIn: boolean;
  connection: number | null;
  /** He was in a gathering's room that day. */
  gathered?: boolean;
}

// ISO dates are calendar days: format them in UTC so server and browser agree whatever their zones.
const shortDay = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function describeDay(day: WalkDayView): string {
  return [
    longDay.format(asDate(day.date)),
    day.completed ? DAILY_WALK_COPY.completed : DAILY_WALK_COPY.notCompleted,
    day.checkedIn ? DAILY_WALK_COPY.checkedIn : DAILY_WALK_COPY.notCheckedIn,
    day.connection === null
      ? DAILY_WALK_COPY.noConnection
      : DAILY_WALK_COPY.connection(connectionLabel(day.connection), day.connection),
    ...(day.gathered ? [DAILY_WALK_COPY.gathered] : []),
  ].join(", ");
}

/** What to do next today, in the order the day is meant to be walked. */
export function nextStep(today: { completed: boolean; checkedIn: boolean; journaled: boolean }): string {
  if (!today.completed) return DAILY_WALK_COPY.steps.read;
  if (!today.checkedIn) return DAILY_WALK_COPY.steps.checkIn;
  if (!today.journaled) return DAILY_WALK_COPY.steps.journal;
  return DAILY_WALK_COPY.steps.done;
}

/** "Daily Walk with God": the last seven local days at a glance, today's next step and this week's series sessions. */
export function DailyWalkCard({ days, journaledToday, series = [] }: { days: WalkDayView[]; journaledToday: boolean; series?: NextSessionView[] }) {
  const titleId = useId();
  const today = days[days.length - 1]!;
  const anyGathered = days.some((day) => day.gathered);
  return (
    <section aria-labelledby={titleId} className="card" data-testid="daily-walk">
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {DEVOTIONAL_COPY.dailyWalk}
      </h2>
      <p className="mt-1 text-sm text-muted">{DAILY_WALK_COPY.intro}</p>
      <ol className="mt-4 grid grid-cols-7 gap-1">
        {days.map((day) => (
          <li key={day.date} className="flex flex-col items-center gap-1.5">
            <span className="sr-only">{describeDay(day)}</span>
            <span aria-hidden="true" className={`text-xs ${day === today ? "font-bold text-fg" : "text-muted"}`}>
              {shortDay.format(asDate(day.date))}
            </span>
            <span
              aria-hidden="true"
              className={`grid h-8 w-8 place-items-center rounded-full border text-sm font-bold ${
                day.completed ? "border-primary bg-primary text-primary-fg" : "border-border"
              }`}
            >
              {day.completed ? "✓" : null}
            </span>
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${day.checkedIn ? "bg-accent" : "bg-border"}`} />
            <span aria-hidden="true" className="relative h-10 w-2.5 overflow-hidden rounded-full bg-border">
              {day.connection !== null ? (
                <span
                  className="absolute inset-x-0 bottom-0 rounded-full bg-primary"
                  style={{ height: `${Math.max(day.connection, 4)}%` }}
                />
              ) : null}
            </span>
            {anyGathered ? (
              <span aria-hidden="true" className={`h-2 w-2 rounded-full border border-primary ${day.gathered ? "bg-primary" : "opacity-0"}`} />
            ) : null}
          </li>
        ))}
      </ol>
      <p aria-hidden="true" className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <span className="grid h-3.5 w-3.5 place-items-center rounded-full bg-primary text-[0.5rem] text-primary-fg">
            ✓
          </span>
          {DAILY_WALK_COPY.legendCompleted}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-2 w-2 rounded-full bg-accent" />
          {DAILY_WALK_COPY.legendCheckedIn}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-1.5 rounded-full bg-primary" />
          {DAILY_WALK_COPY.legendConnection}
        </span>
        {anyGathered ? (
          <span className="inline-flex items-center gap-1">
            <span className="h-2 w-2 rounded-full border border-primary bg-primary" />
            {DAILY_WALK_COPY.legendGathered}
          </span>
        ) : null}
      </p>
      <p className="mt-4 rounded-lg bg-primary/5 p-3" data-testid="next-step">
        <span className="font-semibold">{DAILY_WALK_COPY.nextStep}</span>{" "}
        {nextStep({ ...today, journaled: journaledToday })}
      </p>
      {series.length > 0 ? <SeriesThisWeek sessions={series} /> : null}
      <p className="mt-3 text-right">
        <Link to="/insights" className="text-sm font-semibold text-primary underline underline-offset-4" prefetch="intent">
          {DAILY_WALK_COPY.insightsLink} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
