/**
 * "What do you want to grow in right now?" → profiles.current_topics (onboarding's intentions step
 * and Profile → Your focus). Suggestions are toggle buttons (aria-pressed) once JavaScript runs;
 * before that they are plain checkboxes, so the form works either way. Whatever is typed in "Add your
 * own" is sent with the form too (`topicsFromForm` reads both).
 */
import { useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { CURRENT_TOPIC_SUGGESTIONS, MAX_CURRENT_TOPICS, MAX_TOPIC_LENGTH } from "~/kernel/onboarding";

const uniq = (values: string[]) => [...new Set(values)];

export function TopicChoices({
  initial,
  legend = "Suggestions",
  describedBy,
}: {
  initial: string[];
  legend?: string;
  describedBy?: string;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<string[]>(initial);
  const [options, setOptions] = useState<string[]>(() => uniq([...CURRENT_TOPIC_SUGGESTIONS, ...initial]));
  const [custom, setCustom] = useState("");
  const [notice, setNotice] = useState("");

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
    <>
      <fieldset className="mt-5" aria-describedby={describedBy}>
        <legend className="text-sm font-semibold">{legend}</legend>
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
    </>
  );
}
