/**
 * The flock page's "Walking together": what the flock walks, today's day, each enrolled brother's
 * place on it, today's thread, and the leader's start and end. Every form posts to
 * /flock/{flockId}/plan with its intent, checked first in the browser with the kernel's schema the
 * route parses with; the route answers with a toast, success or refusal.
 */
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { addDays } from "~/kernel/dates";
import { FLOCK_PLAN_COMMENT_MAX, FLOCK_PLAN_START_MAX_DAYS_AHEAD } from "~/kernel/flock/rules";
import { FlockPlanFormSchema } from "~/kernel/flock/schemas";
import type { FlockPlanChoicesView, FlockPlanSectionView, FlockPlanView } from "~/kernel/flock/views";
import { formatPlanDate } from "~/kernel/path/format";
import { SectionPlace } from "../ui/SectionPlace";

const C = FLOCK_COPY.plan;
const FIELD = "mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger";

/** A form of the section: its own fetcher, checked with the same schema as the action, its first message shown. */
function PlanForm({ flockId, id, children, className, confirm }: { flockId: string; id: string; children: ReactNode; className?: string; confirm?: string }) {
  const fetcher = useFetcher();
  const [form] = useForm({
    id,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FlockPlanFormSchema }),
  });
  const error = Object.values(form.allErrors).flat()[0];
  return (
    <fetcher.Form
      method="post"
      action={`/flock/${flockId}/plan`}
      {...getFormProps(form)}
      className={className}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
        else form.onSubmit(event);
      }}
    >
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fetcher.Form>
  );
}

function StartForm({ flockId, choices, today }: { flockId: string; choices: FlockPlanChoicesView; today: string }) {
  return (
    <PlanForm flockId={flockId} id="flock-plan-start" className="mt-4 space-y-3 rounded-xl border border-border p-3">
      <h3 className="font-semibold">{C.startHeading}</h3>
      <input type="hidden" name="intent" value="start" />
      <label className="block text-sm font-medium">
        {C.planLabel}
        <select name="choice" required className={FIELD}>
          {(["catalogue", "own", "series"] as const).map((kind) =>
            choices[kind].length > 0 ? (
              <optgroup key={kind} label={C.kinds[kind]}>
                {choices[kind].map((option) => (
                  <option key={option.id} value={`${kind}:${option.id}`}>
                    {option.title}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {C.startDateLabel}
        <input type="date" name="startDate" required defaultValue={today} min={today} max={addDays(today, FLOCK_PLAN_START_MAX_DAYS_AHEAD)} className={FIELD} />
      </label>
      <button type="submit" className="btn-primary">
        {C.start}
      </button>
    </PlanForm>
  );
}

/** `posted` (the thread's length) gives the box a fresh key once his comment is in the thread, emptying it. */
function CommentForm({ flockId, day, posted }: { flockId: string; day: number; posted: number }) {
  const fetcher = useFetcher();
  const [form, fields] = useForm({
    id: `flock-plan-comment-${day}`,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FlockPlanFormSchema }),
  });
  const error = fields.body.errors?.[0] ?? form.errors?.[0];
  return (
    <fetcher.Form method="post" action={`/flock/${flockId}/plan`} {...getFormProps(form)} className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="day" value={day} />
      <label htmlFor={fields.body.id} className="block text-sm font-medium">
        {C.commentLabel}
      </label>
      <textarea {...getTextareaProps(fields.body)} key={posted} rows={2} maxLength={FLOCK_PLAN_COMMENT_MAX} className={FIELD} />
      {error ? (
        <p id={fields.body.errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
        {C.commentSend}
      </button>
    </fetcher.Form>
  );
}

function ThePlan({ flockId, plan, today }: { flockId: string; plan: FlockPlanView; today: string }) {
  const series = plan.kind === "series";
  const position = series ? C.sessionOf(plan.today, plan.length) : C.dayOf(plan.today, plan.length);
  return (
    <div className="space-y-4">
      <div>
        <p className="font-serif text-xl font-bold">{plan.title}</p>
        <p className="mt-1 text-sm text-muted">{plan.startsIn > 0 ? C.startsOn(formatPlanDate(addDays(today, plan.startsIn))) : position}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {plan.myStatus === "enrolled" ? (
            <a href={plan.todayHref} className="btn-primary">
              {C.openDay}
            </a>
          ) : null}
          <PlanForm flockId={flockId} id="flock-plan-enrollment">
            <input type="hidden" name="intent" value="enrollment" />
            <input type="hidden" name="status" value={plan.myStatus === "enrolled" ? "declined" : "enrolled"} />
            <button type="submit" className="btn-secondary">
              {plan.myStatus === "enrolled" ? C.decline : C.rejoin}
            </button>
          </PlanForm>
          {plan.canEnd ? (
            <PlanForm flockId={flockId} id="flock-plan-end" confirm={C.endConfirm}>
              <input type="hidden" name="intent" value="end" />
              <button type="submit" className="btn-secondary">
                {C.end}
              </button>
            </PlanForm>
          ) : null}
        </div>
        {plan.myStatus === "declined" ? <p className="mt-2 text-sm text-muted">{C.declinedText}</p> : null}
      </div>

      {plan.progress.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-muted">{C.progressHeading}</h3>
          <ul className="mt-2 divide-y divide-border" data-testid="flock-plan-progress">
            {plan.progress.map((row) => (
              <li key={row.member.id} className="flex items-center justify-between gap-3 py-2">
                <span className="font-medium">{row.member.displayName}</span>
                {row.done === null ? null : (
                  <span className={row.done ? "text-sm font-semibold text-primary" : "text-sm text-muted"}>{row.done ? `✓ ${C.done}` : C.notYet}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h3 className="font-semibold">{series ? C.sessionThreadHeading(plan.today) : C.threadHeading(plan.today)}</h3>
        {plan.comments.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {plan.comments.map((comment) => (
              <li key={comment.id} className="rounded-xl bg-bg p-2 text-sm">
                <p className="font-semibold">{comment.author.displayName}</p>
                <p className="whitespace-pre-line">{comment.body}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{C.noComments}</p>
        )}
        <CommentForm flockId={flockId} day={plan.today} posted={plan.comments.length} />
      </div>
    </div>
  );
}

export function FlockPlanSection({ flockId, section }: { flockId: string; section: FlockPlanSectionView }) {
  const { plan, choices, today } = section;
  return (
    <SectionPlace id="flock-plan" title={FLOCK_COPY.page.sections.plan}>
      {plan ? (
        <ThePlan flockId={flockId} plan={plan} today={today} />
      ) : (
        <>
          <p className="text-muted">{choices ? C.noneLeader : C.none}</p>
          {choices ? <StartForm flockId={flockId} choices={choices} today={today} /> : null}
        </>
      )}
    </SectionPlace>
  );
}
