/**
 * The parts every gathering form shares (leading a study gathering, scheduling a prayer
 * gathering): when it starts on his own clock and for how long, and who it is for — the audiences
 * the page offers, and the flock when it is one of his.
 */
import type { ReactNode } from "react";
import { useId } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/components/ui/TextField";
import { DURATION_MINUTES } from "~/kernel/gatherings/rules";

/** What a form field needs from Conform's field metadata. */
interface FieldLike {
  name: string;
  id: string;
  initialValue?: unknown;
  errors?: string[];
}

const initialOf = (field: FieldLike) => (field.initialValue as string | undefined) ?? undefined;

/** Date, start time and length, then any further fields of the same grid (`children`). */
export function WhenFields({
  date,
  time,
  duration,
  timeZone,
  labels,
  children,
}: {
  date: FieldLike;
  time: FieldLike;
  duration: FieldLike;
  timeZone: string;
  labels: { date: string; time: string; timeHint: (timeZone: string) => string; duration: string };
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={labels.date} type="date" name={date.name} id={date.id} defaultValue={initialOf(date)} required error={date.errors?.[0]} />
      <TextField
        label={labels.time}
        type="time"
        name={time.name}
        id={time.id}
        defaultValue={initialOf(time)}
        required
        error={time.errors?.[0]}
        hint={<p className="text-sm text-muted">{labels.timeHint(timeZone)}</p>}
      />
      <TextField
        label={labels.duration}
        type="number"
        inputMode="numeric"
        min={DURATION_MINUTES.min}
        max={DURATION_MINUTES.max}
        step={15}
        name={duration.name}
        id={duration.id}
        defaultValue={initialOf(duration)}
        error={duration.errors?.[0]}
      />
      {children}
    </div>
  );
}

/** The audiences offered as radio cards, and the choice of flock when he has flocks to choose from. */
export function AudienceChoice({
  options,
  flocks,
  labels,
  defaultValue,
  defaultFlock,
  error,
  flockError,
}: {
  options: { value: string; label: string; hint: string }[];
  flocks: { id: string; name: string }[];
  labels: { legend: string; flockName: string };
  defaultValue: string;
  defaultFlock?: string;
  error?: string;
  flockError?: string;
}) {
  const errorId = useId();
  const flockId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{labels.legend}</legend>
      <div className="mt-1 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-[44px] items-start gap-3 rounded-lg border border-border p-3">
            <input type="radio" name="audience" value={option.value} defaultChecked={defaultValue === option.value} className="mt-1" />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-sm text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {flocks.length > 0 ? (
        <div className="mt-2">
          <label htmlFor={flockId} className="text-sm font-medium">
            {labels.flockName}
          </label>
          <select
            id={flockId}
            name="flockId"
            defaultValue={defaultFlock ?? flocks[0]!.id}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base"
          >
            {flocks.map((flock) => (
              <option key={flock.id} value={flock.id}>
                {flock.name}
              </option>
            ))}
          </select>
          <FieldError id={`${flockId}-error`} message={flockError} />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
