/**
 * The page of an onboarding step that saves a list of choices (app/server/onboarding-choices.server.ts):
 * the question, a line of help, the refusal (focused, so a screen reader hears it), the choices,
 * and Back / Continue. The choices start from what was just submitted, else from what is saved.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { ChoiceStepData, ChoiceStepRefusal } from "~/kernel/onboarding";

export function ChoiceStep({
  id,
  title,
  hint,
  back,
  grouped = false,
  children,
}: {
  /** Names the hint's and the refusal's elements (`${id}-hint`, `${id}-error`). */
  id: string;
  title: string;
  hint: string;
  back: string;
  /** The question is the legend of a fieldset around the choices (for choices without a group of their own). */
  grouped?: boolean;
  children: (state: { chosen: string[]; describedBy: string }) => ReactNode;
}) {
  const { saved } = useLoaderData<ChoiceStepData>();
  const refusal = useActionData<ChoiceStepRefusal>();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal?.error) errorRef.current?.focus();
  }, [refusal]);
  const describedBy = refusal?.error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const heading = <h1 className="font-serif text-3xl font-bold">{title}</h1>;
  const body = (
    <>
      <p id={`${id}-hint`} className="mt-2 text-muted">
        {hint}
      </p>
      {refusal?.error ? (
        <p id={`${id}-error`} ref={errorRef} tabIndex={-1} className="mt-3 font-medium text-danger">
          {refusal.error}
        </p>
      ) : null}
      {children({ chosen: refusal?.chosen ?? saved, describedBy })}
    </>
  );
  return (
    <Form method="post" noValidate>
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
