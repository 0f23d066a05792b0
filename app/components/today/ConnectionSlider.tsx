import { useEffect, useId, useRef } from "react";
import { CHECKIN_COPY, CONNECTION_SLIDER_COPY } from "~/kernel/copy/today-member";
import { CONNECTION, connectionLabel } from "~/kernel/connection";

/** A drag or a run of key presses settles into one save once it has been still this long. */
export const COMMIT_DEBOUNCE_MS = 400;

/**
 * The spiritual-connection slider: a real range input (arrow keys, Home/End, Page
 * Up/Down), announced by its label ("Connected"). Every change updates the page at once; the value
 * is committed (saved) when the pointer is released or the changes pause, so one drag saves once.
 */
export function ConnectionSlider({
  value,
  onChange,
  onCommit,
  showSaved,
  ready,
}: {
  value: number;
  onChange: (value: number) => void;
  onCommit: (value: number) => void;
  /** The "Saved" flash (2 seconds after a change is saved). */
  showSaved: boolean;
  ready: boolean;
}) {
  const id = useId();
  const label = connectionLabel(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(value);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  const commitNow = () => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    commitRef.current(latest.current);
  };

  // A change still waiting when the page goes away is saved, not lost.
  useEffect(() => commitNow, []);

  return (
    <section aria-labelledby={`${id}-label`} className="card">
      <div className="flex items-baseline justify-between gap-3">
        <label id={`${id}-label`} htmlFor={id} className="font-semibold">
          {CONNECTION_SLIDER_COPY.label}
        </label>
        <p role="status" className="text-sm font-semibold text-primary">
          {showSaved ? CHECKIN_COPY.savedFlash : ""}
        </p>
      </div>
      <p className="mt-1 text-2xl font-bold" aria-hidden="true" data-testid="connection-label">
        {label} <span className="text-base font-normal tabular-nums text-muted">{value}</span>
      </p>
      <input
        id={id}
        type="range"
        min={CONNECTION.MIN}
        max={CONNECTION.MAX}
        step={CONNECTION.STEP}
        value={value}
        disabled={!ready}
        aria-valuetext={label}
        aria-describedby={`${id}-scale`}
        className="mt-2 block min-h-[44px] w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          latest.current = next;
          onChange(next);
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(commitNow, COMMIT_DEBOUNCE_MS);
        }}
        onPointerUp={commitNow}
      />
      <p id={`${id}-scale`} className="flex justify-between text-xs text-muted">
        <span>{CONNECTION_SLIDER_COPY.scaleLow}</span>
        <span>{CONNECTION_SLIDER_COPY.scaleHigh}</span>
      </p>
    </section>
  );
}
