import { z } from "./zod";

/** One toast shape for client toasts and server flash toasts (set on a redirect, shown once). */
export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "success", "error", "warning"]).default("default"),
  /** Milliseconds on screen; spec copy sets some (e.g. the plan-ready toast stays 10 s). */
  duration: z.number().int().min(1000).max(60_000).default(5000),
  action: z.object({ label: z.string().max(40), to: z.string().startsWith("/") }).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;
