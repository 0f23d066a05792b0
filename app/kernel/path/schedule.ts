/**
 * A plan's schedule in the member's own days (docs/decisions/014-the-path.md): day 1 falls on the
 * enrollment's start date, one day per calendar day after it. Pausing freezes the calendar at the
 * pause date; resuming moves the start date forward by the days spent paused; "catch me up" moves
 * it so the first unread day is today; restart starts again from day 1. Pure calendar arithmetic
 * on ISO dates (app/kernel/dates.ts), so time zones and DST cannot shift a day.
 */
import { addDays, dayNumberOf } from "../dates";

export type EnrollmentStatus = "active" | "paused" | "completed";

export interface Enrollment {
  startDate: string;
  status: EnrollmentStatus;
  pausedOn: string | null;
}

export interface PlanSchedule {
  /** The day planned for today (0 before the start date; never more than the plan's length). */
  scheduledDay: number;
  /** The day to show as today's reading: the scheduled day, or day 1 before the plan begins. */
  todayDay: number;
  /** Days before the scheduled day that are not checked off. */
  behind: number;
  /** The first day not checked off (null when every day is). */
  nextDay: number | null;
  completedCount: number;
  /** Days until day 1 (0 once it has begun). */
  startsIn: number;
  finished: boolean;
}

/** The earliest and latest start date a member may choose (relative to his today). */
export const START_DATE_WINDOW = { pastDays: 30, futureDays: 365 } as const;

export function daysBetween(from: string, to: string): number {
  const a = dayNumberOf(from);
  const b = dayNumberOf(to);
  if (a === null || b === null) throw new RangeError(`Not calendar dates: ${from}, ${to}`);
  return b - a;
}

/** The date the calendar stands on for this enrollment: today, or the pause date while paused. */
function referenceDate(enrollment: Enrollment, today: string): string {
  return enrollment.status === "paused" && enrollment.pausedOn ? enrollment.pausedOn : today;
}

export function scheduledDay(enrollment: Enrollment, lengthDays: number, today: string): number {
  const day = daysBetween(enrollment.startDate, referenceDate(enrollment, today)) + 1;
  return Math.max(0, Math.min(lengthDays, day));
}

export function planSchedule(input: {
  enrollment: Enrollment;
  lengthDays: number;
  completedDays: Iterable<number>;
  today: string;
}): PlanSchedule {
  const { enrollment, lengthDays, today } = input;
  const done = new Set([...input.completedDays].filter((day) => day >= 1 && day <= lengthDays));
  const scheduled = scheduledDay(enrollment, lengthDays, today);
  let behind = 0;
  for (let day = 1; day < scheduled; day++) if (!done.has(day)) behind += 1;
  let nextDay: number | null = null;
  for (let day = 1; day <= lengthDays; day++) {
    if (!done.has(day)) {
      nextDay = day;
      break;
    }
  }
  return {
    scheduledDay: scheduled,
    todayDay: Math.max(1, scheduled),
    behind,
    nextDay,
    completedCount: done.size,
    startsIn: Math.max(0, daysBetween(referenceDate(enrollment, today), enrollment.startDate)),
    finished: done.size >= lengthDays,
  };
}

/** "Catch me up": the start date that makes the first unread day today (null when not behind). */
export function catchUpStartDate(schedule: PlanSchedule, today: string): string | null {
  if (schedule.behind === 0 || schedule.nextDay === null) return null;
  return addDays(today, -(schedule.nextDay - 1));
}

/** Resume after a pause: the start date moves forward by the days the plan stood still. */
export function resumedStartDate(enrollment: Enrollment, today: string): string {
  if (enrollment.status !== "paused" || !enrollment.pausedOn) return enrollment.startDate;
  return addDays(enrollment.startDate, Math.max(0, daysBetween(enrollment.pausedOn, today)));
}

/** Whether a start date is inside the window a member may choose from. */
export function startDateAllowed(startDate: string, today: string): boolean {
  if (dayNumberOf(startDate) === null) return false;
  const offset = daysBetween(today, startDate);
  return offset >= -START_DATE_WINDOW.pastDays && offset <= START_DATE_WINDOW.futureDays;
}

/** The first and last date a start-date picker offers. */
export function startDateBounds(today: string) {
  return { min: addDays(today, -START_DATE_WINDOW.pastDays), max: addDays(today, START_DATE_WINDOW.futureDays) };
}
