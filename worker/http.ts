/**
 * Helpers for the JSON API: every validation failure is a 400 a person can act on, never a 500.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { REQUEST_REFUSALS } from "../app/kernel/copy/requests";
import type { AppContext, SessionUser } from "./context";
import type { MemberScope } from "./domain/member-scope.server";
import type { Outcome, Refusal } from "./domain/outcome";

export type AppBindings = { Bindings: import("./env").Env; Variables: { app: AppContext } };

export interface ApiError {
  error: string;
  field?: string;
}

export function apiError(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503, body: ApiError & { title?: string }): never {
  throw new HTTPException(status, {
    res: new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    }),
  });
}

/** The first problem zod found, phrased for a person, with the field it belongs to. */
export function describeZodError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || undefined;
  return { error: issue?.message ?? "The request is not valid.", ...(field ? { field } : {}) };
}

/** The one hook every validator shares: a failure is the 400 `describeZodError` phrases. */
function refuseInvalid(result: { success: true } | { success: false; error: Parameters<typeof describeZodError>[0] }) {
  if (!result.success) apiError(400, describeZodError(result.error));
}

/** Route middleware for the query string (each key's first value is a string; a repeated key, an array). */
export function queryOf<T extends z.ZodType>(schema: T) {
  return zValidator("query", schema, refuseInvalid);
}

/** Route middleware for the path's parameters, read by the handler with `c.req.valid("param")`. */
export function paramsOf<T extends z.ZodType>(schema: T) {
  return zValidator("param", schema, refuseInvalid);
}

/**
 * Route middleware that answers a visitor with the guard's 401 before his body or query is read, so
 * a route whose guard comes first refuses a visitor the same way whatever he sends. The handler
 * still calls `requireApiUser`/`requireApiMember` for the user or scope it needs.
 */
export function signedIn(message?: string) {
  return createMiddleware<AppBindings>(async (c, next) => {
    requireApiUser(c, message);
    await next();
  });
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Route middleware for a JSON body: at most `maxBytes` (413 beyond; the outer body-limit middleware
 * has already read the body within the API's largest cap and set its true Content-Length), valid
 * JSON, sent as JSON, and passing `schema` — else a 400 naming the first problem and its field. An
 * empty body is `{}`. The handler reads the result with `c.req.valid("json")`, and the route's input
 * type flows into the typed client (worker/routes/public-api.ts).
 */
export function jsonBody<T extends z.ZodType>(schema: T, { maxBytes = 64 * 1024 }: { maxBytes?: number } = {}) {
  const validate = zValidator("json", schema, refuseInvalid);
  const checked: typeof validate = async (c, next) => {
    if (Number(c.req.header("Content-Length") ?? 0) > maxBytes) apiError(413, { error: REQUEST_REFUSALS.tooLarge });
    const text = await c.req.text();
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
    if (text.trim() === "") {
      // hono caches each body reading as a promise (its type says the value); parse "{}" instead.
      (c.req.bodyCache as Record<string, Promise<string>>).text = Promise.resolve("{}");
    } else if (!JSON_MEDIA_TYPE.test(mediaType)) {
      apiError(415, { error: "Send the body as JSON, with Content-Type: application/json." });
    } else {
      try {
        JSON.parse(text);
      } catch {
        apiError(400, { error: "The request body must be valid JSON." });
      }
    }
    return validate(c, next);
  };
  return checked;
}

/** A domain refusal as the API's one failure shape: `{ error, field?, title? }` with its status. */
export function answerRefusal(refusal: Refusal): never {
  apiError(refusal.status, {
    error: refusal.message,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.title ? { title: refusal.title } : {}),
  });
}

/** A domain outcome as the API's answer: a refusal in its one shape, else the value without `ok`. */
export function answered<T extends object>(outcome: Outcome<T>): T {
  if (!outcome.ok) answerRefusal(outcome);
  const { ok: _ok, ...value } = outcome;
  return value as unknown as T;
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
