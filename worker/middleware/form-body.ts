/**
 * Every Remix action reads its body with `request.formData()`. A body that is not a form (JSON,
 * text, a multipart body without its boundary) makes that throw, which Remix would answer with a
 * 500 page; it is refused here instead, with a plain message. The body has already been read within
 * its cap (body-limit.ts), so reading it once more here is cheap.
 */
import type { MiddlewareHandler } from "hono";
import { REQUEST_REFUSALS } from "../../app/kernel/copy/requests";
import type { AppBindings } from "../http";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const requireReadableForm: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.startsWith("/api/")) return next();
  const type = c.req.header("Content-Type")?.split(";")[0]!.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return c.text(REQUEST_REFUSALS.formOnly, 415);
  try {
    await c.req.raw.clone().formData();
  } catch {
    return c.text(REQUEST_REFUSALS.unreadableForm, 400);
  }
  return next();
};
