import { createCookie, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { createToast, type Toast, type ToastInput } from "../kernel/toast";

const toastCookie = createCookie("shepherd_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

/** A flash toast read back from a cookie is input like any other: checked before it is shown. */
const FlashToastSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "success", "error", "warning"]),
  duration: z.number().int().min(1000).max(60_000),
  action: z.object({ label: z.string().max(40), to: z.string().startsWith("/") }).optional(),
});

/** A redirect that shows a toast on the next page (works without JavaScript too). */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(JSON.stringify(createToast(toast))));
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast, if any, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clearCookie: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (typeof raw !== "string") return { toast: null, clearCookie: null };
  const clearCookie = await toastCookie.serialize("", { maxAge: 0 });
  try {
    const parsed = FlashToastSchema.safeParse(JSON.parse(raw));
    return { toast: parsed.success ? parsed.data : null, clearCookie };
  } catch {
    return { toast: null, clearCookie };
  }
}
