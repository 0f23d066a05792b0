/**
 * "What do you want to grow in right now?" → profiles.current_topics. Suggestions are toggle
 * buttons (aria-pressed) once JavaScript runs; before that they are plain checkboxes, so the form
 * works either way. Whatever is typed in "Add your own" is sent with the form too.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { requireUnfinishedOnboarding } from "~/lib/guards.server";
import { CURRENT_TOPIC_SUGGESTIONS, CurrentTopicsSchema, MAX_CURRENT_TOPICS, MAX_TOPIC_LENGTH } from "~/lib/onboarding";
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
  const custom = String(form.get("customTopic") ?? "").trim();
  const chosen = [...form.getAll("currentTopics").map(String), ...(custom ? [custom] : [])];
  const parsed = CurrentTopicsSchema.safeParse({ currentTopics: chosen });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, chosen }, { status: 400 });
  await updateProfile(context.app.db, user.id, { current_topics: parsed.data.currentTopics });
  return redirect("/onboarding/profile");
}

const uniq = (values: string[]) => [...new Set(values)];

export default function OnboardingIntentions() {
  const { topics } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const initial = actionData?.chosen ?? topics;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<string[]>(initial);
  const [options, setOptions] = useState<string[]>(() => uniq([...CURRENT_TOPIC_SUGGESTIONS, ...initial]));
  const [custom, setCustom] = useState("");
  const [notice, setNotice] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData?.error) errorRef.current?.focus();
  }, [actionData]);

  function toggle(topic: string) {
    if (selected.includes(topic)) {
      setSelected(selected.filter((item) => item !== topic));
      setNotice("");
    } else if (selected.length >= MAX_CURRENT_TOPICS) {
      setNotice(`Choose up to ${MAX_CURRENT_TOPICS}.`);
    } else {
      setSelected([...selected, topic]);
      setNotice("");
    }
  }

  function addCustom() {
    const topic = custom.trim();
    if (topic.length < 2) return setNotice("Each topic needs at least 2 characters.");
    if (selected.length >= MAX_CURRENT_TOPICS && !selected.includes(topic)) {
      return setNotice(`Choose up to ${MAX_CURRENT_TOPICS}.`);
    }
    setOptions(uniq([...options, topic]));
    setSelected(uniq([...selected, topic]));
    setCustom("");
    setNotice(`Added "${topic}".`);
  }

  function onCustomKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || !custom.trim()) return;
    event.preventDefault();
    addCustom();
  }

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
      <fieldset
        className="mt-5"
        aria-describedby={actionData?.error ? "intentions-hint intentions-error" : "intentions-hint"}
      >
        <legend className="text-sm font-semibold">Suggestions</legend>
        <ul className="mt-3 flex flex-wrap gap-2">
          {(hydrated ? options : uniq([...CURRENT_TOPIC_SUGGESTIONS, ...initial])).map((topic, index) => (
            <li key={topic}>
              {hydrated ? (
                <button
                  type="button"
                  aria-pressed={selected.includes(topic)}
                  onClick={() => toggle(topic)}
                  className="inline-flex min-h-[44px] items-center gap-1.5 rounded-full border border-border bg-surface px-4 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg"
                >
                  <span aria-hidden="true">{selected.includes(topic) ? "✓" : "+"}</span>
                  {topic}
                </button>
              ) : (
                <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                  <input
                    type="checkbox"
                    name="currentTopics"
                    value={topic}
                    defaultChecked={initial.includes(topic)}
                    id={`topic-${index}`}
                    className="h-4 w-4 accent-primary"
                  />
                  {topic}
                </label>
              )}
            </li>
          ))}
        </ul>
        {hydrated
          ? selected.map((topic) => <input key={topic} type="hidden" name="currentTopics" value={topic} />)
          : null}
      </fieldset>

      <div className="mt-6">
        <label htmlFor="custom-topic" className="block text-sm font-semibold">
          Add your own
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="custom-topic"
            name="customTopic"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={onCustomKeyDown}
            maxLength={MAX_TOPIC_LENGTH}
            autoComplete="off"
            placeholder="e.g. Speaking kindly when I'm tired"
            className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
          />
          {hydrated ? (
            <button type="button" onClick={addCustom} className="btn-secondary shrink-0">
              Add
            </button>
          ) : null}
        </div>
      </div>
      <p role="status" className="mt-3 min-h-[1.25rem] text-sm text-muted">
        {hydrated ? `${selected.length} of ${MAX_CURRENT_TOPICS} chosen. ${notice}`.trim() : ""}
      </p>

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

