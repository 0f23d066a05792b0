/**
 * The pending-generation record in localStorage as a React store: the layout's poller and The
 * Path's "being written" card read the same record, and every tab hears a change (the storage
 * event reaches other tabs; our own event reaches this one).
 */
import { useMemo, useSyncExternalStore } from "react";
import {
  clearPendingPlan,
  parsePendingPlan,
  PENDING_PLAN_EVENT,
  PENDING_PLAN_KEY,
  writePendingPlan,
  type PendingPlan,
} from "~/kernel/path/pending-plan";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(PENDING_PLAN_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(PENDING_PLAN_EVENT, onChange);
  };
}

function snapshot(): string | null {
  try {
    return window.localStorage.getItem(PENDING_PLAN_KEY);
  } catch {
    return null;
  }
}

/** The pending record, or null (always null while rendering on the server). */
export function usePendingPlan(): PendingPlan | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => parsePendingPlan(raw), [raw]);
}

export function savePendingPlan(record: PendingPlan) {
  try {
    writePendingPlan(window.localStorage, record);
  } catch {
    // Storage full or blocked: the plan still appears on The Path; only the toast is lost.
  }
  window.dispatchEvent(new Event(PENDING_PLAN_EVENT));
}

export function dropPendingPlan() {
  try {
    clearPendingPlan(window.localStorage);
  } catch {
    // nothing stored to remove
  }
  window.dispatchEvent(new Event(PENDING_PLAN_EVENT));
}
