/**
 * The eight focus areas as checkboxes with a line about each (onboarding's focus step and
 * Profile → Your focus). The caller wraps them in a fieldset with its own legend.
 */
import { FOCUS_AREAS, type FocusArea } from "~/kernel/focus-areas";

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

export function FocusAreaChoices({ selected, className = "" }: { selected: ReadonlySet<string>; className?: string }) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${className}`}>
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
  );
}
