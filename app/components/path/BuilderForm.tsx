import { Form, useNavigation } from "@remix-run/react";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { BUILDER_COPY } from "~/kernel/copy/path";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { stableHash } from "~/kernel/hash";
import { BUILDER_MAX_DAYS, type BuilderDay, type BuilderDayField } from "~/kernel/path/builder";
import { FieldError } from "../ui/FieldError";
import { TextField } from "../ui/TextField";
import { PassagePicker } from "./PassagePicker";

/** The form element's props from its Conform form (id, browser-side checks, noValidate). */
export type FormProps = { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: boolean };

export interface BuilderValues {
  title: string;
  description: string;
  focusArea: string;
  days: BuilderDay[];
}

export function LongField({ name, label, defaultValue, error, rows = 4 }: { name: string; label: string; defaultValue: string; error?: string; rows?: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One numbered card of a builder (a plan's day, a series' session), headed by its name and its Remove button. */
export function BuilderItem({
  anchor,
  heading,
  removeLabel,
  removeIntent,
  testId,
  children,
}: {
  anchor: string;
  heading: string;
  removeLabel: string;
  removeIntent: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={anchor} className="card scroll-mt-20 space-y-4" data-testid={testId}>
      <legend className="sr-only">{heading}</legend>
      <div className="flex items-center justify-between gap-3">
        <h3 aria-hidden="true" className="font-serif text-lg font-bold">
          {heading}
        </h3>
        <button type="submit" name="intent" value={removeIntent} formNoValidate className="btn-ghost text-danger">
          {removeLabel}
        </button>
      </div>
      {children}
    </fieldset>
  );
}

/** A passage reference field with "Find a passage" (the reader's search) beside it. */
export function PassageField({ label, hint, name, defaultValue, error }: { label: string; hint: string; name: string; defaultValue: string; error?: string }) {
  const passageRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <TextField
        label={label}
        name={name}
        defaultValue={defaultValue}
        maxLength={60}
        error={error}
        hint={<p className="text-sm text-muted">{hint}</p>}
        inputRef={passageRef}
      />
      <PassagePicker target={passageRef} />
    </div>
  );
}

function DayFields({ index, day, errors }: { index: number; day: BuilderDay; errors: Record<string, string> }) {
  const name = (field: BuilderDayField) => `days.${index}.${field}`;
  const error = (field: BuilderDayField) => errors[name(field)];
  const number = index + 1;
  return (
    <BuilderItem anchor={`day-${number}`} heading={BUILDER_COPY.day(number)} removeLabel={BUILDER_COPY.removeDay(number)} removeIntent={`remove-day-${index}`} testId="builder-day">
      <TextField label={BUILDER_COPY.dayTitle} name={name("title")} defaultValue={day.title} maxLength={80} error={error("title")} />
      <PassageField label={BUILDER_COPY.passage} hint={BUILDER_COPY.passageHint} name={name("passage")} defaultValue={day.passage} error={error("passage")} />
      <LongField name={name("teaching")} label={BUILDER_COPY.teaching} defaultValue={day.teaching} error={error("teaching")} rows={6} />
      <TextField label={BUILDER_COPY.question} name={name("reflectionQuestion")} defaultValue={day.reflectionQuestion} maxLength={300} error={error("reflectionQuestion")} />
      <LongField name={name("prayerPrompt")} label={BUILDER_COPY.prayer} defaultValue={day.prayerPrompt} error={error("prayerPrompt")} rows={2} />
      <TextField label={BUILDER_COPY.action} name={name("actionStep")} defaultValue={day.actionStep} maxLength={300} error={error("actionStep")} />
    </BuilderItem>
  );
}

/**
 * A hand-made plan: its details and a card per day; Save draft is the default button (Enter).
 * The fields are uncontrolled, so the form is drawn afresh (keyed on its values) after each save.
 */
export function BuilderForm(props: { values: BuilderValues; errors: Record<string, string>; formError?: string; formProps: FormProps }) {
  return <BuilderFields key={stableHash(JSON.stringify(props.values))} {...props} />;
}

function BuilderFields({
  values,
  errors,
  formError,
  formProps,
}: {
  values: BuilderValues;
  errors: Record<string, string>;
  formError?: string;
  formProps: FormProps;
}) {
  const busy = useNavigation().state !== "idle";
  const focusId = useId();
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <DraftFormHead saveLabel={BUILDER_COPY.saveDraft} formError={formError} />
      <div className="card space-y-4">
        <TextField label={BUILDER_COPY.planTitle} name="title" defaultValue={values.title} maxLength={80} error={errors.title} />
        <LongField name="description" label={BUILDER_COPY.description} defaultValue={values.description} error={errors.description} rows={3} />
        <div>
          <label htmlFor={focusId} className="text-sm font-medium">
            {BUILDER_COPY.focusArea}
          </label>
          <select
            id={focusId}
            name="focusArea"
            defaultValue={values.focusArea}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
          >
            {FOCUS_AREAS.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </select>
          <FieldError id={`${focusId}-error`} message={errors.focusArea} />
        </div>
      </div>
      {errors.days ? <p className="font-medium text-danger">{errors.days}</p> : null}
      {values.days.map((day, index) => (
        <DayFields key={index} index={index} day={day} errors={errors} />
      ))}
      <div className="flex flex-wrap gap-3">
        {values.days.length < BUILDER_MAX_DAYS ? (
          <button type="submit" name="intent" value="add-day" formNoValidate className="btn-secondary" disabled={busy}>
            {BUILDER_COPY.addDay}
          </button>
        ) : null}
        <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
          {BUILDER_COPY.saveDraft}
        </button>
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
          {BUILDER_COPY.publish}
        </button>
      </div>
    </Form>
  );
}

/**
 * The top of a builder's form: its default button — so Enter in a field saves the draft rather than
 * pressing the first button (which removes an item) — and the form-level refusal.
 */
export function DraftFormHead({ saveLabel, formError }: { saveLabel: string; formError?: string }) {
  return (
    <>
      <button type="submit" name="intent" value="save" tabIndex={-1} className="sr-only">
        {saveLabel}
      </button>
      {formError ? (
        <p role="alert" className="font-medium text-danger">
          {formError}
        </p>
      ) : null}
    </>
  );
}
