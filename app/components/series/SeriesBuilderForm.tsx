import { Form, useNavigation } from "@remix-run/react";
import { SERIES_BUILDER_COPY } from "~/kernel/copy/series";
import { stableHash } from "~/kernel/hash";
import { SERIES_MAX_SESSIONS } from "~/kernel/series/rules";
import { BuilderItem, DraftFormHead, LongField, PassageField, type FormProps } from "../path/BuilderForm";
import { TextField } from "../ui/TextField";
import { FocusAreaSelect } from "./FocusAreaSelect";

/** A session as the form shows it: the questions one per line. */
export interface SessionValues {
  title: string;
  passage: string;
  teaching: string;
  questions: string;
  prayer: string;
  atHome: string;
}

export interface SeriesBuilderValues {
  title: string;
  description: string;
  focusArea: string;
  sessions: SessionValues[];
}

function SessionFields({ index, session, errors }: { index: number; session: SessionValues; errors: Record<string, string> }) {
  const name = (field: keyof SessionValues) => `sessions.${index}.${field}`;
  // A message about one question ("sessions.0.questions.2") belongs under the questions field.
  const error = (field: keyof SessionValues) =>
    errors[name(field)] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name(field)}.`))?.[1];
  const number = index + 1;
  return (
    <BuilderItem
      anchor={`session-${number}`}
      heading={SERIES_BUILDER_COPY.session(number)}
      removeLabel={SERIES_BUILDER_COPY.removeSession(number)}
      removeIntent={`remove-session-${index}`}
      testId="builder-session"
    >
      <TextField label={SERIES_BUILDER_COPY.sessionTitle} name={name("title")} defaultValue={session.title} maxLength={80} error={error("title")} />
      <PassageField label={SERIES_BUILDER_COPY.passage} hint={SERIES_BUILDER_COPY.passageHint} name={name("passage")} defaultValue={session.passage} error={error("passage")} />
      <LongField name={name("teaching")} label={SERIES_BUILDER_COPY.teaching} defaultValue={session.teaching} error={error("teaching")} rows={6} />
      <LongField name={name("questions")} label={SERIES_BUILDER_COPY.questions} defaultValue={session.questions} error={error("questions")} rows={5} />
      <LongField name={name("prayer")} label={SERIES_BUILDER_COPY.prayer} defaultValue={session.prayer} error={error("prayer")} rows={3} />
      <TextField label={SERIES_BUILDER_COPY.atHome} name={name("atHome")} defaultValue={session.atHome} maxLength={300} error={error("atHome")} />
    </BuilderItem>
  );
}

/**
 * A hosted series: its details and a card per session; Save draft is the default button (Enter).
 * The fields are uncontrolled, so the form is drawn afresh (keyed on its values) after each save.
 */
export function SeriesBuilderForm(props: { values: SeriesBuilderValues; errors: Record<string, string>; formError?: string; formProps: FormProps }) {
  return <BuilderFields key={stableHash(JSON.stringify(props.values))} {...props} />;
}

function BuilderFields({ values, errors, formError, formProps }: { values: SeriesBuilderValues; errors: Record<string, string>; formError?: string; formProps: FormProps }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <DraftFormHead saveLabel={SERIES_BUILDER_COPY.saveDraft} formError={formError} />
      <div className="card space-y-4">
        <TextField label={SERIES_BUILDER_COPY.seriesTitle} name="title" defaultValue={values.title} maxLength={80} error={errors.title} />
        <LongField name="description" label={SERIES_BUILDER_COPY.description} defaultValue={values.description} error={errors.description} rows={3} />
        <FocusAreaSelect label={SERIES_BUILDER_COPY.focusArea} name="focusArea" defaultValue={values.focusArea} error={errors.focusArea} />
      </div>
      {errors.sessions ? <p className="font-medium text-danger">{errors.sessions}</p> : null}
      {values.sessions.map((session, index) => (
        <SessionFields key={index} index={index} session={session} errors={errors} />
      ))}
      <p className="text-sm text-muted">{SERIES_BUILDER_COPY.publishHint}</p>
      <div className="flex flex-wrap gap-3">
        {values.sessions.length < SERIES_MAX_SESSIONS ? (
          <button type="submit" name="intent" value="add-session" formNoValidate className="btn-secondary" disabled={busy}>
            {SERIES_BUILDER_COPY.addSession}
          </button>
        ) : null}
        <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
          {SERIES_BUILDER_COPY.saveDraft}
        </button>
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
          {SERIES_BUILDER_COPY.publish}
        </button>
      </div>
    </Form>
  );
}
