import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FOCUS_AREAS, type FocusArea } from "~/lib/focus-areas";
import { requireUnfinishedOnboarding } from "~/lib/guards.server";
import { FocusSchema } from "~/lib/onboarding";
import { updateProfile } from "../../worker/domain/profiles.server";

export const meta: MetaFunction = () => [{ title: "Your focus · Shepherd" }];

const FOCUS_DESCRIPTIONS: Record<FocusArea, string> = {
  Marriage: "Loving your wife the way Christ loves the church.",
  Fatherhood: "Raising your children with patience, presence and faith.",
  Work: "Honoring God in your job, your calling and your rest.",
  "Prayer Life": "A steady, honest habit of talking with God.",
  "Bible Study": "Reading Scripture daily and letting it shape you.",
  Brotherhood: "Friends who sharpen you, and being that friend for others.",
  Temptation: "Standing firm, and getting back up with grace when you fall.",
  Leadership: "Leading at home and beyond the way Jesus did: by serving.",
};

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
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {FOCUS_AREAS.map((area) => {
            const id = `focus-${area.toLowerCase().replace(/\s+/g, "-")}`;
            return (
              <li key={area}>
                <label
                  htmlFor={id}
                  className="flex min-h-[64px] cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
                >
                  <input
                    id={id}
                    type="checkbox"
                    name="focus"
                    value={area}
                    defaultChecked={selected.has(area)}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={`${id}-description`}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                  />
                  <span>
                    <span id={`${id}-name`} className="block font-semibold">
                      {area}
                    </span>
                    <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted">
                      {FOCUS_DESCRIPTIONS[area]}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
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
