import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { TodayActionAnswer } from "~/kernel/checkin";
import { CHECKIN_COPY, CHECKIN_PANEL_COPY } from "~/kernel/copy/today-member";
import { connectionLabel } from "~/kernel/connection";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { useToast } from "../toast/ToastProvider";
import { useSettled } from "./action-answer";

export interface CheckInState {
  mood: string;
  focus_areas: string[];
  notes: string | null;
}

type Mode = "closed" | "open" | "saved" | "editing";

/**
 * The detailed check-in: closed → open → saved ("You've checked in today", Edit) →
 * editing. The connection comes from the slider above; one check-in per day, a second save edits it.
 * The saved check-in is the loader's, brought back after the Today action saves it.
 */
export function CheckInPanel({
  connection,
  checkIn,
  ready,
}: {
  connection: number;
  checkIn: CheckInState | null;
  ready: boolean;
}) {
  const id = useId();
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>(checkIn ? "saved" : "closed");
  const [areas, setAreas] = useState<string[]>(checkIn?.focus_areas ?? []);
  const [notes, setNotes] = useState(checkIn?.notes ?? "");
  const save = useFetcher<TodayActionAnswer>();
  const saving = save.state !== "idle";
  // Focus follows the panel's state after the man changes it (not on the first render).
  const focusTarget = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [mode]);

  const focusHere = (node: HTMLElement | null) => {
    if (node) focusTarget.current = node;
  };
  const go = (next: Mode) => {
    moved.current = true;
    setMode(next);
  };
  const editing = mode === "open" || mode === "editing";

  useSettled(save, (answer) => {
    if (!("ok" in answer)) {
      toast({ title: CHECKIN_COPY.errorTitle, description: CHECKIN_COPY.errorText, variant: "error" });
      return;
    }
    toast({ title: CHECKIN_COPY.savedTitle, description: CHECKIN_COPY.savedText, variant: "success" });
    go("saved");
  });

  function cancel() {
    setAreas(checkIn?.focus_areas ?? []);
    setNotes(checkIn?.notes ?? "");
    go(checkIn ? "saved" : "closed");
  }

  const toggle = (area: string, checked: boolean) =>
    setAreas((current) =>
      checked ? [...current.filter((item) => item !== area), area] : current.filter((item) => item !== area)
    );

  return (
    <section aria-labelledby={`${id}-title`} className="card" data-testid="checkin-panel">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {CHECKIN_PANEL_COPY.title}
      </h2>

      {mode === "closed" ? (
        <>
          <p className="mt-1 text-muted">{CHECKIN_PANEL_COPY.intro}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            disabled={!ready}
            onClick={() => go("open")}
            ref={focusHere}
          >
            {CHECKIN_PANEL_COPY.open}
          </button>
        </>
      ) : null}

      {mode === "saved" && checkIn ? (
        <div className="mt-2">
          <p className="font-semibold text-primary" tabIndex={-1} ref={focusHere}>
            {CHECKIN_COPY.checkedInToday}
          </p>
          <p className="mt-1 text-sm text-muted">{CHECKIN_PANEL_COPY.focusSummary(checkIn.focus_areas)}</p>
          {checkIn.notes ? <p className="mt-1 whitespace-pre-line text-sm">{checkIn.notes}</p> : null}
          <button type="button" className="btn-secondary mt-3" disabled={!ready} onClick={() => go("editing")}>
            {CHECKIN_COPY.edit}
          </button>
        </div>
      ) : null}

      {editing ? (
        <save.Form method="post" action="/?index" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="checkin" />
          <input type="hidden" name="connection" value={connection} />
          <p className="text-sm" tabIndex={-1} ref={focusHere}>
            <span className="font-semibold">{CHECKIN_PANEL_COPY.connection}:</span> {connectionLabel(connection)} (
            {connection})
          </p>
          <fieldset>
            <legend className="text-sm font-semibold">{CHECKIN_PANEL_COPY.focusLegend}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {FOCUS_AREAS.map((area) => (
                <label
                  key={area}
                  className="flex min-h-[44px] items-center gap-2 rounded-lg border border-border px-3 text-sm"
                >
                  <input
                    type="checkbox"
                    name="focus_areas"
                    value={area}
                    className="h-4 w-4 accent-primary"
                    checked={areas.includes(area)}
                    onChange={(event) => toggle(area, event.currentTarget.checked)}
                  />
                  {area}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-notes`} className="text-sm font-semibold">
              {CHECKIN_PANEL_COPY.notes}
            </label>
            <textarea
              id={`${id}-notes`}
              name="notes"
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
              className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
              {saving ? CHECKIN_PANEL_COPY.saving : CHECKIN_PANEL_COPY.save}
            </button>
            <button type="button" className="btn-secondary" onClick={cancel}>
              {CHECKIN_PANEL_COPY.cancel}
            </button>
          </div>
        </save.Form>
      ) : null}
    </section>
  );
}
