import { useId, useState } from "react";
import { MentionTextarea } from "~/components/pasture/MentionTextarea";
import type { SuggestMembers } from "~/components/pasture/useMentionSuggestions";
import { FieldError } from "~/components/ui/FieldError";

/**
 * A labelled text box with @-suggestions from the flock and one button: the reflection composer and
 * each comment form. `send` answers the refusal to show, or null once it was taken (the box empties).
 */
export function FlockComposer({
  label,
  hint,
  submitLabel,
  maxLength,
  rows = 3,
  suggest,
  pending,
  send,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  maxLength: number;
  rows?: number;
  suggest: SuggestMembers;
  pending: boolean;
  send: (body: string) => Promise<string | null>;
}) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = await send(body);
        setError(refused);
        if (!refused) setBody("");
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <MentionTextarea
        id={id}
        value={body}
        onValueChange={setBody}
        suggest={suggest}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending || body.trim() === ""} aria-busy={pending || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
