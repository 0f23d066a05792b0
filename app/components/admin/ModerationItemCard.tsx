/**
 * One reported item in the queue: where it is from, its text and author, why and by how many it was
 * reported, how long it has waited (overdue past the day), and the actions on it. The note field is
 * shared by the buttons: optional for restore and remove, the author's message for a warning or a
 * suspension (whose length the select beside its button chooses).
 */
import { Form, useNavigation } from "@remix-run/react";
import { MODERATION_INTENTS, type ModerationItemView } from "~/kernel/admin/moderation";
import { SUSPENSION_DAYS } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY, REPORTS_COPY as C } from "~/kernel/copy/admin";

export function ModerationItemCard({ item, error }: { item: ModerationItemView; error?: string }) {
  const busy = useNavigation().formData?.get("id") === item.id;
  const noteId = `note-${item.id}`;
  const errorId = error ? `${noteId}-error` : undefined;
  return (
    <li className="card" data-testid="moderation-item" aria-labelledby={`item-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h2 id={`item-${item.id}`} className="font-semibold">
          {C.area[item.kind]}
        </h2>
        {item.hidden ? <span className="rounded-full bg-border/60 px-2 py-0.5">{C.hidden}</span> : null}
        <span className={`rounded-full px-2 py-0.5 ${item.overdue ? "bg-danger text-white" : "bg-border/60"}`}>
          {C.age}: {item.age}
          {item.overdue ? ` · ${C.overdue}` : ""}
        </span>
      </div>
      <blockquote className="mt-3 whitespace-pre-wrap break-words border-l-4 border-border pl-3">{item.body}</blockquote>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted">{C.author}</dt>
        <dd>
          {item.author}
          {item.anonymous ? ` (${C.anonymous})` : ""}
        </dd>
        <dt className="text-muted">{C.reasons}</dt>
        <dd>
          {item.reasons.join(", ")} · {C.reporters(item.reporters)}
        </dd>
      </dl>
      <Form method="post" className="mt-4" preventScrollReset>
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <label htmlFor={noteId} className="text-sm font-semibold">
          {C.note}
        </label>
        <textarea
          id={noteId}
          name="reason"
          rows={2}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${noteId}-hint`, errorId].filter(Boolean).join(" ")}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg"
        />
        <p id={`${noteId}-hint`} className="mt-1 text-xs text-muted">
          {C.noteHint}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" name="intent" value={MODERATION_INTENTS.restore} className="btn-secondary min-h-[44px]" disabled={busy}>
            {C.restore}
          </button>
          <button type="submit" name="intent" value={MODERATION_INTENTS.remove} className="btn-primary min-h-[44px]" disabled={busy}>
            {C.remove}
          </button>
          <button type="submit" name="intent" value={MODERATION_INTENTS.warn} className="btn-secondary min-h-[44px]" disabled={busy}>
            {C.warn}
          </button>
        </div>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`days-${item.id}`} className="text-sm font-semibold">
              {C.suspendFor}
            </label>
            <select id={`days-${item.id}`} name="days" defaultValue="7" className="mt-1 block min-h-[44px] rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg">
              {SUSPENSION_DAYS.map((days) => (
                <option key={days} value={days}>
                  {ADMIN_USERS_COPY.actions.suspendDays(days)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value={MODERATION_INTENTS.suspend} className="btn-secondary min-h-[44px]" disabled={busy}>
            {C.suspend}
          </button>
        </div>
      </Form>
    </li>
  );
}
