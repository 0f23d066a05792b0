/** "What do you want to grow in right now?" → profiles.current_topics (see TopicChoices). */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { TopicChoices } from "~/components/profile/TopicChoices";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import { CurrentTopicsSchema, topicsFromForm } from "~/kernel/onboarding";
import { updateProfile } from "../../worker/domain/profiles.server";

export const meta: MetaFunction = () => [{ title: "What you want to grow in · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  return { topics: profile?.current_topics ?? [] };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const form = await request.formData();
  const chosen = topicsFromForm(form);
  const parsed = CurrentTopicsSchema.safeParse({ currentTopics: chosen });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, chosen }, { status: 400 });
  await updateProfile(context.app.db, user.id, { current_topics: parsed.data.currentTopics });
  return redirect("/onboarding/profile");
}

export default function OnboardingIntentions() {
  const { topics } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const initial = actionData?.chosen ?? topics;
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData?.error) errorRef.current?.focus();
  }, [actionData]);

  return (
    <Form method="post" noValidate>
      <h1 className="font-serif text-3xl font-bold">What do you want to grow in right now?</h1>
      <p id="intentions-hint" className="mt-2 text-muted">
        Pick what feels true in this season, or write your own. Your devotionals and encouragement will lean toward it.
      </p>
      {actionData?.error ? (
        <p id="intentions-error" ref={errorRef} tabIndex={-1} className="mt-3 font-medium text-danger">
          {actionData.error}
        </p>
      ) : null}
      <TopicChoices
        initial={initial}
        describedBy={actionData?.error ? "intentions-hint intentions-error" : "intentions-hint"}
      />

      <div className="mt-6 flex items-center justify-between gap-3">
        <Link to="/onboarding/focus" className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary min-w-[8rem]">
          Continue
        </button>
      </div>
    </Form>
  );
}

