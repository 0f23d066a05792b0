/**
 * The page of an onboarding step that saves a list of choices (app/server/onboarding-choices.server.ts):
 * the question, a line of help, the refusal (focused, so a screen reader hears it), the choices,
 * and Back / Continue. The step's schema checks the form in the browser before it is sent and again
 * on the server; the choices start from what was just submitted, else from what is saved.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import type { ChoiceStepData } from "~/kernel/onboarding";

export function ChoiceStep({
  id,
  title,
  hint,
  back,
  schema,
  submitted,
  grouped = false,
  children,
}: {
  /** Names the form and the hint's and the refusal's elements (`${id}-hint`, `${id}-error`). */
  id: string;
  title: string;
  hint: string;
  back: string;
  /** The same schema the step's action parses with. */
  schema: $ZodType;
  /** What a refused form had chosen, from its submitted values. */
  submitted: (values: Record<string, unknown>) => string[];
  /** The question is the legend of a fieldset around the choices (for choices without a group of their own). */
  grouped?: boolean;
  children: (state: { chosen: string[]; describedBy: string }) => ReactNode;
}) {
  const { saved } = useLoaderData<ChoiceStepData>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const error = Object.values(form.allErrors).flat()[0];
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error, form.allErrors]);
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const heading = <h1 className="font-serif text-3xl font-bold">{title}</h1>;
  const body = (
    <>
      <p id={`${id}-hint`} className="mt-2 text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} ref={errorRef} tabIndex={-1} className="mt-3 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children({ chosen: lastResult?.initialValue ? submitted(lastResult.initialValue) : saved, describedBy })}
    </>
  );
  return (
    <Form method="post" {...getFormProps(form)}>
      {grouped ? (
        <fieldset aria-describedby={describedBy}>
          <legend>{heading}</legend>
          {body}
        </fieldset>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
      <div className="mt-8 flex items-center justify-between gap-3">
        <Link to={back} className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary min-w-[8rem]">
          Continue
        </button>
      </div>
    </Form>
  );
}
