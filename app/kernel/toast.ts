/**
 * One toast shape for client toasts and server flash toasts (set on a redirect, shown once).
 * Deliberately free of zod: the toast system is in every page's first load.
 */
export type ToastVariant = "default" | "success" | "error" | "warning";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds on screen; some toasts have a fixed one (e.g. the plan-ready toast stays 10 s). */
  duration: number;
  action?: { label: string; to: string };
}

export type ToastInput = Omit<Toast, "id" | "variant" | "duration"> & Partial<Pick<Toast, "id" | "variant" | "duration">>;

export const DEFAULT_TOAST_DURATION_MS = 5000;

export function createToast(input: ToastInput): Toast {
  return {
    ...input,
    id: input.id ?? crypto.randomUUID(),
    variant: input.variant ?? "default",
    duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
  };
}
