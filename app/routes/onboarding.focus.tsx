import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FocusAreaChoices } from "~/components/profile/FocusAreaChoices";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import { FocusSchema } from "~/kernel/onboarding";
import { updateProfile } from "../../worker/domain/profiles.server";

export const meta: MetaFunction = () => [{ title: "Your focus · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  return { focus: profile?.focus ?? [] };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const chosen = (await request.formData()).getAll("focus").map(String);
  const parsed = FocusSchema.safeParse({ focus: chosen });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message, chosen }, { status: 400 });
  }
  await updateProfile(context.app.db, user.id, { focus: parsed.data.focus });
  return redirect("/onboarding/intentions");
}

export default function OnboardingFocus() {
  const { focus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const selected = new Set(actionData?.chosen ?? focus);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData?.error) errorRef.current?.focus();
  }, [actionData]);
  return (
    <Form method="post" noValidate>
      <fieldset aria-describedby={actionData?.error ? "focus-hint focus-error" : "focus-hint"}>
        <legend>
          <h1 className="font-serif text-3xl font-bold">What do you want to focus on?</h1>
        </legend>
        <p id="focus-hint" className="mt-2 text-muted">
          Choose the areas where you want Shepherd to walk with you. Pick as many as you like.
        </p>
        {actionData?.error ? (
          <p id="focus-error" ref={errorRef} tabIndex={-1} className="mt-3 font-medium text-danger">
            {actionData.error}
          </p>
        ) : null}
        <FocusAreaChoices selected={selected} className="mt-5" />
      </fieldset>
      <StepActions back="/onboarding/welcome" next="Continue" />
    </Form>
  );
}

function StepActions({ back, next }: { back: string; next: string }) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3">
      <Link to={back} className="btn-ghost">
        Back
      </Link>
      <button type="submit" className="btn-primary min-w-[8rem]">
        {next}
      </button>
    </div>
  );
}
