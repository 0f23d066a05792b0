import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { PLAN_PAGE } from "~/kernel/copy/path";
import { formatPlanDate } from "~/kernel/path/format";
import type { PlanSchedule } from "~/kernel/path/schedule";
import { usePlanActionForm } from "./usePlanActionForm";

export interface PanelEnrollment {
  startDate: string;
  status: "active" | "paused" | "completed";
  pausedOn: string | null;
}

function IntentButton({ intent, label, primary = false }: { intent: string; label: string; primary?: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" {...usePlanActionForm()}>
      <button type="submit" name="intent" value={intent} className={primary ? "btn-primary" : "btn-secondary"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** Restart clears his checked days, so it asks first (a disclosure: works without JavaScript). */
function RestartControl() {
  const busy = useNavigation().state !== "idle";
  return (
    <details className="w-full">
      <summary className="btn-ghost cursor-pointer list-none [&::-webkit-details-marker]:hidden">{PLAN_PAGE.restart}</summary>
      <Form method="post" className="mt-2 rounded-xl border border-border p-3" {...usePlanActionForm()}>
        <p className="text-sm">{PLAN_PAGE.restartConfirm}</p>
        <button type="submit" name="intent" value="restart" className="btn-secondary mt-2" disabled={busy}>
          {PLAN_PAGE.restart}
        </button>
      </Form>
    </details>
  );
}

/**
 * Following the plan: start on a chosen date; then pause / resume, "catch me up" when behind, and
 * restart. Each is a real form; the outcome comes back as a toast.
 */
export function EnrollmentPanel({
  enrollment,
  schedule,
  today,
  bounds,
}: {
  enrollment: PanelEnrollment | null;
  schedule: PlanSchedule | null;
  today: string;
  bounds: { min: string; max: string };
}) {
  const dateId = useId();
  const busy = useNavigation().state !== "idle";
  const startForm = usePlanActionForm();
  if (!enrollment) {
    return (
      <Form method="post" className="card" aria-labelledby={`${dateId}-heading`} {...startForm}>
        <h2 id={`${dateId}-heading`} className="font-semibold">
          {PLAN_PAGE.startHeading}
        </h2>
        <label htmlFor={dateId} className="mt-3 block text-sm font-medium">
          {PLAN_PAGE.startDate}
        </label>
        <p id={`${dateId}-hint`} className="text-sm text-muted">
          {PLAN_PAGE.startDateHint}
        </p>
        <input
          id={dateId}
          type="date"
          name="startDate"
          defaultValue={today}
          min={bounds.min}
          max={bounds.max}
          required
          aria-describedby={`${dateId}-hint`}
          className="mt-2 block min-h-[44px] rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
        />
        <button type="submit" name="intent" value="start" className="btn-primary mt-4" disabled={busy}>
          {PLAN_PAGE.start}
        </button>
      </Form>
    );
  }
  if (enrollment.status === "completed") {
    return (
      <div className="card">
        <p className="font-medium">{PLAN_PAGE.completedText}</p>
        <div className="mt-3">
          <RestartControl />
        </div>
      </div>
    );
  }
  const paused = enrollment.status === "paused";
  return (
    <div className="card space-y-3">
      {paused && enrollment.pausedOn ? <p className="font-medium">{PLAN_PAGE.pausedText(formatPlanDate(enrollment.pausedOn))}</p> : null}
      {!paused && schedule && schedule.startsIn > 0 ? <p className="font-medium">{PLAN_PAGE.startsText(formatPlanDate(enrollment.startDate))}</p> : null}
      {!paused && schedule && schedule.behind > 0 ? (
        <div className="rounded-xl border border-accent/50 bg-accent/10 p-3">
          <p className="text-sm font-medium">{PLAN_PAGE.catchUpText(schedule.behind)}</p>
          <div className="mt-2">
            <IntentButton intent="catch-up" label={PLAN_PAGE.catchUp} primary />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {paused ? <IntentButton intent="resume" label={PLAN_PAGE.resume} primary /> : <IntentButton intent="pause" label={PLAN_PAGE.pause} />}
      </div>
      <RestartControl />
    </div>
  );
}
