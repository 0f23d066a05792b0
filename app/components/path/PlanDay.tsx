import { ShareWithFlock } from "~/components/flock/ShareWithFlock";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { PLAN_PAGE } from "~/kernel/copy/path";
import type { PlanDayView } from "~/kernel/path/plan-views";
import { ScriptureReference } from "../word/ScriptureReference";
import { usePlanActionForm } from "./usePlanActionForm";

export type PlanDayData = PlanDayView;

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</h4>
      <div className="mt-1">{children}</div>
    </section>
  );
}

/**
 * One day of a plan as a disclosure (today's is open): the passage linked into the reader with its
 * World English Bible text, the teaching, the question, the prayer prompt, the day's step, and
 * "Mark day N complete" when he follows the plan.
 */
export function PlanDay({ day, isToday, canComplete }: { day: PlanDayData; isToday: boolean; canComplete: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("day") === String(day.day);
  return (
    <details id={`day-${day.day}`} open={isToday} className="card group scroll-mt-20 open:shadow-md" data-testid="plan-day">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
            Day {day.day}
            {isToday ? <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-primary-fg">{PLAN_PAGE.today}</span> : null}
          </span>
          <span className="mt-0.5 block font-serif text-lg font-bold">{day.title}</span>
        </span>
        {day.completed ? (
          <span className="shrink-0 text-sm font-semibold text-primary">
            ✓<span className="sr-only"> {PLAN_PAGE.done}</span>
          </span>
        ) : null}
      </summary>

      <Section label={PLAN_PAGE.passage}>
        <p>
          <ScriptureReference reference={day.passage} href={day.passageHref} />
        </p>
        {day.verses.length > 0 ? (
          <blockquote className="mt-2 border-l-4 border-accent/60 pl-3 font-serif leading-relaxed">
            {day.verses.map((verse) => (
              <span key={verse.verse}>
                <sup className="mr-0.5 text-xs text-muted">{verse.verse}</sup>
                {verse.text}{" "}
              </span>
            ))}
          </blockquote>
        ) : null}
      </Section>

      <Section label={PLAN_PAGE.teaching}>
        {day.teaching.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="mt-2 leading-relaxed first:mt-0">
            {paragraph}
          </p>
        ))}
      </Section>

      <Section label={PLAN_PAGE.question}>
        {day.reflectionQuestion.split("\n").map((line, index) => (
          <p key={index} className="mt-1 font-medium first:mt-0">
            {line}
          </p>
        ))}
      </Section>

      <Section label={PLAN_PAGE.prayer}>
        <p>{day.prayerPrompt}</p>
      </Section>

      {day.actionStep ? (
        <Section label={PLAN_PAGE.action}>
          <p>{day.actionStep}</p>
        </Section>
      ) : null}

      {day.completed ? (
        <p className="mt-5 font-semibold text-primary">{PLAN_PAGE.completed}</p>
      ) : canComplete ? (
        <CompleteDayForm day={day.day} submitting={submitting} />
      ) : null}
      {canComplete ? (
        <div className="mt-3">
          <ShareWithFlock source="plan_day" sourceId={day.id} text="" />
        </div>
      ) : null}
    </details>
  );
}

function CompleteDayForm({ day, submitting }: { day: number; submitting: boolean }) {
  return (
    <Form method="post" className="mt-5" {...usePlanActionForm()}>
      <input type="hidden" name="day" value={day} />
      <button type="submit" name="intent" value="complete" className="btn-primary" disabled={submitting}>
        {PLAN_PAGE.markComplete(day)}
      </button>
    </Form>
  );
}
