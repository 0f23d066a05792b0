import { createCookie, redirect } from "@remix-run/cloudflare";
import { ToastSchema, type Toast, type ToastInput } from "./toast";

const toastCookie = createCookie("shepherd_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

/** A redirect that shows a toast on the next page (works without JavaScript too). */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(JSON.stringify(ToastSchema.parse(toast))));
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast, if any, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clearCookie: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (typeof raw !== "string") return { toast: null, clearCookie: null };
  const clearCookie = await toastCookie.serialize("", { maxAge: 0 });
  try {
    const parsed = ToastSchema.safeParse(JSON.parse(raw));
    return { toast: parsed.success ? parsed.data : null, clearCookie };
  } catch {
    return { toast: null, clearCookie };
  }
}
