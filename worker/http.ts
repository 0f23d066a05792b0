/**
 * Helpers for the JSON API: every validation failure is a 400 a person can act on, never a 500.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { REQUEST_REFUSALS } from "../app/kernel/copy/requests";
import type { AppContext, SessionUser } from "./context";
import type { MemberScope } from "./domain/member-scope.server";
import { readBodyWithin } from "./middleware/body-limit";

export type AppBindings = { Bindings: import("./env").Env; Variables: { app: AppContext } };

export interface ApiError {
  error: string;
  field?: string;
}

export function apiError(status: 400 | 401 | 403 | 404 | 409 | 413 | 429, body: ApiError): never {
  throw new HTTPException(status, {
    res: new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    }),
  });
}

/** The first problem zod found, phrased for a person, with the field it belongs to. */
export function describeZodError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || undefined;
  return { error: issue?.message ?? "The request is not valid.", ...(field ? { field } : {}) };
}

/** The body as JSON, read against `maxBytes` as it streams in (413 once passed), parsed with `schema`. */
export async function parseJsonBody<T extends z.ZodType>(
  c: Context<AppBindings>,
  schema: T,
  { maxBytes = 64 * 1024 }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const bytes = await readBodyWithin(c.req.raw.body, maxBytes);
  if (!bytes) apiError(413, { error: REQUEST_REFUSALS.tooLarge });
  let value: unknown;
  try {
    value = bytes.byteLength === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    apiError(400, { error: "The request body must be valid JSON." });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) apiError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** The signed-in user, or a 401 with a message for this feature ("Please sign in to continue." by default). */
export function requireApiUser(c: Context<AppBindings>, message = "Please sign in to continue."): SessionUser {
  const user = c.var.app.user;
  if (!user) apiError(401, { error: message });
  return user;
}

/** The signed-in member's scope (id, time zone, today), or the same 401 as `requireApiUser`. */
export async function requireApiMember(c: Context<AppBindings>, message = "Please sign in to continue."): Promise<MemberScope> {
  const member = await c.var.app.member();
  if (!member) apiError(401, { error: message });
  return member;
}
